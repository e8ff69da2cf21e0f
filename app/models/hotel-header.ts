// The hotel header's derived fields and links (spec 000 §2 "Hotel header", §3, §5).

/** Brands whose hotels live in their own luxury flow (address link → hotel page + /location). */
export const LUXURY_OWN_FLOW_BRANDS = new Set(['RZ', 'BG'])

export const brandCodeOf = (brandCode: string | null | undefined) => (brandCode ?? '').toLowerCase()

const isChinese = (locale: string) => locale.toLowerCase().startsWith('zh')

/** Reviews are never shown for the Chinese locale, which gets a rating tooltip instead. */
export const suppressesReviews = isChinese
export const usesRatingTooltip = isChinese

type ReviewFacts = { stars: number; reviews: number; locale: string; isMax: boolean; reviewsDisabled?: boolean }

/** Stars above 0 and more than 4 reviews; never in Chinese, for a max property or where disabled. */
export function showsReviews({ stars, reviews, locale, isMax, reviewsDisabled = false }: ReviewFacts): boolean {
	return stars > 0 && reviews > 4 && !suppressesReviews(locale) && !isMax && !reviewsDisabled
}

/** An image path from the platform, served from the image cache domain; '' when there is none. */
export function imageUrl(path: string | null | undefined, imageCacheDomain: string): string {
	if (!path) return ''
	if (/^https?:\/\//.test(path)) return path
	return `${imageCacheDomain.replace(/\/$/, '')}/${path.replace(/^\//, '')}`
}

type ContactNumber = { type: { code: string }; number: { original: string; display: string } }

/** The entry typed phone (spec 000 §3), as text and as a tel: link from its original number. */
export function headerPhone(contactNumbers: readonly ContactNumber[]) {
	const phone = contactNumbers.find((entry) => entry.type.code.toLowerCase() === 'phone') ?? contactNumbers[0]
	if (!phone) return null
	return { display: phone.number.display, href: `tel:${phone.number.original.replace(/[^\d+]/g, '')}` }
}

/** Page types where the header offers the details link and the save link (spec 000 §2). */
const RLM_OR_POST_BOOKING = new Set(['rlm', 'lookup', 'confirmation', 'upcomingReservation', 'account'])

export function headerLinks(pageType: string) {
	const inGroup = RLM_OR_POST_BOOKING.has(pageType)
	return { details: inGroup || pageType === 'none', save: inGroup }
}

type HotelRef = { brandCode: string; seoNickname: string }

export const hotelPagePath = ({ seoNickname }: HotelRef) => `/hotels/${seoNickname}/overview`

/** The reviews link: the template's {property-name} replaced by the seoNickname. */
export function reviewsPath({ seoNickname }: HotelRef, template = '/hotels/{property-name}/reviews'): string {
	return template.replaceAll('{property-name}', seoNickname)
}

/** Luxury brands in their own flow: the hotel page + /location; others: the location page with a map query. */
export function addressPath(hotel: HotelRef, { luxuryFlow }: { luxuryFlow: boolean }): string {
	if (luxuryFlow && LUXURY_OWN_FLOW_BRANDS.has(hotel.brandCode.toUpperCase())) return `/hotels/${hotel.seoNickname}/location`
	return `/hotels/${hotel.seoNickname}/location?map=${encodeURIComponent(hotel.seoNickname)}`
}

/** A maps search for the hotel's coordinates (the property bar's map link). */
export function mapsSearchUrl(latitude: number, longitude: number): string {
	return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`
}

/** Spec 000 §9: CNY hotels use GCJ02 coordinates; HKD, MOP and TWD use WGS84. */
export function coordinateSystemOf(currency: string): 'GCJ02' | 'WGS84' {
	return currency.toUpperCase() === 'CNY' ? 'GCJ02' : 'WGS84'
}
