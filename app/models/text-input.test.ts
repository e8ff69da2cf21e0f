import { describe, expect, test } from 'vitest'
import { EMAIL_MAX_LENGTH, isEmail } from './text-input.ts'

describe('isEmail', () => {
	test('accepts ordinary addresses, trimmed', () => {
		expect(isEmail('member@example.com')).toBe(true)
		expect(isEmail('  first.last+tag@mail.example.co.uk ')).toBe(true)
	})

	test('refuses what is not an address', () => {
		for (const value of ['', 'member', 'member@', '@example.com', 'member@example', 'mem ber@example.com', 'a@b@example.com', 'member@example..com']) {
			expect(isEmail(value), value).toBe(false)
		}
	})

	test(`refuses more than ${EMAIL_MAX_LENGTH} characters`, () => {
		const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)
		expect(isEmail(`${local}@example.com`)).toBe(true)
		expect(isEmail(`${local}a@example.com`)).toBe(false)
	})
})
