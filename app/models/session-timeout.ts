// The session-timeout warning (spec 001 §2 "session timeout modal", §9 timers). The
// platform ends a session after 30 minutes without a request (spec 001 §9: 1800000 ms;
// the sandbox's SANDBOX_SESSION_IDLE_MINUTES), and every page the app serves reads the
// session, which starts those 30 minutes again. So a page knows its session ends 30
// minutes after it loaded, unless something else touches it meanwhile.

/** The platform session's idle lifetime (spec 001 §9 "30 minutes 1800000 ms"). */
export const SESSION_IDLE_MS = 1_800_000
/** The warning's countdown, in seconds (spec 001 §9 "5-minute timer 300"). */
export const WARNING_SECONDS = 300

export type TimeoutPhase = { phase: 'active'; warnInMs: number } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' }

/** Where a page whose session was last touched at `touchedAt` stands at `now` (both in ms). */
export function timeoutPhase(touchedAt: number, now: number): TimeoutPhase {
	const left = touchedAt + SESSION_IDLE_MS - now
	if (left <= 0) return { phase: 'expired' }
	if (left > WARNING_SECONDS * 1000) return { phase: 'active', warnInMs: left - WARNING_SECONDS * 1000 }
	return { phase: 'warning', secondsLeft: Math.ceil(left / 1000) }
}

/** A countdown as m:ss (5:00, 0:09). */
export function countdownText(secondsLeft: number): string {
	const seconds = Math.max(0, Math.floor(secondsLeft))
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
