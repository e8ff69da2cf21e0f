import { hotelLinkTarget, type BrandSiteCode, type BrandSites, type HotelLinkFacts, type HotelLinkKind } from './brand-links.ts'
import { localizePath, type Locale } from './locale.ts'

// The notice a guest sees before a link takes them to a brand's own site (Ritz-Carlton,
// Bulgari): a page of ours without JavaScript, a modal with it. Its Continue remembers,
// per brand, that the guest has been told, for spec 001 §7's "brand modal cookie timeout
// 129600" (seconds: 36 hours); until then that brand's links go straight to its site.
// What its page and form read is leaving-notice-schema.ts (zod stays out of the browser).

export const LEAVING_NOTICE_PATH = '/leaving-notice'

/** Spec 001 §7: how long the guest's "continue" is remembered, in seconds. */
export const BRAND_NOTICE_MAX_AGE_SECONDS = 129_600

const BRAND_SITE_CODES: readonly BrandSiteCode[] = ['RZ', 'BG']

/** The brands a guest has been told about, from the cookie's value (anything else is dropped). */
export function acknowledgedBrandSites(value: unknown): BrandSiteCode[] {
	if (typeof value !== 'string') return []
	return BRAND_SITE_CODES.filter((code) => value.split('.').includes(code))
}

/** The cookie's value once the guest has continued to `brand`'s site. */
export const withAcknowledged = (acknowledged: readonly BrandSiteCode[], brand: BrandSiteCode) =>
	BRAND_SITE_CODES.filter((code) => code === brand || acknowledged.includes(code)).join('.')

/** The notice page for one of a hotel's links; `returnTo` is where its Back link goes. */
export function leavingNoticeHref(propertyCode: string, link: HotelLinkKind, locale: Locale, returnTo?: string): string {
	const query = new URLSearchParams({ propertyCode: propertyCode.toUpperCase(), link })
	if (returnTo) query.set('returnTo', returnTo)
	return localizePath(`${LEAVING_NOTICE_PATH}?${query}`, locale)
}

/** What the notice says (the brand, its site's host) and what its Continue form posts. */
export type LeavingNotice = { brand: BrandSiteCode; site: string; action: string; propertyCode: string; link: HotelLinkKind }

/**
 * A hotel link as a page shows it: `href` works without JavaScript (the brand's site, or
 * the notice page while the guest has not been told about that brand); `notice`, when
 * set, is what the modal shows with JavaScript.
 */
export type SiteLink = { href: string; notice: LeavingNotice | null }

type SiteLinkOptions = { locale: Locale; sites: BrandSites; acknowledged: readonly BrandSiteCode[]; returnTo?: string }

export function siteLink(hotel: HotelLinkFacts, link: HotelLinkKind, { locale, sites, acknowledged, returnTo }: SiteLinkOptions): SiteLink {
	const target = hotelLinkTarget(hotel, link, { locale, sites })
	if (!target.brandSite || acknowledged.includes(target.brandSite)) return { href: target.href, notice: null }
	const propertyCode = hotel.propertyCode.toUpperCase()
	return {
		href: leavingNoticeHref(propertyCode, link, locale, returnTo),
		notice: { brand: target.brandSite, site: new URL(target.href).host, action: localizePath(LEAVING_NOTICE_PATH, locale), propertyCode, link },
	}
}
