import { describe, expect, it } from 'vitest'
import { brandTagsOf, MAX_BRAND_TAGS } from './brand-tags.ts'

describe('brand tags', () => {
	it('shows at most 3 brands, most frequent first, ties in order of appearance', () => {
		expect(MAX_BRAND_TAGS).toBe(3)
		expect(brandTagsOf(['Courtyard', 'Ritz-Carlton', 'Westin', 'Westin', 'Bulgari', ''])).toEqual(['Westin', 'Courtyard', 'Ritz-Carlton'])
		expect(brandTagsOf(['A', 'A'])).toEqual(['A'])
		expect(brandTagsOf([])).toEqual([])
	})
})
