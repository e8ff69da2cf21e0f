import { describe, expect, it } from 'vitest'
import { isSaved, requestedSave, savedPropertiesAfter } from './saved-properties.ts'

const list = (...ids: string[]) => ids.map((id) => ({ id }))

describe('saved properties', () => {
	it('compares ids case-insensitively', () => {
		expect(isSaved(list('NYCMC'), 'nycmc')).toBe(true)
		expect(isSaved(list('nycmc'), 'NYCMC')).toBe(true)
		expect(isSaved(list('CHIRZ'), 'NYCMC')).toBe(false)
	})

	it('adds the upper-cased id, and removes it', () => {
		expect(savedPropertiesAfter(list('CHIRZ'), 'nycmc', true)).toEqual({ kind: 'update', savedProperties: list('CHIRZ', 'NYCMC') })
		expect(savedPropertiesAfter(list('CHIRZ', 'nycmc'), 'NYCMC', false)).toEqual({ kind: 'update', savedProperties: list('CHIRZ') })
	})

	it('sends nothing when the state already matches', () => {
		expect(savedPropertiesAfter(list('NYCMC'), 'nycmc', true)).toEqual({ kind: 'unchanged' })
		expect(savedPropertiesAfter(list(), 'NYCMC', false)).toEqual({ kind: 'unchanged' })
	})

	it('refuses a 21st hotel, but still lets one go', () => {
		const twenty = list(...Array.from({ length: 20 }, (_, i) => `H${i}`))
		expect(savedPropertiesAfter(twenty, 'NYCMC', true)).toEqual({ kind: 'too-many' })
		expect(savedPropertiesAfter(twenty, 'h3', false)).toMatchObject({ kind: 'update' })
	})

	it('reads saveProperty from the query', () => {
		expect(requestedSave(new URLSearchParams('saveProperty=true'))).toBe(true)
		expect(requestedSave(new URLSearchParams('saveProperty=false'))).toBe(false)
		expect(requestedSave(new URLSearchParams('saveProperty=yes'))).toBeNull()
		expect(requestedSave(new URLSearchParams(''))).toBeNull()
	})
})
