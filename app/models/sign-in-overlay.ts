import type { FeatureFlagName } from '@meridian/upstream-contract/reference.ts'

// The sign-in overlay (spec 000 §2, §4 "Sign-in" steps 6, 7 and 10): what it passes to the
// error page, what the error page shows, and the messages between the frame and its page.

type ErrorPageQuery = {
	returnTo: string
	/** A catalogue key under `signIn.errors.` (spec 000 §8). */
	messageKey: string
	clientId?: string
	invalidCredentials: boolean
}

/** Where a refused sign-in in an overlay sends the whole page (step 6). */
export function signInErrorPath({ returnTo, messageKey, clientId, invalidCredentials }: ErrorPageQuery): string {
	const query = new URLSearchParams({ returnTo, errorMessageType: messageKey })
	if (clientId) query.set('clientId', clientId)
	if (invalidCredentials) query.set('inValidCredentials', 'true')
	return `/sign-in-error.mi?${query}`
}

type ErrorPageMessage = {
	errorMessageType: string | null
	inValidCredentials: string | null
	apiErrors: readonly string[]
	/** Whether a key is one of the catalogue's `signIn.errors`. */
	isKnown: (key: string) => boolean
	/** The message when nothing else says which (spec 000 §8: the generic UXL error). */
	fallback: string
}

/**
 * The message key the error page shows (step 7): the query's, then the session's, then
 * the generic one. Only known keys get through, so nothing from the URL reaches the page.
 */
export function signInErrorPageMessage({ errorMessageType, inValidCredentials, apiErrors, isKnown, fallback }: ErrorPageMessage): string {
	const candidates = [errorMessageType, ...apiErrors].filter((candidate): candidate is string => typeof candidate === 'string')
	const key = candidates.find((candidate) => isKnown(candidate))
	if (!key) return fallback
	// A remembered member typed only the password, so the spec's other wording fits (§8).
	if (key === 'credentialsWarningMessage' && inValidCredentials === 'true' && isKnown('warningMessage')) return 'warningMessage'
	return key
}

/** The frame tells its page how tall it wants to be, and that Escape was pressed inside it. */
export const OVERLAY_HEIGHT_MESSAGE = 'sign-in-overlay:height'
export const OVERLAY_CLOSE_MESSAGE = 'sign-in-overlay:close'

/** Spec 000 §9: the overlay frame is its content's height plus 20 px. */
export const OVERLAY_EXTRA_HEIGHT = 20
const MAX_FRAME_HEIGHT = 4000

export type OverlayMessage = { type: typeof OVERLAY_HEIGHT_MESSAGE; height: number } | { type: typeof OVERLAY_CLOSE_MESSAGE }

/** A message from the frame, or null for anything that is not one (or is out of bounds). */
export function readOverlayMessage(data: unknown): OverlayMessage | null {
	if (typeof data !== 'object' || data === null) return null
	const { type, height } = data as { type?: unknown; height?: unknown }
	if (type === OVERLAY_CLOSE_MESSAGE) return { type }
	if (type !== OVERLAY_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return null
	if (height <= 0 || height > MAX_FRAME_HEIGHT) return null
	return { type, height: Math.ceil(height) }
}

/** Spec 001 §6: "Sign-in and one-click-join overlays are shown by a feature setting" (the platform's flag name is ours). */
export const SIGN_IN_OVERLAYS_FLAG = 'sign-in-overlays' satisfies FeatureFlagName

/**
 * The full sign-in page an overlay's address stands for while the overlays are switched
 * off: the same query (returnTo, tripId, clientId…), without overlay=true.
 */
export function fullSignInPath(query: URLSearchParams): string {
	const kept = new URLSearchParams(query)
	kept.delete('overlay')
	const search = kept.toString()
	return search ? `/sign-in.mi?${search}` : '/sign-in.mi'
}
