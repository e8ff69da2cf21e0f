import { stripSubDirectory } from '#app/models/locale.ts'
import { parseRequestTarget } from './request-target.ts'

// Only the sign-in overlays are meant to sit in a frame, and only on our own pages
// (spec 000 §2: the sign-in page inside a frame when overlay=true, and the overlay routes).
const FRAMEABLE_PATHS = new Set([
	'/signInOverlay.mi',
	'/reservation/signInOverlay.mi',
	'/reservation/signInOverlay-signInOnly.mi',
])

export function mayBeFramed(originalUrl: string): boolean {
	const url = parseRequestTarget(originalUrl)
	if (!url) return false
	const path = stripSubDirectory(url.pathname)
	if (FRAMEABLE_PATHS.has(path)) return true
	return path === '/sign-in.mi' && url.searchParams.get('overlay') === 'true'
}
