import { describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { pointsPrice, pointsToCover, POINTS_CHOICES, purchaseRefusalProblemOf, topUpProblemOf } from './points-purchase.ts'
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

	it('takes a choice of points, and no card (typed at the payment service)', () => {
		expect(pointsPurchaseSchema().parse({ points: '28000', cardNumber: TEST_CARDS.visa.number, cvv: '123' })).toEqual({ points: 28_000 })
		const refused = pointsPurchaseSchema().safeParse({ points: '1500' })
		expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['points', 'pointsChoice']])
	})

	it('says why no points were bought, from a fixed list', () => {
		expect(purchaseRefusalProblemOf('PAYMENT_DECLINED')).toBe('paymentDeclined')
		expect(purchaseRefusalProblemOf('PURCHASE_LIMIT_ERROR', 'points')).toBe('PURCHASE_LIMIT_ERROR')
		expect(purchaseRefusalProblemOf('BAD_REQUEST', 'paymentToken')).toBe('cardStepExpired')
		expect(purchaseRefusalProblemOf('BAD_REQUEST', 'points')).toBe('upstreamRefused')
		expect(topUpProblemOf('authenticationRefused')).toBe('authenticationRefused')
		expect(topUpProblemOf('PURCHASE_LIMIT_ERROR')).toBe('PURCHASE_LIMIT_ERROR')
		for (const other of [null, '', 'anything', '<script>']) expect(topUpProblemOf(other)).toBeNull()
	})
})
