import { describe, expect, it } from 'vitest'
import { LeavingNoticeSchema } from './leaving-notice-schema.ts'
import { acknowledgedBrandSites, BRAND_NOTICE_MAX_AGE_SECONDS, leavingNoticeHref, siteLink, withAcknowledged } from './leaving-notice.ts'

const sites = { ritzCarlton: 'https://www.ritzcarlton.com', bulgari: 'https://www.bulgarihotels.com' }
const chicago = { brandCode: 'RZ', propertyCode: 'CHIRZ', city: 'Chicago', seoNickname: 'chirz-the-ritz-carlton-chicago' }
const milano = { brandCode: 'BG', propertyCode: 'MILBG', city: 'Milano', seoNickname: 'milbg-bulgari-hotel-milano' }
const nyc = { brandCode: 'MC', propertyCode: 'NYCMC', city: 'New York', seoNickname: 'nycmc-meridian-new-york-times-square' }

describe('the leaving notice', () => {
	it('is remembered for spec 001 §7 brand modal cookie timeout', () => {
		expect(BRAND_NOTICE_MAX_AGE_SECONDS).toBe(129600)
	})

	it('stands between a guest and a brand site until they have continued to that brand', () => {
		const options = { locale: 'en-US' as const, sites, acknowledged: [], returnTo: '/hotels/chirz-the-ritz-carlton-chicago/overview' }
		expect(siteLink(chicago, 'reviews', options)).toEqual({
			href: '/leaving-notice?propertyCode=CHIRZ&link=reviews&returnTo=%2Fhotels%2Fchirz-the-ritz-carlton-chicago%2Foverview',
			notice: { brand: 'RZ', site: 'www.ritzcarlton.com', action: '/leaving-notice', propertyCode: 'CHIRZ', link: 'reviews' },
		})
		expect(siteLink(chicago, 'reviews', { ...options, acknowledged: ['RZ'] })).toEqual({
			href: 'https://www.ritzcarlton.com/en/hotel-review/CHIRZ',
			notice: null,
		})
		// Told about Ritz-Carlton is not told about Bulgari.
		expect(siteLink(milano, 'hotel', { ...options, acknowledged: ['RZ'] }).notice?.brand).toBe('BG')
		expect(siteLink(milano, 'hotel', { ...options, locale: 'es-ES', acknowledged: ['RZ', 'BG'] })).toEqual({
			href: 'https://www.bulgarihotels.com/es_ES/milano',
			notice: null,
		})
	})

	it('never stands before a link that stays on our site', () => {
		const options = { locale: 'es-ES' as const, sites, acknowledged: [] }
		expect(siteLink(milano, 'reviews', options)).toEqual({ href: '/es/hotels/milbg-bulgari-hotel-milano/reviews', notice: null })
		expect(siteLink(nyc, 'hotel', options)).toEqual({ href: '/es/hotels/nycmc-meridian-new-york-times-square/overview', notice: null })
	})

	it('lives under the locale, with no return address unless given', () => {
		expect(leavingNoticeHref('chirz', 'hotel', 'es-ES')).toBe('/es/leaving-notice?propertyCode=CHIRZ&link=hotel')
	})

	it('reads a hotel and a link kind, never a destination', () => {
		expect(LeavingNoticeSchema.safeParse({ propertyCode: ' chirz ', link: 'hotel' }).data).toEqual({ propertyCode: 'CHIRZ', link: 'hotel' })
		expect(LeavingNoticeSchema.safeParse({ propertyCode: 'CHIRZ', link: 'https://evil.example' }).success).toBe(false)
		expect(LeavingNoticeSchema.safeParse({ propertyCode: '../x', link: 'hotel' }).success).toBe(false)
	})

	it('keeps, per brand, who has been told, and nothing else', () => {
		expect(acknowledgedBrandSites('RZ')).toEqual(['RZ'])
		expect(acknowledgedBrandSites('BG.RZ.XX')).toEqual(['RZ', 'BG'])
		expect(acknowledgedBrandSites('<script>')).toEqual([])
		expect(acknowledgedBrandSites(null)).toEqual([])
		expect(withAcknowledged([], 'BG')).toBe('BG')
		expect(withAcknowledged(['BG'], 'RZ')).toBe('RZ.BG')
		expect(withAcknowledged(['RZ'], 'RZ')).toBe('RZ')
	})
})
