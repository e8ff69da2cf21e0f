import { stripSubDirectory } from '#app/models/locale.ts'
import { parseRequestTarget } from './request-target.ts'

// Only the overlays are meant to sit in a frame, and only on our own pages (spec 000 §2:
// the sign-in page inside a frame when overlay=true, and the overlay routes; spec 001 §2:
// the reservation lookup overlay, and the upcoming reservation, "also usable as an iframe").
const FRAMEABLE_PATHS = new Set([
	'/signInOverlay.mi',
	'/reservation/signInOverlay.mi',
	'/reservation/signInOverlay-signInOnly.mi',
	'/resLookupOverlay.mi',
	'/reservation/upcomingReservation.mi',
])

export function mayBeFramed(originalUrl: string): boolean {
	const url = parseRequestTarget(originalUrl)
	if (!url) return false
	const path = stripSubDirectory(url.pathname)
	if (FRAMEABLE_PATHS.has(path)) return true
	return path === '/sign-in.mi' && url.searchParams.get('overlay') === 'true'
}
