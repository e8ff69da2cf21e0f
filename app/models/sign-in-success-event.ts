// Spec 000 §4 "Sign-in" step 2: a sign-in that succeeds with no multi-factor option, on a
// screen configured with a success event, dispatches that event with the answer's data
// instead of redirecting. Here the screen is the header's flyout with JavaScript: its form
// posts the event's name, and the action answers 200 with the data. Without JavaScript
// the name is never posted, and the usual redirect applies.

/** The one success event a screen may ask for: a name from the request goes no further than this check. */
export const SIGN_IN_SUCCESS_EVENT = 'meridian:sign-in-success'

/** The form field that carries it. */
export const SUCCESS_EVENT_FIELD = 'successEvent'

/** The configured success event a form asked for, or null. */
export function successEventOf(value: unknown): typeof SIGN_IN_SUCCESS_EVENT | null {
	return value === SIGN_IN_SUCCESS_EVENT ? SIGN_IN_SUCCESS_EVENT : null
}

/** What the event carries: who signed in (never a surname, token or number), and where the page would have gone. */
export type SignInSuccess = { givenName: string; tier?: string; points: number; nextStateURI: string }
