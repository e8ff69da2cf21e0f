import { preferenceCookie } from './preference-cookie.server.ts'
import { z } from 'zod'
import { PROPERTY_CODE_PATTERN } from '#app/models/property-code.ts'
import { addRecentlyViewed, ageInDays, RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_MAX_DAYS } from '#app/models/recently-viewed.ts'

// Recently viewed hotels (spec 000 §3) live in a cookie: cosmetic state the original kept
// in local storage, readable by the server so the home page lists them without script.
const ViewedSchema = z.object({
	marshaCode: z.string().regex(PROPERTY_CODE_PATTERN),
	name: z.string().max(120),
	seoNickname: z.string().regex(/^[a-z0-9-]{1,120}$/),
	city: z.string().max(80),
	createdAt: z.string().datetime(),
})
export type ViewedHotel = z.infer<typeof ViewedSchema>

const cookie = preferenceCookie('recentlyViewed', { maxAgeSeconds: RECENTLY_VIEWED_MAX_DAYS * 24 * 60 * 60 })

/** The visitor's recently viewed hotels, newest first; anything unreadable counts as none. */
export async function readRecentlyViewed(request: Request, now: Date): Promise<ViewedHotel[]> {
	const parsed = z.array(ViewedSchema).max(RECENTLY_VIEWED_MAX).safeParse(await cookie.parse(request.headers.get('Cookie')))
	if (!parsed.success) return []
	return parsed.data.filter((hotel) => ageInDays(hotel.createdAt, now) <= RECENTLY_VIEWED_MAX_DAYS)
}

/** The Set-Cookie header that puts this hotel at the front of the list. */
export async function recordView(request: Request, hotel: Omit<ViewedHotel, 'createdAt'>, now: Date): Promise<string> {
	const list = addRecentlyViewed(await readRecentlyViewed(request, now), { ...hotel, createdAt: now.toISOString() }, now)
	return cookie.serialize(list)
}
