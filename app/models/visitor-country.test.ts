import { describe, expect, it } from 'vitest'
import { countryOfLanguage } from './visitor-country.ts'

describe('countryOfLanguage', () => {
	it('reads the region of the first language', () => {
		expect(countryOfLanguage('fa-IR,fa;q=0.9,en;q=0.8')).toBe('IR')
		expect(countryOfLanguage('en-US')).toBe('US')
		expect(countryOfLanguage('zh-Hant-TW;q=1')).toBe('TW')
		expect(countryOfLanguage('es_es')).toBe('ES')
	})

	it('looks at the first language only', () => {
		expect(countryOfLanguage('en,fa-IR;q=0.9')).toBeNull()
	})

	it('names no country for a language without one, a numeric region or nonsense', () => {
		expect(countryOfLanguage('fa')).toBeNull()
		expect(countryOfLanguage('es-419')).toBeNull()
		expect(countryOfLanguage('*')).toBeNull()
		expect(countryOfLanguage('not a tag!')).toBeNull()
		expect(countryOfLanguage('')).toBeNull()
		expect(countryOfLanguage(null)).toBeNull()
	})
})
