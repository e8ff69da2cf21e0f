import { brandSiteUrl, type BrandSiteCode, type HotelLinkFacts, type HotelLinkKind } from '#app/models/brand-links.ts'
import { acknowledgedBrandSites, BRAND_NOTICE_MAX_AGE_SECONDS, withAcknowledged } from '#app/models/leaving-notice.ts'
import type { HotelHeaderProperty } from '@meridian/upstream-contract/property.ts'
import { brandSites, getEnv } from './env.server.ts'
import { preferenceCookie } from './preference-cookie.server.ts'
import { nullIfNotFound } from './upstream/errors.server.ts'
import { sharedHotel } from './shared-content.server.ts'
import type { Visitor } from './visitor.server.ts'

// The leaving notice's two sides of I/O: the cookie that remembers which brands' sites a
// guest has continued to (app/models/leaving-notice.ts), and the destination, always
// built again from the platform's hotel (never from the request).

const COOKIE_NAME = 'brandSiteNotice'

/** Secure in production (SECURE_COOKIES) and whenever the request came over HTTPS. */
const noticeCookie = (request: Request) =>
	preferenceCookie(COOKIE_NAME, {
		maxAgeSeconds: BRAND_NOTICE_MAX_AGE_SECONDS,
		secure: getEnv().SECURE_COOKIES || new URL(request.url).protocol === 'https:',
	})

/** The brands whose notice this guest has seen and continued past. */
export async function acknowledgedBrands(request: Request): Promise<BrandSiteCode[]> {
	const value: unknown = await noticeCookie(request).parse(request.headers.get('Cookie'))
	return acknowledgedBrandSites(value)
}

/** The Set-Cookie that adds `brand` to what the guest has been told (its 129600 s start again). */
export async function acknowledgeBrand(request: Request, brand: BrandSiteCode): Promise<string> {
	return noticeCookie(request).serialize(withAcknowledged(await acknowledgedBrands(request), brand))
}

/** What a hotel's links are built from, as the platform's hotel header data gives it. */
export const linkFactsOf = (property: HotelHeaderProperty): HotelLinkFacts => ({
	brandCode: property.basicInformation.brand.id,
	propertyCode: property.id,
	city: property.contactInformation.address.city,
	seoNickname: property.seoNickname,
})

/**
 * Where one of a hotel's links leaves for, with the hotel's name: null when the platform
 * has no such hotel or that link of it stays on our site. A failing platform throws.
 */
export async function brandSiteDestination(visitor: Visitor, { propertyCode, link }: { propertyCode: string; link: HotelLinkKind }) {
	const property = await nullIfNotFound(() => sharedHotel(propertyCode, visitor.upstream))
	if (!property) return null
	const destination = brandSiteUrl(linkFactsOf(property), link, { locale: visitor.locale, sites: brandSites() })
	if (!destination) return null
	return { ...destination, hotelName: property.basicInformation.name, seoNickname: property.seoNickname }
}
