import { describe, expect, it } from 'vitest'
import {
	addressPath,
	brandSiteOrigins,
	brandSiteUrl,
	bulgariLocale,
	hotelLinkTarget,
	hotelPagePath,
	locationSlug,
	reviewsPath,
	ritzCarltonLanguage,
	type HotelLinkFacts,
} from './brand-links.ts'

// Spec 000 §2 "Hotel header" and spec 001 §2 "Hotel site links", case by case.
const sites = { ritzCarlton: 'https://www.ritzcarlton.com', bulgari: 'https://www.bulgarihotels.com/' }
const chicago: HotelLinkFacts = { brandCode: 'RZ', propertyCode: 'CHIRZ', city: 'Chicago', seoNickname: 'chirz-the-ritz-carlton-chicago' }
const milano: HotelLinkFacts = { brandCode: 'BG', propertyCode: 'MILBG', city: 'Milano', seoNickname: 'milbg-bulgari-hotel-milano' }
const nyc: HotelLinkFacts = { brandCode: 'MC', propertyCode: 'NYCMC', city: 'New York', seoNickname: 'nycmc-meridian-new-york-times-square' }

describe('the Ritz-Carlton site language', () => {
	it.each([
		['zh_CN', 'zh-cn'],
		['zh-CN', 'zh-cn'],
		['ja_JP', 'jp'],
		['ja-JP', 'jp'],
		['en_US', 'en'],
		['en-US', 'en'],
		['es-ES', 'es'],
		['de_DE', 'de'],
		['zh_TW', 'zh'],
		['FR', 'fr'],
	])('%s → %s', (locale, language) => {
		expect(ritzCarltonLanguage(locale)).toBe(language)
	})
})

describe('the Bulgari site locale', () => {
	it.each([
		['ar_AE', 'ar_SA'],
		['ar-AE', 'ar_SA'],
		['ar_SA', 'ar_SA'],
		['en-US', 'en_US'],
		['es-ES', 'es_ES'],
		['it_IT', 'it_IT'],
		['zh-cn', 'zh_CN'],
		['en', 'en'],
	])('%s → %s', (locale, folder) => {
		expect(bulgariLocale(locale)).toBe(folder)
	})

	it('takes the location from the city', () => {
		expect(locationSlug('Milano')).toBe('milano')
		expect(locationSlug('São Paulo')).toBe('sao-paulo')
		expect(locationSlug(' Dubai ')).toBe('dubai')
		expect(locationSlug('')).toBe('')
	})
})

describe("a hotel's links on its brand's site", () => {
	it.each([
		['Ritz-Carlton hotel page, query form', chicago, 'hotel', 'en-US', 'https://www.ritzcarlton.com/hotels?marshaCode=CHIRZ&locale=en'],
		['Ritz-Carlton hotel page in Chinese', chicago, 'hotel', 'zh_CN', 'https://www.ritzcarlton.com/hotels?marshaCode=CHIRZ&locale=zh-cn'],
		['Ritz-Carlton reviews, path form', chicago, 'reviews', 'en-US', 'https://www.ritzcarlton.com/en/hotel-review/CHIRZ'],
		['Ritz-Carlton reviews in Japanese', chicago, 'reviews', 'ja_JP', 'https://www.ritzcarlton.com/jp/hotel-review/CHIRZ'],
		['Ritz-Carlton reviews in Chinese', chicago, 'reviews', 'zh_CN', 'https://www.ritzcarlton.com/zh-cn/hotel-review/CHIRZ'],
		['Ritz-Carlton reviews in Spanish', chicago, 'reviews', 'es-ES', 'https://www.ritzcarlton.com/es/hotel-review/CHIRZ'],
		['a lower-case code', { ...chicago, propertyCode: 'chirz', brandCode: 'rz' }, 'reviews', 'en-US', 'https://www.ritzcarlton.com/en/hotel-review/CHIRZ'],
		['Bulgari hotel page', milano, 'hotel', 'en-US', 'https://www.bulgarihotels.com/en_US/milano'],
		['Bulgari hotel page in Spanish', milano, 'hotel', 'es-ES', 'https://www.bulgarihotels.com/es_ES/milano'],
		['Bulgari hotel page with ar_AE', { ...milano, city: 'Dubai' }, 'hotel', 'ar_AE', 'https://www.bulgarihotels.com/ar_SA/dubai'],
	] as const)('%s', (_case, hotel, kind, locale, url) => {
		expect(brandSiteUrl(hotel, kind, { locale, sites })?.url).toBe(url)
	})

	it('is none for other brands, for Bulgari reviews, and without what the form needs', () => {
		expect(brandSiteUrl(nyc, 'hotel', { locale: 'en-US', sites })).toBeNull()
		expect(brandSiteUrl(nyc, 'reviews', { locale: 'en-US', sites })).toBeNull()
		expect(brandSiteUrl(milano, 'reviews', { locale: 'en-US', sites })).toBeNull()
		expect(brandSiteUrl({ ...milano, city: ' ' }, 'hotel', { locale: 'en-US', sites })).toBeNull()
		expect(brandSiteUrl({ ...chicago, propertyCode: '' }, 'hotel', { locale: 'en-US', sites })).toBeNull()
	})

	it("names the brand, and falls back to our own pages in the visitor's locale", () => {
		expect(hotelLinkTarget(chicago, 'hotel', { locale: 'es-ES', sites })).toEqual({
			href: 'https://www.ritzcarlton.com/hotels?marshaCode=CHIRZ&locale=es',
			brandSite: 'RZ',
		})
		expect(hotelLinkTarget(milano, 'hotel', { locale: 'en-US', sites })).toEqual({ href: 'https://www.bulgarihotels.com/en_US/milano', brandSite: 'BG' })
		expect(hotelLinkTarget(milano, 'reviews', { locale: 'es-ES', sites })).toEqual({ href: '/es/hotels/milbg-bulgari-hotel-milano/reviews', brandSite: null })
		expect(hotelLinkTarget(nyc, 'hotel', { locale: 'en-US', sites })).toEqual({
			href: '/hotels/nycmc-meridian-new-york-times-square/overview',
			brandSite: null,
		})
		expect(hotelLinkTarget(nyc, 'reviews', { locale: 'en-US', sites })).toEqual({
			href: '/hotels/nycmc-meridian-new-york-times-square/reviews',
			brandSite: null,
		})
	})

	it('uses the configured sites, and only their origins may be redirected to', () => {
		const staging = { ritzCarlton: 'https://rc.staging.example/', bulgari: 'https://bg.staging.example/site' }
		expect(brandSiteUrl(chicago, 'reviews', { locale: 'en-US', sites: staging })?.url).toBe('https://rc.staging.example/en/hotel-review/CHIRZ')
		expect(brandSiteUrl(milano, 'hotel', { locale: 'en-US', sites: staging })?.url).toBe('https://bg.staging.example/site/en_US/milano')
		expect(brandSiteOrigins(staging)).toEqual(['https://rc.staging.example', 'https://bg.staging.example'])
	})
})

describe('the fallback links on our own site', () => {
	it('replaces {property-name} in the reviews template with the seoNickname', () => {
		expect(reviewsPath(nyc.seoNickname)).toBe('/hotels/nycmc-meridian-new-york-times-square/reviews')
		expect(reviewsPath(nyc.seoNickname, '/reviews/{property-name}.mi?of={property-name}')).toBe(
			'/reviews/nycmc-meridian-new-york-times-square.mi?of=nycmc-meridian-new-york-times-square',
		)
		expect(hotelPagePath(nyc.seoNickname)).toBe('/hotels/nycmc-meridian-new-york-times-square/overview')
	})

	it('sends a luxury brand in its own flow to the hotel page + /location, the others to the location page with a map query', () => {
		expect(addressPath(chicago, { locale: 'en-US' })).toBe('/hotels/chirz-the-ritz-carlton-chicago/location')
		expect(addressPath(milano, { locale: 'es-ES' })).toBe('/es/hotels/milbg-bulgari-hotel-milano/location')
		expect(addressPath(chicago, { locale: 'en-US', luxuryFlow: false })).toBe(
			'/hotels/chirz-the-ritz-carlton-chicago/location?map=chirz-the-ritz-carlton-chicago',
		)
		expect(addressPath(nyc, { locale: 'en-US' })).toBe('/hotels/nycmc-meridian-new-york-times-square/location?map=nycmc-meridian-new-york-times-square')
	})
})
