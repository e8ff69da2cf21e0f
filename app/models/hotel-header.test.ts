import { describe, expect, it } from 'vitest'
import {
	cityLineOf,
	firstAcceptedLanguage,
	isJPLocale,
	brandCodeOf,
	headerLinks,
	headerPhone,
	imageUrl,
	mapsSearchUrl,
	showsReviews,
	usesRatingTooltip,
} from './hotel-header.ts'

describe('the hotel header', () => {
	it('lower-cases the brand code', () => {
		expect(brandCodeOf('RZ')).toBe('rz')
		expect(brandCodeOf(undefined)).toBe('')
	})

	it('shows reviews only with stars above 0 and more than 4 reviews', () => {
		const facts = { stars: 4.5, reviews: 2841, locale: 'en-US', isMax: false }
		expect(showsReviews(facts)).toBe(true)
		expect(showsReviews({ ...facts, reviews: 4 })).toBe(false)
		expect(showsReviews({ ...facts, reviews: 5 })).toBe(true)
		expect(showsReviews({ ...facts, stars: 0 })).toBe(false)
		expect(showsReviews({ ...facts, locale: 'zh-CN' })).toBe(false)
		expect(showsReviews({ ...facts, isMax: true })).toBe(false)
		expect(showsReviews({ ...facts, reviewsDisabled: true })).toBe(false)
		expect(usesRatingTooltip('zh-TW')).toBe(true)
		expect(usesRatingTooltip('es-ES')).toBe(false)
	})

	it('prefixes image paths with the image cache domain', () => {
		expect(imageUrl('/content/dam/nycmc/overview.jpg', 'https://cache.example/')).toBe('https://cache.example/content/dam/nycmc/overview.jpg')
		expect(imageUrl('https://other.example/x.jpg', 'https://cache.example')).toBe('https://other.example/x.jpg')
		expect(imageUrl(null, 'https://cache.example')).toBe('')
	})

	it('takes the entry typed phone for the tel: link', () => {
		const numbers = [
			{ type: { code: 'fax' }, number: { original: '+1 212-555-0199', display: '+1 212-555-0199' } },
			{ type: { code: 'phone' }, number: { original: '+1 212-555-0100', display: '+1 212-555-0100' } },
		]
		expect(headerPhone(numbers)).toEqual({ display: '+1 212-555-0100', href: 'tel:+12125550100' })
		expect(headerPhone([])).toBeNull()
	})

	it('offers details and save only in the RLM-or-post-booking group; "none" enables details', () => {
		expect(headerLinks('rlm')).toEqual({ details: true, save: true })
		expect(headerLinks('confirmation')).toEqual({ details: true, save: true })
		expect(headerLinks('none')).toEqual({ details: true, save: false })
		expect(headerLinks('gi')).toEqual({ details: false, save: false })
	})

	it('maps from coordinates', () => {
		expect(mapsSearchUrl(40.758, -73.9855)).toBe('https://www.google.com/maps/search/?api=1&query=40.758,-73.9855')
	})
})

describe('isJPLocale (spec 000 §3)', () => {
	it('knows Japanese tags and locales', () => {
		for (const tag of ['ja', 'ja-JP', 'ja_JP', 'JA']) expect(isJPLocale(tag)).toBe(true)
		for (const tag of ['en-US', 'jav', '', 'es-ES']) expect(isJPLocale(tag)).toBe(false)
		expect(firstAcceptedLanguage('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja-JP')
		expect(firstAcceptedLanguage(null)).toBe('')
	})

	it('orders the city line largest unit first for Japanese readers', () => {
		const parts = { city: 'Minato-ku', state: 'Tokyo', postalCode: '105-0011' }
		expect(cityLineOf(parts, false)).toBe('Minato-ku, Tokyo, 105-0011')
		expect(cityLineOf(parts, true)).toBe('105-0011, Tokyo, Minato-ku')
		expect(cityLineOf({ city: 'Paris', state: null }, true)).toBe('Paris')
	})
})
