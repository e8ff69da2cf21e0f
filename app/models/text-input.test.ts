import { describe, expect, test } from 'vitest'
import { EMAIL_MAX_LENGTH, isEmail, textInputProblem } from './text-input.ts'

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

describe('textInputProblem', () => {
	test('a required field that is empty or blank is in error; an optional one is not', () => {
		expect(textInputProblem({ value: '', required: true })).toBe('required')
		expect(textInputProblem({ value: '   ', required: true })).toBe('required')
		expect(textInputProblem({ value: '' })).toBeNull()
		expect(textInputProblem({ value: '', type: 'email' })).toBeNull()
	})

	test('an e-mail field checks the format, then the length', () => {
		expect(textInputProblem({ value: 'member@example', type: 'email' })).toBe('email')
		expect(textInputProblem({ value: ' member@example.com ', type: 'email', required: true })).toBeNull()
		expect(textInputProblem({ value: `${'a'.repeat(80)}@example.com`, type: 'email' })).toBe('tooLong')
	})

	test('a text field takes any text', () => {
		expect(textInputProblem({ value: 'not an e-mail', required: true })).toBeNull()
	})
})
