import { localizePath, type Locale } from './locale.ts'

// A hotel's page link, reviews link and address link (spec 000 §2 "Hotel header", spec
// 001 §2 "Hotel site links"): the one place they are built, for the header and every
// page. Ritz-Carlton and Bulgari hotels have their page on their brand's own site; every
// other hotel (and whatever a brand site has no form for) links to our own pages.
//
// Choices where the spec is silent (docs/decisions/011-brand-site-links.md):
// - Ritz-Carlton: the hotel page is the query form (`/hotels?marshaCode=…&locale=…`), the
//   reviews the path form (`/{lang}/hotel-review/{marshaCode}`, "hotel-review" says what
//   it is). Both carry the same site language: zh_CN → zh-cn, ja_JP → jp, otherwise the
//   language part lower-cased.
// - Bulgari: only the hotel page (`/{locale}/{location}`) is on its site; the spec gives
//   it no reviews form, so reviews stay on our page. The location is the city as a slug
//   (the catalogue has no redirect field); the locale is underscored (en_US), ar_AE → ar_SA.
// - The address link stays on our site for every brand: a luxury hotel's is our hotel
//   page plus /location (no map query), the others' our location page with one.

/** Where the brand sites live (env RITZ_CARLTON_SITE_URL, BULGARI_HOTELS_SITE_URL). */
export type BrandSites = { ritzCarlton: string; bulgari: string }

/** Brands whose hotel links leave for a site of their own. */
export type BrandSiteCode = 'RZ' | 'BG'

/** Brands whose hotels live in their own luxury flow (address link → hotel page + /location). */
const LUXURY_OWN_FLOW_BRANDS = new Set(['RZ', 'BG'])

/** The links that may leave our site, as the leaving notice names them (`link=hotel|reviews`). */
export const HOTEL_LINK_KINDS = ['hotel', 'reviews'] as const
export type HotelLinkKind = (typeof HOTEL_LINK_KINDS)[number]

/** What a hotel's links are built from (spec 000 §2: brand, locale, property code, city; seoNickname for the fallbacks). */
export type HotelLinkFacts = { brandCode: string; propertyCode: string; city: string; seoNickname: string }

/** Our own review page's template (spec 000 §2: {property-name} is the seoNickname). */
const REVIEWS_TEMPLATE = '/hotels/{property-name}/reviews'

/** `en-US`, `en_US` or `en` → its language and region parts. */
function partsOf(locale: string): { language: string; region: string } {
	const [language = '', region = ''] = locale.trim().split(/[-_]/)
	return { language: language.toLowerCase(), region: region.toUpperCase() }
}

/** The Ritz-Carlton site's language folder and locale value (spec 001 §2). */
export function ritzCarltonLanguage(locale: string): string {
	const { language, region } = partsOf(locale)
	if (language === 'zh' && region === 'CN') return 'zh-cn'
	if (language === 'ja' && region === 'JP') return 'jp'
	return language
}

/** The Bulgari site's locale folder: underscored, and ar_AE is ar_SA there (spec 001 §2). */
export function bulgariLocale(locale: string): string {
	const { language, region } = partsOf(locale)
	if (language === 'ar' && region === 'AE') return 'ar_SA'
	return region ? `${language}_${region}` : language
}

/** A city as a path segment: `Milano` → `milano`, `São Paulo` → `sao-paulo`. */
export function locationSlug(city: string): string {
	return city
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
}

const siteRoot = (url: string) => url.replace(/\/+$/, '')

/**
 * The hotel's page or reviews on its brand's own site, or null when its brand has none
 * (or no form for that link, or the hotel lacks what the form needs).
 */
export function brandSiteUrl(
	hotel: HotelLinkFacts,
	kind: HotelLinkKind,
	{ locale, sites }: { locale: string; sites: BrandSites },
): { brand: BrandSiteCode; url: string } | null {
	const brand = hotel.brandCode.toUpperCase()
	const code = encodeURIComponent(hotel.propertyCode.toUpperCase())
	if (brand === 'RZ' && code) {
		const language = ritzCarltonLanguage(locale)
		if (kind === 'reviews') return { brand, url: `${siteRoot(sites.ritzCarlton)}/${language}/hotel-review/${code}` }
		const query = new URLSearchParams({ marshaCode: hotel.propertyCode.toUpperCase(), locale: language })
		return { brand, url: `${siteRoot(sites.ritzCarlton)}/hotels?${query}` }
	}
	const location = locationSlug(hotel.city)
	if (brand === 'BG' && kind === 'hotel' && location) {
		return { brand, url: `${siteRoot(sites.bulgari)}/${bulgariLocale(locale)}/${location}` }
	}
	return null
}

/** Our own page of the hotel (spec 000 §2's fallback: the property path plus seoNickname). */
export const hotelPagePath = (seoNickname: string) => `/hotels/${seoNickname}/overview`

/** Our own location page of the hotel. */
export const hotelLocationPath = (seoNickname: string) => `/hotels/${seoNickname}/location`

/** Our own reviews page: the template's {property-name} replaced by the seoNickname. */
export const reviewsPath = (seoNickname: string, template = REVIEWS_TEMPLATE) => template.replaceAll('{property-name}', seoNickname)

/** Where a hotel's page or reviews link goes: its brand's site (and which), or our own page in the visitor's locale. */
export type HotelLinkTarget = { href: string; brandSite: BrandSiteCode | null }

export function hotelLinkTarget(hotel: HotelLinkFacts, kind: HotelLinkKind, { locale, sites }: { locale: Locale; sites: BrandSites }): HotelLinkTarget {
	const onBrandSite = brandSiteUrl(hotel, kind, { locale, sites })
	if (onBrandSite) return { href: onBrandSite.url, brandSite: onBrandSite.brand }
	const own = kind === 'hotel' ? hotelPagePath(hotel.seoNickname) : reviewsPath(hotel.seoNickname)
	return { href: localizePath(own, locale), brandSite: null }
}

/**
 * The address link (spec 000 §2): for a luxury brand in its own flow, our hotel page's
 * address plus /location; for the others, the location page with a map query.
 */
export function addressPath(
	hotel: Pick<HotelLinkFacts, 'brandCode' | 'seoNickname'>,
	{ locale, luxuryFlow = true }: { locale: Locale; luxuryFlow?: boolean },
): string {
	const location = hotelLocationPath(hotel.seoNickname)
	if (luxuryFlow && LUXURY_OWN_FLOW_BRANDS.has(hotel.brandCode.toUpperCase())) return localizePath(location, locale)
	return localizePath(`${location}?map=${encodeURIComponent(hotel.seoNickname)}`, locale)
}

/** The brand sites' origins: the only places off our site a redirect may go (the leaving notice's Continue). */
export const brandSiteOrigins = (sites: BrandSites) => [new URL(sites.ritzCarlton).origin, new URL(sites.bulgari).origin]
