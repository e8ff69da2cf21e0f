import { describe, expect, it } from 'vitest'
import type { SuggestedPlace } from '@meridian/upstream-contract/catalogue.ts'
import { namesOnePlace, suggestionsFor } from './suggested-places.ts'

const place = (kind: SuggestedPlace['kind'], name: string, description: string): SuggestedPlace => ({
	kind,
	name,
	description,
	countryCode: 'US',
	hotelCount: 1,
})
const newYork = [place('CITY', 'New York', 'New York, New York, United States'), place('STATE', 'New York', 'New York, United States')]

describe('suggested places', () => {
	it('suggests when the destination names no one place', () => {
		expect(suggestionsFor('new', newYork)).toEqual(newYork)
		expect(suggestionsFor('New York', newYork)).toEqual(newYork)
	})

	it('suggests nothing when it names exactly one, case and accents aside', () => {
		const mexico = [place('CITY', 'México City', 'México City, Mexico'), place('COUNTRY', 'Mexico', 'Mexico')]
		expect(namesOnePlace('mexico city', mexico)).toBe(true)
		expect(suggestionsFor('MEXICO', mexico)).toEqual([])
		expect(suggestionsFor('New York, United States', newYork)).toEqual([])
	})

	it('suggests nothing for under 2 characters, and at most 8', () => {
		expect(suggestionsFor('n', newYork)).toEqual([])
		const many = Array.from({ length: 12 }, (_, index) => place('CITY', `Place ${index}`, `Place ${index}`))
		expect(suggestionsFor('pl', many)).toHaveLength(8)
	})
})
