import { ANNOUNCER_ID } from '#app/models/announcements.ts'

/**
 * The page's one live region (spec 001 §4): polite at first; empty and harmless without
 * JavaScript. What it says, and when it goes off, is page-enhancements.tsx's business.
 */
export function LiveRegion() {
	return <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
}
