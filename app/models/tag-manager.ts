// The footer's consent event (spec 000 §9): the tag manager loads on its own, after the
// page; the footer looks for it up to 30 more times, 100 ms apart, and fires the consent
// event once it is there, or gives up. Which tag manager and what its event is called are
// not in the spec: ours is Adobe Launch's `_satellite`, told `track('consent')`, and the
// page also dispatches `meridian:consent` on window for anything else that listens.

export const TAG_MANAGER_RETRIES = 30
export const TAG_MANAGER_RETRY_MS = 100
/** The tag manager's global object. */
export const TAG_MANAGER_GLOBAL = '_satellite'
/** The window event fired once the tag manager is there. */
export const CONSENT_EVENT = 'meridian:consent'

type Timers = { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void }

/**
 * Looks for something now and then up to `retries` more times, `intervalMs` apart, and
 * hands it to `found` the first time it is there. Answers a function that stops looking.
 */
export function waitFor<T>(
	look: () => T | null | undefined,
	found: (value: T) => void,
	{ retries = TAG_MANAGER_RETRIES, intervalMs = TAG_MANAGER_RETRY_MS, timers }: { retries?: number; intervalMs?: number; timers: Timers },
): () => void {
	let handle: unknown
	let stopped = false
	const attempt = (left: number) => {
		if (stopped) return
		const value = look()
		if (value !== null && value !== undefined) return found(value)
		if (left > 0) handle = timers.set(() => attempt(left - 1), intervalMs)
	}
	attempt(retries)
	return () => {
		stopped = true
		timers.clear(handle)
	}
}
