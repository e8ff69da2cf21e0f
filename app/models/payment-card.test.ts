import { describe, expect, it } from 'vitest'
import {
	billingZipProblem,
	cardNumberMaxLength,
	cardNumberProblem,
	cardTypeOf,
	cvvProblem,
	expiryProblem,
	expiryYearChoices,
	formatCardNumber,
	passesLuhn,
} from './payment-card.ts'

// Test numbers the networks publish for testing; none is a real account.
const VISA = '4111111111111111'
const MASTERCARD = '5555555555554444'
const MASTERCARD_2_SERIES = '2223003122003222'
const AMEX = '378282246310005'
const DISCOVER = '6011111111111117'
const DINERS = '30569309025904'
const JCB = '3530111333300000'

describe('the card number', () => {
	it('knows the network from the first digits', () => {
		expect([VISA, MASTERCARD, MASTERCARD_2_SERIES, AMEX, DISCOVER, DINERS, JCB].map(cardTypeOf)).toEqual([
			'visa',
			'mastercard',
			'mastercard',
			'amex',
			'discover',
			'diners',
			'jcb',
		])
		expect(cardTypeOf('9111111111111111')).toBeNull()
		// Mastercard's 2-series is 2221 to 2720: 2220 and 2721 belong to no network.
		expect(['2221000000000009', '2720990000000000', '2220990000000000', '2721000000000000'].map(cardTypeOf)).toEqual(['mastercard', 'mastercard', null, null])
	})

	it('passes the Luhn check only when the check digit is right', () => {
		expect(passesLuhn(VISA)).toBe(true)
		expect(passesLuhn('4111111111111112')).toBe(false)
		expect(passesLuhn('41111x1111111111')).toBe(false)
	})

	it('takes the digits however they are grouped, and says what is wrong', () => {
		expect(cardNumberProblem('4111 1111 1111 1111')).toBeNull()
		expect(cardNumberProblem('3782-822463-10005')).toBeNull()
		expect(cardNumberProblem('  ')).toBe('cardNumberRequired')
		expect(cardNumberProblem('4111 1111 1111 111x')).toBe('cardNumberInvalid')
		expect(cardNumberProblem('4111111111111112')).toBe('cardNumberInvalid')
		// A Luhn-valid Visa of a length Visa does not issue.
		expect(cardNumberProblem('41111111111111111')).toBe('cardNumberInvalid')
		expect(cardNumberProblem('9111111111111111')).toBe('cardTypeUnknown')
	})

	it('is masked in 19 characters, 17 for Amex, and grouped as the card prints it', () => {
		expect(cardNumberMaxLength('visa')).toBe(19)
		expect(cardNumberMaxLength('amex')).toBe(17)
		expect(cardNumberMaxLength('diners')).toBe(19)
		expect(formatCardNumber(VISA)).toBe('4111 1111 1111 1111')
		expect(formatCardNumber(VISA)).toHaveLength(19)
		expect(formatCardNumber(AMEX)).toBe('3782 822463 10005')
		expect(formatCardNumber(AMEX)).toHaveLength(17)
	})
})

describe('the CVV', () => {
	it('is 4 digits for American Express and 3 for every other card', () => {
		expect(cvvProblem('1234', 'amex')).toBeNull()
		expect(cvvProblem('123', 'amex')).toBe('cvvLength')
		expect(cvvProblem('123', 'visa')).toBeNull()
		expect(cvvProblem('1234', 'visa')).toBe('cvvLength')
		expect(cvvProblem('12a', 'mastercard')).toBe('cvvLength')
		expect(cvvProblem('', 'visa')).toBe('cvvRequired')
	})
})

describe('the expiry', () => {
	const today = new Date('2026-11-24T12:00:00Z')

	it('offers this year through ten years ahead', () => {
		expect(expiryYearChoices(today)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036])
	})

	it('is good through the end of its month, and no further ahead than the choices', () => {
		expect(expiryProblem('11', '2026', today)).toBeNull()
		expect(expiryProblem('10', '2026', today)).toBe('cardExpired')
		expect(expiryProblem('1', '2027', today)).toBeNull()
		expect(expiryProblem('12', '2036', today)).toBeNull()
		expect(expiryProblem('1', '2037', today)).toBe('expiryInvalid')
		expect(expiryProblem('13', '2027', today)).toBe('expiryInvalid')
		expect(expiryProblem('0', '2027', today)).toBe('expiryInvalid')
		expect(expiryProblem('', '2027', today)).toBe('expiryRequired')
	})

	it('reads a two-digit year in the current century', () => {
		expect(expiryProblem('03', '28', today)).toBeNull()
		expect(expiryProblem('03', '25', today)).toBe('cardExpired')
		expect(expiryProblem('03', '202', today)).toBe('expiryInvalid')
	})
})

describe('the billing zip', () => {
	it('is 5 to 9 characters', () => {
		expect(billingZipProblem('12345')).toBeNull()
		expect(billingZipProblem('12345-678')).toBeNull()
		expect(billingZipProblem('1234')).toBe('zipLength')
		expect(billingZipProblem('1234567890')).toBe('zipLength')
		expect(billingZipProblem(' ')).toBe('zipRequired')
	})
})
