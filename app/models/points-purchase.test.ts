import { describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { pointsPrice, pointsToCover, POINTS_CHOICES } from './points-purchase.ts'
import { pointsPurchaseSchema } from './points-purchase-schema.ts'

describe('buying points', () => {
	it('comes in steps of 1,000 up to 50,000, and covers what is missing rounded up', () => {
		expect(POINTS_CHOICES[0]).toBe(1_000)
		expect(POINTS_CHOICES.at(-1)).toBe(50_000)
		expect(pointsToCover(27_700)).toBe(28_000)
		expect(pointsToCover(200)).toBe(1_000)
		expect(pointsToCover(50_001)).toBeNull()
	})

	it('costs USD 12.50 a thousand', () => {
		expect(pointsPrice(28_000, 'en-US')).toBe('$350.00')
	})

	it('takes a choice of points and a card', () => {
		const today = new Date('2026-11-24T12:00:00Z')
		const card = {
			cardholderName: 'Pablo Martín',
			cardNumber: TEST_CARDS.visa.number,
			cvv: '123',
			expiryMonth: '08',
			expiryYear: '2028',
			billingPostalCode: '60611',
		}
		expect(pointsPurchaseSchema({ today }).parse({ points: '28000', ...card })).toMatchObject({ points: 28_000, expiryYear: 2028 })
		const refused = pointsPurchaseSchema({ today }).safeParse({ points: '1500', ...card, cvv: '' })
		expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
			['points', 'pointsChoice'],
			['cvv', 'cvvRequired'],
		])
	})
})
