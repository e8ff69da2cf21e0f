import type { BrandSiteCode } from '#app/models/brand-links.ts'
import { acknowledgedBrandSites, BRAND_NOTICE_MAX_AGE_SECONDS, withAcknowledged } from '#app/models/leaving-notice.ts'
import { getEnv } from '#app/services/env.server.ts'
import { preferenceCookie } from '#app/services/preference-cookie.server.ts'

// The cookie that remembers which brands' sites a guest has continued to (spec 001 §7
// brand modal cookie; app/models/leaving-notice.ts says what it holds): read where a
// hotel's links are built, written by the leaving notice's Continue.

/** Secure in production (SECURE_COOKIES) and whenever the request came over HTTPS. */
const noticeCookie = (request: Request) =>
	preferenceCookie('brandSiteNotice', {
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
