import { describe, expect, it } from 'vitest'
import { carriedOver } from './session-renewal.ts'

describe('carriedOver', () => {
	it('keeps the booking memory, the locale and a remembered member', () => {
		const bookingCart = { cartId: 'c1', rateListSearch: 'propertyCode=NYCMC' }
		const data = { locale: 'es-ES', bookingCart, rememberedUser: true, rememberToken: 'r', consumerID: 'x', memberName: 'A B', someoneElsesKey: 1 }
		expect(carriedOver(data)).toEqual(data)
	})

	it('leaves behind what proves a sign-in and the last errors', () => {
		expect(carriedOver({ authenticated: true, accessToken: 'a', apiErrors: ['x'], locale: 'en-US' })).toEqual({ locale: 'en-US' })
	})

	it('leaves a sign-in waiting for its second factor behind, except for the session its code is checked in', () => {
		const secondFactor = { sentTo: 'm***s@example.com', channel: 'email' as const, customerId: 'CUST-MFA', rememberMe: false }
		expect(carriedOver({ secondFactor, locale: 'en-US' })).toEqual({ locale: 'en-US' })
		expect(carriedOver({ secondFactor, locale: 'en-US' }, { pendingSignIn: true })).toEqual({ secondFactor, locale: 'en-US' })
	})
})
