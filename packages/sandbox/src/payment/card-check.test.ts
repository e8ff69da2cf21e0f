import { describe, expect, it } from 'vitest'
import { checkCard } from './card-check.ts'

const now = new Date('2026-11-24T12:00:00Z')
const card = (overrides: Partial<Parameters<typeof checkCard>[0]> = {}) => ({
	cardNumber: '4111111111111111',
	cvv: '123',
	expiryMonth: 12,
	expiryYear: 2028,
	cardholderName: 'Ana García',
	...overrides,
})

describe('the issuer’s checks of a typed card', () => {
	it('names the network by its prefix (Mastercard from 2221 to 2720 too)', () => {
		for (const [cardNumber, network] of [
			['2221000000000009', 'mastercard'],
			['2720990000000007', 'mastercard'],
			['6011111111111117', 'discover'],
			['30569309025904', 'diners'],
			['3530111333300000', 'jcb'],
			['4111 1111 1111 1111', 'visa'],
		]) {
			expect(checkCard(card({ cardNumber }), now)).toEqual({ network })
		}
	})

	it('refuses a wrong length or check digit, an Amex with three digits of code, and an expiry past or too far', () => {
		expect(checkCard(card({ cardNumber: '22210000000000090' }), now)).toMatchObject({ field: 'cardNumber' })
		expect(checkCard(card({ cardNumber: '4111111111111112' }), now)).toMatchObject({ field: 'cardNumber' })
		expect(checkCard(card({ cardNumber: '378282246310005' }), now)).toMatchObject({ field: 'cvv' })
		expect(checkCard(card({ expiryYear: 2020 }), now)).toMatchObject({ field: 'expiryMonth' })
		expect(checkCard(card({ expiryYear: 2037 }), now)).toMatchObject({ field: 'expiryMonth' })
		expect(checkCard(card({ cardholderName: ' ' }), now)).toMatchObject({ field: 'cardholderName' })
	})
})
