import { describe, expect, it } from 'vitest'
import { isPropertyCode, normalizePropertyCode, PropertyCodeSchema, propertyCodeFrom, propertyCodeOf } from './property-code.ts'

describe('a property code', () => {
	it.each([
		['NYCMC', true],
		['CHIRZ', true],
		['AB', true],
		['ABCDEFGH10', true],
		['A', false],
		['ABCDEFGHIJK', false],
		['nycmc', false],
		['NYC MC', false],
		['NYC-MC', false],
		['<script>', false],
		['', false],
	])('%j is one: %s', (value, expected) => {
		expect(isPropertyCode(value)).toBe(expected)
	})

	it('is normalised before it is checked, wherever it is read', () => {
		expect(normalizePropertyCode(' chirz ')).toBe('CHIRZ')
		expect(propertyCodeFrom(' chirz ')).toBe('CHIRZ')
		expect(propertyCodeFrom('<script>')).toBeNull()
		expect(propertyCodeFrom('ABCDEFGHIJK')).toBeNull()
		expect(propertyCodeFrom(null)).toBeNull()
		expect(propertyCodeFrom(new File([], 'NYCMC'))).toBeNull()
		expect(PropertyCodeSchema.parse(' nycmc')).toBe('NYCMC')
		expect(PropertyCodeSchema.safeParse('x').success).toBe(false)
	})

	it('starts a seoNickname', () => {
		expect(propertyCodeOf('nycmc-meridian-new-york-times-square')).toBe('NYCMC')
		expect(propertyCodeOf('x-y')).toBeNull()
	})
})
