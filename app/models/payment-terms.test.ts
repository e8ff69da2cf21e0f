import { describe, expect, it } from 'vitest'
import { paymentTermsOf } from './payment-terms.ts'

const cartOn = (ratePlan: { isRedemption: boolean; depositType?: number | null }) => ({ items: [{ product: { ratePlan } }] })

describe('paymentTermsOf', () => {
	it('reads the deposit payment type of the rate, and a guarantee without one', () => {
		expect(paymentTermsOf(cartOn({ isRedemption: false, depositType: null }))).toBe('guarantee')
		expect(paymentTermsOf(cartOn({ isRedemption: false, depositType: 1 }))).toBe('wholeStayNow')
		expect(paymentTermsOf(cartOn({ isRedemption: false, depositType: 4 }))).toBe('firstNightNow')
		expect(paymentTermsOf(cartOn({ isRedemption: false, depositType: 8 }))).toBe('wholeStayBeforeArrival')
	})

	it('has no terms for a points stay or an empty cart', () => {
		expect(paymentTermsOf(cartOn({ isRedemption: true }))).toBeNull()
		expect(paymentTermsOf({ items: [] })).toBeNull()
	})
})
