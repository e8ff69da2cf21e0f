import { describe, expect, it } from 'vitest'
import {
	contentHref,
	copyrightLine,
	destinationColumns,
	hasDeepLink,
	linkBannerColumns,
	regionHeading,
	siteLocale,
	visibleMiniBanners,
} from './site-content.ts'

describe('region headings', () => {
	it('turns hyphens to spaces and capitalises the first letter', () => {
		expect(regionHeading('north-america')).toBe('North america')
		expect(regionHeading('middle-east-and-africa')).toBe('Middle east and africa')
		expect(regionHeading('europe')).toBe('Europe')
		expect(regionHeading('américa-del-norte')).toBe('América del norte')
		expect(regionHeading('')).toBe('')
	})
})

describe('footer destinations', () => {
	const items = Array.from({ length: 30 }, (_, index) => index + 1)

	it('are at most 4 columns of 7', () => {
		const columns = destinationColumns(items)
		expect(columns).toHaveLength(4)
		expect(columns.map((column) => column.length)).toEqual([7, 7, 7, 7])
		expect(columns.flat().at(-1)).toBe(28)
	})

	it('fill columns of 7 in order, the last one partly', () => {
		expect(destinationColumns(items.slice(0, 9))).toEqual([
			[1, 2, 3, 4, 5, 6, 7],
			[8, 9],
		])
		expect(destinationColumns([])).toEqual([])
	})
})

describe('link banner columns', () => {
	it('keeps 1, 2 and 4 and brings anything else into range', () => {
		expect([1, 2, 4].map(linkBannerColumns)).toEqual([1, 2, 4])
		expect(linkBannerColumns(3)).toBe(2)
		expect(linkBannerColumns(6)).toBe(4)
		expect(linkBannerColumns(0)).toBe(1)
		expect(linkBannerColumns(Number.NaN)).toBe(1)
	})
})

describe('authored links', () => {
	it('place site paths under the locale and keep web, mail and phone addresses', () => {
		expect(contentHref('/loyalty/join', 'es-ES')).toBe('/es/loyalty/join')
		expect(contentHref('/loyalty/join', 'en-US')).toBe('/loyalty/join')
		expect(contentHref('https://careers.example.com/', 'en-US')).toBe('https://careers.example.com/')
		expect(contentHref('mailto:help@example.com', 'en-US')).toBe('mailto:help@example.com')
		expect(contentHref('tel:+18005550100', 'en-US')).toBe('tel:+18005550100')
	})

	it('refuse script, data and protocol-relative addresses', () => {
		for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'https://', 'relative']) {
			expect(contentHref(url, 'en-US')).toBeNull()
		}
	})
})

describe('language list entries', () => {
	it('switch to a locale this product speaks, in either notation', () => {
		expect(siteLocale('es_ES')).toBe('es-ES')
		expect(siteLocale('en-us')).toBe('en-US')
		expect(siteLocale('fr-CA')).toBeNull()
		expect(siteLocale(null)).toBeNull()
	})
})

describe('mini banners', () => {
	const all = [{ type: 'memberCard' }, { type: 'travelInsurance' }, { type: 'checkIn' }, { type: 'loyalty' }, { type: 'sonder' }] as const
	const types = (banners: ReadonlyArray<{ type: string }>) => banners.map((banner) => banner.type)

	it('hide the check-in banner until its deep link arrives', () => {
		expect(types(visibleMiniBanners(all, { isMaxProperty: false, checkInDeepLink: false }))).toEqual(['memberCard', 'travelInsurance', 'loyalty', 'sonder'])
	})

	it("put the check-in banner in the member card's place when the deep link arrives", () => {
		expect(types(visibleMiniBanners(all, { isMaxProperty: false, checkInDeepLink: true }))).toEqual(['checkIn', 'travelInsurance', 'loyalty', 'sonder'])
	})

	it('show an arriving check-in banner first when there is no member card', () => {
		const noCard = all.filter((banner) => banner.type !== 'memberCard')
		expect(types(visibleMiniBanners(noCard, { isMaxProperty: false, checkInDeepLink: true }))[0]).toBe('checkIn')
	})

	it('hide the loyalty banner on a max property', () => {
		expect(types(visibleMiniBanners(all, { isMaxProperty: true, checkInDeepLink: false }))).toEqual(['memberCard', 'travelInsurance', 'sonder'])
	})

	it('count a deep link as arrived when present and not blank or false', () => {
		expect(hasDeepLink('71420862')).toBe(true)
		expect(hasDeepLink('true')).toBe(true)
		expect(hasDeepLink('')).toBe(false)
		expect(hasDeepLink('false')).toBe(false)
		expect(hasDeepLink(null)).toBe(false)
	})
})

describe('the copyright line', () => {
	it('fills in the year', () => {
		expect(copyrightLine('© {year} Meridian', 2026)).toBe('© 2026 Meridian')
	})
})
