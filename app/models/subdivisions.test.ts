import { describe, expect, it } from 'vitest'
import { stateCodeOf, stateProblem, subdivisionValue } from './subdivisions.ts'

describe('states on the address form', () => {
	it('names a listed country’s state by its ISO 3166-2 code, and any other as it is', () => {
		expect(subdivisionValue('US', 'TX')).toBe('US-TX')
		expect(subdivisionValue('AU', 'WA')).toBe('AU-WA')
		expect(subdivisionValue('US', 'US-TX')).toBe('US-TX')
		expect(subdivisionValue('MX', 'Jalisco')).toBe('Jalisco')
		expect(subdivisionValue('US', '')).toBe('')
	})

	it('gives the platform the state’s own code', () => {
		expect(stateCodeOf('CA-ON')).toBe('ON')
		expect(stateCodeOf('au-nsw')).toBe('NSW')
		expect(stateCodeOf('TX')).toBe('TX')
	})

	it('refuses a state of another country than the one chosen', () => {
		expect(stateProblem('US-WA', 'AU')).toBe('stateNotInCountry')
		expect(stateProblem('AU-WA', 'AU')).toBeNull()
		expect(stateProblem('WA', 'AU')).toBeNull()
	})
})
