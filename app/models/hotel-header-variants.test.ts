import { describe, expect, it } from 'vitest'
import {
	alternateLogoPath,
	headerSkeletonHeight,
	hotelDetailsPath,
	hotelOfPath,
	isChineseAudience,
	logoTaxonomies,
	propertyCodeOverride,
	sameSubPageOf,
	showsRatingTooltip,
	showsReviews,
	wantsAlternateLogo,
} from './hotel-header.ts'

const NYC = 'nycmc-meridian-new-york-times-square'
const CHI = 'chirz-the-ritz-carlton-chicago'

describe('the Chinese variant of the header', () => {
	it('is for visitors whose browser asks first for Chinese', () => {
		expect(isChineseAudience('zh-CN,zh;q=0.9,en;q=0.8')).toBe(true)
		expect(isChineseAudience('zh')).toBe(true)
		expect(isChineseAudience(' ZH-tw ; q=1, en')).toBe(true)
		expect(isChineseAudience('en-US,zh-CN;q=0.9')).toBe(false)
		expect(isChineseAudience('zu-ZA')).toBe(false)
		expect(isChineseAudience('')).toBe(false)
		expect(isChineseAudience(null)).toBe(false)
	})

	it('never shows reviews, and shows the rating tooltip when there are stars', () => {
		const shanghai = { stars: 4.5, reviews: 1780, locale: 'en-US', isMax: false }
		expect(showsReviews(shanghai)).toBe(true)
		expect(showsReviews({ ...shanghai, chinese: true })).toBe(false)
		expect(showsRatingTooltip({ stars: 4.5, isMax: false, chinese: true })).toBe(true)
		expect(showsRatingTooltip({ stars: 4.5, isMax: false, chinese: false })).toBe(false)
		expect(showsRatingTooltip({ stars: 0, isMax: false, chinese: true })).toBe(false)
		expect(showsRatingTooltip({ stars: 4.5, isMax: true, chinese: true })).toBe(false)
	})
})

describe('the propertyCode parameter', () => {
	it('overrides the page only with another valid code', () => {
		expect(propertyCodeOverride(new URLSearchParams('propertyCode=chirz'), 'NYCMC')).toBe('CHIRZ')
		expect(propertyCodeOverride(new URLSearchParams('propertyCode=nycmc'), 'NYCMC')).toBeNull()
		expect(propertyCodeOverride(new URLSearchParams('propertyCode=%3Cb%3E'), 'NYCMC')).toBeNull()
		expect(propertyCodeOverride(new URLSearchParams(''), 'NYCMC')).toBeNull()
	})

	it('goes to the same sub-page of the other hotel, keeping the other parameters', () => {
		const url = new URL(`http://x/es/hotels/${NYC}/reviews?propertyCode=CHIRZ&daclogo=true`)
		expect(sameSubPageOf(url, NYC, CHI)).toBe(`/es/hotels/${CHI}/reviews?daclogo=true`)
		expect(sameSubPageOf(new URL(`http://x/hotels/${NYC}/overview?propertyCode=CHIRZ`), NYC, CHI)).toBe(`/hotels/${CHI}/overview`)
	})
})

describe('the alternate logo', () => {
	it('is asked for with daclogo=true only', () => {
		expect(wantsAlternateLogo(new URLSearchParams('daclogo=true'))).toBe(true)
		expect(wantsAlternateLogo(new URLSearchParams('daclogo=1'))).toBe(false)
		expect(wantsAlternateLogo(new URLSearchParams(''))).toBe(false)
	})

	it('is searched by the first letter and the code', () => {
		expect(logoTaxonomies('nycmc')).toEqual(['N/NYCMC'])
	})

	it('is the item named as a logo, else the first', () => {
		const items = [
			{ name: 'Times Square at dusk', imageUrl: '/dam/dusk.jpg' },
			{ name: 'Meridian New York alternate Logo', imageUrl: '/dam/logo.svg' },
		]
		expect(alternateLogoPath(items)).toBe('/dam/logo.svg')
		expect(alternateLogoPath(items.slice(0, 1))).toBe('/dam/dusk.jpg')
		expect(alternateLogoPath([])).toBeNull()
	})
})

describe('the details link and the loading skeleton', () => {
	it('links to the details page', () => {
		expect(hotelDetailsPath({ brandCode: 'MC', seoNickname: NYC })).toBe(`/hotels/${NYC}/details`)
	})

	it('is 126 px tall, 152 with the save row', () => {
		expect(headerSkeletonHeight({ withSaveRow: false })).toBe(126)
		expect(headerSkeletonHeight({ withSaveRow: true })).toBe(152)
	})

	it('knows which hotel a path is about', () => {
		expect(hotelOfPath(`/hotels/${NYC}/overview`)).toBe(NYC)
		expect(hotelOfPath(`/es/hotels/${CHI}`)).toBe(CHI)
		expect(hotelOfPath(`/hotels/travel/${NYC}`)).toBe(NYC)
		expect(hotelOfPath(`/es/hotels/maps/travel/${CHI}`)).toBe(CHI)
		expect(hotelOfPath('/sign-in.mi')).toBeNull()
	})
})
