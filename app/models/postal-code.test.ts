import { describe, expect, it } from 'vitest'
import { isValidPostalCode } from './postal-code.ts'

describe('isValidPostalCode', () => {
	it.each([
		['10036', 'US', true],
		['10036-1234', 'US', true],
		['1003', 'US', false],
		['10036 1234', 'US', false],
		['M5V 3L9', 'CA', true],
		['m5v3l9', 'ca', true],
		['M5V-3L9', 'CA', false],
		['SW1A 1AA', 'GB', true],
		['', 'IT', true],
	])('%j in %s is %s', (code, country, valid) => {
		expect(isValidPostalCode(code, country)).toBe(valid)
	})
})
