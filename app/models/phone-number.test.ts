import { describe, expect, it } from 'vitest'
import { problemOf } from './field-problem.ts'
import { PHONE_MAX_LENGTH } from './guest-profile.ts'
import { e164Of, mobileNumberOf, mobileNumberProblem, phoneForDisplay, phoneProblem } from './phone-number.ts'

const e164 = (typed: string, country: string) => mobileNumberOf(typed, { country }).e164
const problem = (typed: string, country: string) => {
	const found = mobileNumberOf(typed, { country }).problem
	return found ? problemOf(found) : null
}

describe('a mobile number, in the plan of the country it is from', () => {
	it.each([
		// Spain: 9 digits, which the spec's default of 10 refused.
		['ES', '+34 612 345 678', '+34612345678'],
		['ES', '612 34 56 78', '+34612345678'],
		['ES', '612-345-678', '+34612345678'],
		['ES', '0034 612 345 678', '+34612345678'],
		// The UK: the national form drops the trunk 0; 07700 900xxx is kept for examples, and is a UK mobile's length.
		['GB', '+44 7700 900123', '+447700900123'],
		['GB', '07700 900123', '+447700900123'],
		['GB', '(07400) 123-456', '+447400123456'],
		// France, with its dots.
		['FR', '06.12.34.56.78', '+33612345678'],
		['FR', '+33 6 12 34 56 78', '+33612345678'],
		// Germany: 11 digits after the trunk 0.
		['DE', '01512 3456789', '+4915123456789'],
		['DE', '+49 (0)1512 3456789', '+4915123456789'],
		// The US: 10 digits, as before.
		['US', '(512) 555-0147', '+15125550147'],
		['US', '+1 512.555.0147', '+15125550147'],
		// The spec's own lengths: Hong Kong 8, China 11.
		['HK', '9123 4567', '+85291234567'],
		['HK', '+852 9123-4567', '+85291234567'],
		['CN', '138 0013 8000', '+8613800138000'],
		['CN', '+86 (138) 0013-8000', '+8613800138000'],
	])('%s: %s is %s', (country, typed, expected) => {
		expect(mobileNumberOf(typed, { country })).toEqual({ e164: expected, problem: null })
	})

	it('reads a number with its own country code as that country’s, whatever the form’s country', () => {
		expect(e164('+44 7700 900123', 'ES')).toBe('+447700900123')
		expect(e164('+34 612 345 678', 'US')).toBe('+34612345678')
	})

	it.each([
		['ES', '612 345 67', 'too short'],
		['ES', '612 345 6789', 'too long'],
		['ES', '+34 912 345 678', 'a Madrid landline: no texts'],
		['GB', '07700 90012', 'too short'],
		['GB', '+44 20 7946 0958', 'a London landline'],
		['FR', '06 12 34 56 7', 'too short'],
		['FR', '+33 1 23 45 67 89', 'a Paris landline'],
		['DE', '+49 151 234', 'not a German mobile’s length'],
		['US', '212 555 014', 'nine digits'],
		['US', '555 0147', 'seven digits (the old 7-to-16 rule for texts took it)'],
		['US', '+1 800 555 0147', 'toll-free'],
		['HK', '9123 456', 'seven digits (spec: 8)'],
		['HK', '9123 45678', 'nine digits (spec: 8)'],
		['CN', '138 0013 800', 'ten digits (spec: 11)'],
		['CN', '010 1234 5678', 'a Beijing landline'],
		['US', 'call me', 'no digits'],
		['US', '+1 512 555 0147 ext. 3', 'words among the digits'],
		['ES', '+999 612 345 678', 'a country code nobody has'],
		['ES', '++34 612 345 678', 'two pluses'],
	])('%s: %s is refused (%s)', (country, typed) => {
		expect(e164(typed, country)).toBeNull()
	})

	it('refuses what is longer than the field takes before reading it', () => {
		expect(e164(`+34 612 345 678${' '.repeat(PHONE_MAX_LENGTH)}x`, 'ES')).toBeNull()
		expect(e164('+34 612 345 678'.padEnd(PHONE_MAX_LENGTH + 1, '-'), 'ES')).toBeNull()
	})

	it('reads a number after a dial code, unless it has its own', () => {
		expect(mobileNumberOf('7700 900123', { callingCode: '+44' })).toEqual({ e164: '+447700900123', problem: null })
		expect(mobileNumberOf('138 0013 8000', { callingCode: '+86' })).toEqual({ e164: '+8613800138000', problem: null })
		expect(mobileNumberOf('+34 612 345 678', { callingCode: '+1' })).toEqual({ e164: '+34612345678', problem: null })
		expect(mobileNumberOf('12', { callingCode: '+1' }).e164).toBeNull()
		expect(mobileNumberOf('612 345 678', { callingCode: '+999' }).problem).toBe(mobileNumberProblem({ callingCode: '+999' }))
		expect(mobileNumberOf('+34 612 345 678', { callingCode: '' }).e164).toBe('+34612345678')
	})
})

describe('the message for a number that is not one', () => {
	it('names the country and shows one of its mobile numbers', () => {
		expect(problem('612 345 67', 'ES')).toEqual({ key: 'phoneForCountry', values: { country: 'ES', example: '+34 612 34 56 78' } })
		expect(problem('0770', 'GB')).toEqual({ key: 'phoneForCountry', values: { country: 'GB', example: '+44 7400 123456' } })
		expect(problem('138 0013 800', 'CN')).toEqual({ key: 'phoneForCountry', values: { country: 'CN', example: '+86 131 2345 6789' } })
	})

	it('names the country the number’s own code is, and the dial code’s main country', () => {
		expect(problem('+44 20 7946 0958', 'ES')?.values.country).toBe('GB')
		expect(problemOf(mobileNumberOf('12', { callingCode: '+1' }).problem ?? '').values).toEqual({ country: 'US', example: '+1 201 555 0123' })
	})

	it('asks for the country code when the country is none the numbering plans know', () => {
		expect(problem('612 345 678', 'XX')).toEqual({ key: 'phoneWithCountryCode', values: { example: '+44 7400 123456' } })
		expect(problemOf(mobileNumberProblem({ callingCode: '+999' })).key).toBe('phoneWithCountryCode')
		expect(e164('+34 612 345 678', 'XX')).toBe('+34612345678')
	})
})

describe('a phone field', () => {
	it('may be required, or empty when optional', () => {
		expect(phoneProblem(' ', { country: 'ES' }, { required: true })).toBe('phoneRequired')
		expect(phoneProblem('', { country: 'ES' }, { required: false })).toBeNull()
		expect(phoneProblem('612 345 678', { country: 'ES' }, { required: false })).toBeNull()
		expect(problemOf(phoneProblem('612', { country: 'ES' }, { required: false }) ?? '').key).toBe('phoneForCountry')
	})

	it('gives the platform E.164, and nothing for an empty field', () => {
		expect(e164Of(' 07700 900123 ', { country: 'GB' })).toBe('+447700900123')
		expect(e164Of('', { country: 'GB' })).toBe('')
	})

	it('shows a stored number the way guests write it', () => {
		expect(phoneForDisplay('+447700900123')).toBe('+44 7700 900123')
		expect(phoneForDisplay('+34612345678')).toBe('+34 612 34 56 78')
		expect(phoneForDisplay('5125550147')).toBe('5125550147')
	})
})
