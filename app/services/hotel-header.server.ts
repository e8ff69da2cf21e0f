import { coordinateSystemOf } from '#app/models/coordinates.ts'
import { addressPath, hotelLocationPath, hotelPagePath, reviewsPath, type BrandSiteCode } from '#app/models/brand-links.ts'
import {
	alternateLogoPath,
	brandCodeOf,
	headerLinks,
	headerPhone,
	hotelDetailsPath,
	imageUrl,
	cityLineOf,
	firstAcceptedLanguage,
	isChineseAudience,
	isJPLocale,
	logoTaxonomies,
	propertyCodeOverride,
	sameSubPageOf,
	showsRatingTooltip,
	showsReviews,
	wantsAlternateLogo,
} from '#app/models/hotel-header.ts'
import { siteLink } from '#app/models/leaving-notice.ts'
import { localizePath } from '#app/models/locale.ts'
import { propertyCodeOf } from '#app/models/property-code.ts'
import { brandSites, getEnv } from './env.server.ts'
import { linkFactsOf } from './leaving-notice.server.ts'
import { logger } from './logger.server.ts'
import { noteMigrationStatus, upstreamFor } from './migration-status.server.ts'
import { searchTaggedContent } from './upstream/content-search.server.ts'
import { isFeatureEnabled } from './upstream/feature-flags.server.ts'
import { nullIfNotFound } from './upstream/errors.server.ts'
import { sharedHotel } from './shared-content.server.ts'
import { savedStateOf } from './save-property.server.ts'
import { saveControl } from '#app/models/save-control.ts'
import type { AppLoadContext } from '@remix-run/node'
import type { Visitor } from './visitor.server.ts'
import { numberFormat, displayNames } from '#app/models/intl-formats.ts'

// The hotel header's data (spec 000 §2, §3): the hotel a page's seoNickname names, with
// every derived field and link the header shows, in the full layout (hotel pages) or the
// compact one (the details page and overlay, which never show a logo).

export type HeaderLayout = 'full' | 'compact'

/** The hotel a page's seoNickname names, or where the page is for another hotel. */
export type HotelPropertyLookup =
	{ kind: 'found'; property: NonNullable<Awaited<ReturnType<typeof sharedHotel>>> } | { kind: 'not-found' } | { kind: 'elsewhere'; location: string }

/**
 * The hotel the page's seoNickname names. `?propertyCode=` naming another hotel is that
 * hotel's same page (spec 000 §2: it overrides the property; the address then says which
 * hotel is shown); a code no hotel has is ignored. A failing platform throws.
 */
export async function findHotelProperty(request: Request, visitor: Visitor, seoNickname: string): Promise<HotelPropertyLookup> {
	const code = propertyCodeOf(seoNickname)
	const property = code ? await nullIfNotFound(() => sharedHotel(code, visitor.upstream)) : null
	if (!property || property.seoNickname !== seoNickname) return { kind: 'not-found' }
	await noteMigrationStatus(visitor, property)

	const url = new URL(request.url)
	const override = propertyCodeOverride(url.searchParams, property.id)
	if (override) {
		const other = await nullIfNotFound(() => sharedHotel(override, upstreamFor(visitor, override)))
		if (other) return { kind: 'elsewhere', location: sameSubPageOf(url, seoNickname, other.seoNickname) }
	}
	return { kind: 'found', property }
}

export type HotelProperty = Extract<HotelPropertyLookup, { kind: 'found' }>['property']

/** The alternate logo's path, or null; a failing search only costs the alternate logo. */
async function alternateLogo(propertyCode: string, visitor: Visitor): Promise<string | null> {
	try {
		const items = await searchTaggedContent({ taxonomies: logoTaxonomies(propertyCode), types: ['image'] }, visitor.upstream)
		return alternateLogoPath(items)
	} catch (error) {
		logger.warn('hotel header: alternate logo search failed', { propertyCode, error: error instanceof Error ? error.message : String(error) })
		return null
	}
}

/**
 * pageType: spec 000 §2's page type, which decides the details and save links ('none' on a hotel page).
 * acknowledged: the brands whose leaving notice the guest has continued past (their links go straight to the brand's site).
 */
export async function hotelHeaderView(
	request: Request,
	visitor: Visitor,
	property: HotelProperty,
	acknowledged: BrandSiteCode[],
	layout: HeaderLayout,
	pageType = 'none',
) {
	const { locale } = visitor
	const url = new URL(request.url)
	const { seoNickname } = property
	const chinese = isChineseAudience(request.headers.get('Accept-Language'))
	// Spec 000 §3 derived field: the page is in en-US or es-ES, so a Japanese reader is known by the browser's first language.
	const japanese = isJPLocale(firstAcceptedLanguage(request.headers.get('Accept-Language')))
	const { basicInformation: basics, contactInformation: contact, reviews } = property
	const ref = { brandCode: basics.brand.id, seoNickname }
	// The hotel page and reviews links may leave for the brand's own site, through the leaving notice (back to this page).
	const linkOptions = { locale, sites: brandSites(), acknowledged, returnTo: `${url.pathname}${url.search}` }
	const linkFacts = linkFactsOf(property)
	const address = contact.address
	const numbers = numberFormat(locale, { maximumFractionDigits: 1 })
	const facts = { stars: reviews.stars.count, reviews: reviews.numberOfReviews.count, locale, isMax: basics.isMax, chinese }
	const shownLinks = headerLinks(pageType)
	const cacheDomain = getEnv().IMAGE_CACHE_DOMAIN

	const [alternate, brandCss] = await Promise.all([
		// The compact layout has no logo, so it never asks for the alternate one (spec 000 §7).
		layout === 'full' && wantsAlternateLogo(url.searchParams) ? alternateLogo(property.id, visitor) : null,
		isFeatureEnabled('brand-css', visitor.upstream),
	])
	return {
		code: property.id,
		seoNickname,
		name: basics.name,
		// Spec 000 §3: the brand code lower-cased (the brand's class and icon use it).
		brandCode: brandCodeOf(basics.brand.id),
		// Spec 001 §6 "brand css": with the flag off the header carries no brand class, so no brand's own look applies.
		brandCss,
		logoUrl: layout === 'full' ? imageUrl(alternate ?? property.media.hotelLogo?.imageSource, cacheDomain) : '',
		alternateLogo: Boolean(alternate),
		addressLines: [address.line1, address.line2, address.line3].filter((line): line is string => Boolean(line)),
		cityLine: cityLineOf({ city: address.city, state: address.stateProvince?.description, postalCode: address.postalCode }, japanese),
		isJPLocale: japanese,
		country: address.country.description,
		// The header query carries only the original number, which is also what people read.
		phone: headerPhone(
			contact.contactNumbers.map((entry) => ({ type: entry.type, number: { original: entry.number.original, display: entry.number.original } })),
		),
		showReviews: showsReviews(facts),
		ratingTooltip: showsRatingTooltip(facts),
		stars: numbers.format(reviews.stars.count),
		reviewCount: numbers.format(reviews.numberOfReviews.count),
		currency: basics.currency,
		currencyName: displayNames(locale, { type: 'currency' }).of(basics.currency) ?? basics.currency,
		latitude: basics.latitude,
		longitude: basics.longitude,
		coordinateSystem: basics.coordinateSystem || coordinateSystemOf(basics.currency),
		links: {
			hotelPage: siteLink(linkFacts, 'hotel', linkOptions),
			reviews: siteLink(linkFacts, 'reviews', linkOptions),
			address: addressPath(ref, { locale }),
			details: shownLinks.details ? localizePath(hotelDetailsPath(ref), locale) : null,
		},
		// The hotel's own pages on this site (the hotel pages' navigation).
		pages: {
			overview: localizePath(hotelPagePath(seoNickname), locale),
			reviews: localizePath(reviewsPath(seoNickname), locale),
			location: localizePath(hotelLocationPath(seoNickname), locale),
		},
	}
}

/**
 * The header with its save heart, for a page of the "RLM or post-booking" group (spec 000
 * §2): the view and the member's saved state are read side by side. `here` is where a
 * member comes back to after saving.
 */
export async function hotelHeaderWithSave(
	request: Request,
	context: AppLoadContext,
	visitor: Visitor,
	property: HotelProperty,
	{ pageType, here, acknowledged }: { pageType: string; here: string; acknowledged: BrandSiteCode[] },
) {
	const [hotel, saved] = await Promise.all([
		hotelHeaderView(request, visitor, property, acknowledged, 'compact', pageType),
		savedStateOf(context, visitor, property.id, pageType),
	])
	// A guest signing in to save comes back to our own hotel page, which applies the save.
	const hotelPage = localizePath(hotelPagePath(hotel.seoNickname), visitor.locale)
	return { hotel, save: saveControl(saved, { locale: visitor.locale, hotelPage, here }) }
}
