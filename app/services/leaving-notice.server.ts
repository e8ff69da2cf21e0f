import { brandSiteUrl, type HotelLinkFacts, type HotelLinkKind } from '#app/models/brand-links.ts'
import type { HotelHeaderProperty } from '@meridian/upstream-contract/property.ts'
import { brandSites } from './env.server.ts'
import { nullIfNotFound } from './upstream/errors.server.ts'
import { sharedHotel } from './shared-content.server.ts'
import type { Visitor } from './visitor.server.ts'

// The leaving notice's destination, always built again from the platform's hotel (never
// from the request). The cookie of the brands already continued to is app/http/leaving-notice-cookie.server.ts.

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
