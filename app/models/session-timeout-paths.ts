// The session-timeout warning's addresses (spec 001 §2; the warning page's path is ours),
// apart from its clock (session-timeout.ts), so the booking pages' note carries only these.

/** The page that warns without JavaScript, and whose form keeps the session. */
export const SESSION_TIMEOUT_PATH = '/sessionTimeoutWarning.mi'
/** Where an ended session lands (spec 000 §2). */
export const SESSION_TIMED_OUT_PATH = '/sessionTimedOut.mi'

/** The warning page that comes back to `returnTo` (already a safe path) once the session is kept. */
export const sessionTimeoutHref = (returnTo: string) => `${SESSION_TIMEOUT_PATH}?returnTo=${encodeURIComponent(returnTo)}`
/** The timed-out page, with the way back in to `returnTo`. */
export const sessionTimedOutHref = (returnTo: string) => `${SESSION_TIMED_OUT_PATH}?returnTo=${encodeURIComponent(returnTo)}`
