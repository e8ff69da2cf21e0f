/** The window event that carries a message to the page's live region (page-enhancements.tsx). */
export const ANNOUNCE_EVENT = 'meridian:announce'

export type Announcement = { key: string; values?: Record<string, string> }

/**
 * Says a change made without a reload (spec 001 §4), politely, once: `key` is under
 * `announce.` in the announcements' catalogue (messages/interactive.ts). An event rather
 * than a call, so a page's components need not bring the region's code or words along.
 */
export function announce(key: string, values?: Record<string, string>) {
	window.dispatchEvent(new CustomEvent<Announcement>(ANNOUNCE_EVENT, { detail: { key, values } }))
}
