import { RECENTLY_VIEWED_MAX_DAYS } from '#app/models/recently-viewed.ts'
import { preferenceCookie } from '#app/services/preference-cookie.server.ts'
import { recentlyViewedFrom, withViewedHotel, type ViewedHotel } from '#app/services/recently-viewed.server.ts'

// The recently viewed hotels' cookie: read for the home page, written by the pages that
// put a hotel at the front (its hotel page, a reservation found). What it holds is
// app/services/recently-viewed.server.ts's.
const cookie = preferenceCookie('recentlyViewed', { maxAgeSeconds: RECENTLY_VIEWED_MAX_DAYS * 24 * 60 * 60 })

// Browsers drop a cookie over 4096 bytes whole; the oldest entries go first to stay under.
const COOKIE_BUDGET_BYTES = 3800

/** The visitor's recently viewed hotels, newest first. */
export async function readRecentlyViewed(request: Request, now: Date): Promise<ViewedHotel[]> {
	return recentlyViewedFrom(await cookie.parse(request.headers.get('Cookie')), now)
}

/** The Set-Cookie header that puts this hotel at the front of the list. */
export async function recordView(request: Request, hotel: Omit<ViewedHotel, 'createdAt'>, now: Date): Promise<string> {
	let kept = withViewedHotel(await readRecentlyViewed(request, now), hotel, now)
	let header = await cookie.serialize(kept)
	while (header.length > COOKIE_BUDGET_BYTES && kept.length > 1) {
		kept = kept.slice(0, -1)
		header = await cookie.serialize(kept)
	}
	return header
}
