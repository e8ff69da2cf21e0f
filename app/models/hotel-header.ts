import { propertyCodeFrom } from './property-code.ts'

// The hotel header's derived fields and links (spec 000 §2 "Hotel header", §3, §5). The
// hotel page, reviews and address links are brand-links.ts's.

export const brandCodeOf = (brandCode: string | null | undefined) => (brandCode ?? '').toLowerCase()

const isChinese = (locale: string) => locale.toLowerCase().startsWith('zh')

/** Spec 000 §3's derived isJPLocale: a locale or language tag (ja, ja-JP, ja_JP) that is Japanese. */
export const isJPLocale = (locale: string) => /^ja(?:[-_]|$)/i.test(locale.trim())

/** The first language the browser asks for (Accept-Language), '' when none. */
export const firstAcceptedLanguage = (acceptLanguage: string | null) => acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? ''

/**
 * The header's city line. Japanese readers (isJPLocale) read an address from the largest
 * unit down: postal code, prefecture, city; everyone else city, state, postal code.
 */
export function cityLineOf(parts: { city: string; state?: string | null; postalCode?: string | null }, japanese: boolean): string {
	const line = [parts.city, parts.state, parts.postalCode]
	return (japanese ? line.reverse() : line).filter(Boolean).join(', ')
}

/**
 * The site has pages in en-US and es-ES only, so a Chinese-speaking visitor is known by
 * the first language the browser asks for (Accept-Language `zh`, `zh-CN`, `zh-TW`, …),
 * whatever page language they read.
 */
export function isChineseAudience(acceptLanguage: string | null): boolean {
	const first = firstAcceptedLanguage(acceptLanguage)
	return first.toLowerCase() === 'zh' || first.toLowerCase().startsWith('zh-')
}

/** Reviews are never shown for the Chinese locale, which gets a rating tooltip instead. */
export const suppressesReviews = isChinese
export const usesRatingTooltip = isChinese

type ReviewFacts = { stars: number; reviews: number; locale: string; isMax: boolean; reviewsDisabled?: boolean; chinese?: boolean }

/** Stars above 0 and more than 4 reviews; never in Chinese, for a max property or where disabled. */
export function showsReviews({ stars, reviews, locale, isMax, reviewsDisabled = false, chinese = false }: ReviewFacts): boolean {
	return stars > 0 && reviews > 4 && !suppressesReviews(locale) && !chinese && !isMax && !reviewsDisabled
}

/** The Chinese variant shows the stars (when there are any) with the rating tooltip, never reviews. */
export const showsRatingTooltip = ({ stars, isMax, chinese }: { stars: number; isMax: boolean; chinese: boolean }) => chinese && stars > 0 && !isMax

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

/** Post-booking, lookup and account page types: the only ones the customer-data call is made on (spec 000 §5). */
const CUSTOMER_DATA_PAGES = new Set(['lookup', 'confirmation', 'upcomingReservation', 'account'])

/**
 * Whether the hotel header may ask for the customer's data (spec 000 §5, §7): on a
 * qualifying page, for a signed-in or remembered member. The rate list (RLM) shows the
 * heart too but is not named, so it reads the saved hotels with the property bar's query.
 */
export function wantsCustomerData(pageType: string, visitor: 'guest' | 'remembered' | 'member'): boolean {
	return visitor !== 'guest' && CUSTOMER_DATA_PAGES.has(pageType)
}

type HotelRef = { brandCode: string; seoNickname: string }

/** The hotel-details page: the overlay's own address, where the details link goes without JavaScript. */
export const hotelDetailsPath = ({ seoNickname }: HotelRef) => `/hotels/${seoNickname}/details`

/**
 * `?propertyCode=` names the hotel to show (spec 000 §2). On a hotel page, whose address
 * already names one, a different valid code means "that hotel's page": the code to go
 * to, or null when the parameter is absent, malformed or the page's own.
 */
export function propertyCodeOverride(searchParams: URLSearchParams, pageCode: string): string | null {
	const code = propertyCodeFrom(searchParams.get('propertyCode'))
	return code && code !== pageCode.toUpperCase() ? code : null
}

/** The same sub-page of another hotel, the other query parameters kept and propertyCode dropped. */
export function sameSubPageOf(url: URL, fromSeoNickname: string, toSeoNickname: string): string {
	const search = new URLSearchParams(url.searchParams)
	search.delete('propertyCode')
	const path = url.pathname.replace(`/hotels/${fromSeoNickname}`, `/hotels/${toSeoNickname}`)
	const query = search.toString()
	return query ? `${path}?${query}` : path
}

/** `daclogo=true` asks for the alternate logo from the content-tagged search (spec 000 §2). */
export const wantsAlternateLogo = (searchParams: URLSearchParams) => searchParams.get('daclogo') === 'true'

/** Spec 000 §7: taxonomies from the property code's first letter and the code. */
export const logoTaxonomies = (propertyCode: string) => [`${propertyCode.charAt(0).toUpperCase()}/${propertyCode.toUpperCase()}`]

/** Spec 000 §7: the item whose name says "logo", else the first; null when there are none. */
export function alternateLogoPath(items: ReadonlyArray<{ name: string; imageUrl: string }>): string | null {
	const item = items.find((entry) => /logo/i.test(entry.name)) ?? items[0]
	return item?.imageUrl || null
}

/**
 * The header's loading skeleton (spec 000 §4): 126 px, or 152 px when the header has the
 * extra row of the "RLM or post-booking" pages (details and save links).
 */
export const headerSkeletonHeight = ({ withSaveRow }: { withSaveRow: boolean }) => (withSaveRow ? 152 : 126)

/** The seoNickname a hotel page's path names (`/es/hotels/x/reviews` → `x`; also the legacy travel, maps and reviews addresses), or null. */
export function hotelOfPath(pathname: string): string | null {
	return /^(?:\/[a-z]{2})?\/hotels\/(?:travel\/|maps\/travel\/|hotel-reviews\/)?([a-z0-9-]+)(?:\/|$)/.exec(pathname)?.[1] ?? null
}

/** A maps search for the hotel's coordinates (the property bar's map link). */
export function mapsSearchUrl(latitude: number, longitude: number): string {
	return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`
}
