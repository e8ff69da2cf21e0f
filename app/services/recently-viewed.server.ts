import { getEnv } from './env.server.ts'
import { z } from 'zod'
import type { HotelHeaderProperty } from '@meridian/upstream-contract/property.ts'
import { imageUrl } from '#app/models/hotel-header.ts'
import { PROPERTY_CODE_PATTERN } from '#app/models/property-code.ts'
import { addRecentlyViewed, ageInDays, RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_MAX_DAYS, type RecentlyViewedProperty } from '#app/models/recently-viewed.ts'

// Recently viewed hotels (spec 000 §3) live in a cookie: cosmetic state the original kept
// in local storage, readable by the server so the home page lists them without script.
// Each entry has the spec's fields, plus the seoNickname and city our links and list use.
// The cookie itself is app/http/recently-viewed-cookie.server.ts: this module says what it holds.
const text = (max: number) => z.string().max(max)
const ViewedSchema = z.object({
	marshaCode: z.string().regex(PROPERTY_CODE_PATTERN),
	name: text(120),
	seoNickname: z.string().regex(/^[a-z0-9-]{1,120}$/),
	city: text(80),
	address: text(160),
	imageUrl: text(300),
	latitude: z.number().min(-90).max(90),
	longitude: z.number().min(-180).max(180),
	marshaBrandCode: text(8),
	numberOfReviewsCount: z.number().int().nonnegative(),
	starsCount: z.number().nonnegative().max(5),
	postalAddress: text(20),
	state: text(80),
	country: text(80),
	createdAt: z.string().datetime(),
})
export type ViewedHotel = z.infer<typeof ViewedSchema>

/** The recently viewed hotels a cookie's value holds, newest first; anything unreadable counts as none. */
export function recentlyViewedFrom(value: unknown, now: Date): ViewedHotel[] {
	const parsed = z.array(ViewedSchema).max(RECENTLY_VIEWED_MAX).safeParse(value)
	if (!parsed.success) return []
	return parsed.data.filter((hotel) => ageInDays(hotel.createdAt, now) <= RECENTLY_VIEWED_MAX_DAYS)
}

const cut = (value: string | null | undefined, max: number) => (value ?? '').slice(0, max)

/** A hotel page's property as a recently viewed entry (spec 000 §3's fields), texts cut to the cookie's bounds. */
export function viewedHotelOf(property: HotelHeaderProperty): Omit<RecentlyViewedProperty & ViewedHotel, 'createdAt'> {
	const image = imageUrl(property.media.primaryImage?.wideHorizontal, getEnv().IMAGE_CACHE_DOMAIN)
	const { basicInformation: basics, contactInformation, reviews } = property
	const address = contactInformation.address
	return {
		marshaCode: property.id.toUpperCase(),
		name: cut(basics.name, 120),
		seoNickname: property.seoNickname,
		city: cut(address.city, 80),
		address: cut([address.line1, address.line2, address.line3].filter(Boolean).join(', '), 160),
		imageUrl: image.length <= 300 ? image : '',
		latitude: basics.latitude,
		longitude: basics.longitude,
		marshaBrandCode: cut(basics.brand.id.toUpperCase(), 8),
		numberOfReviewsCount: reviews.numberOfReviews.count,
		starsCount: reviews.stars.count,
		postalAddress: cut(address.postalCode, 20),
		state: cut(address.stateProvince?.description, 80),
		country: cut(address.country.description, 80),
	}
}

/** The list with this hotel at its front (an entry that fails the cookie's bounds leaves the list as it was). */
export function withViewedHotel(list: ViewedHotel[], hotel: Omit<ViewedHotel, 'createdAt'>, now: Date): ViewedHotel[] {
	const entry = ViewedSchema.safeParse({ ...hotel, createdAt: now.toISOString() })
	return entry.success ? addRecentlyViewed(list, entry.data, now) : list
}
