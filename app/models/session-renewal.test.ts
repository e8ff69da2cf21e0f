import { describe, expect, it } from 'vitest'
import { carriedOver, cartHoldsNothingOfAMember } from './session-renewal.ts'

const bookingCart = { cartId: 'c1', rateListSearch: 'propertyCode=NYCMC' }
// What a signed-in member's session holds once they have looked at a stay and booked one.
const membersOwn = {
	foundReservation: { confirmationNumber: '71420851', surname: 'Lindqvist' },
	reservationChange: { cartId: 'c2' },
	bookingOrder: { orderId: 'o1', confirmationNumber: '71420852', cartId: 'c0', rateListSearch: '' },
	enrollment: { memberNumber: '100000001' },
	mfaOption: { emailAddress: 'g***@example.com', phoneNumbers: [] },
	mfaPageName: 'sign-in',
	memberTier: 'gold',
	memberPoints: 48_210,
	passwordReset: { email: 'gold@example.com' },
	someoneElsesKey: 1,
}
const remembered = { rememberedUser: true, rememberToken: 'r', userIdToken: 'u', consumerID: 'CUST-GOLD', memberName: 'Grace Lindqvist' }

describe('carriedOver', () => {
	it('at a guest’s sign-in keeps what the guest built up, the locale and the cart', () => {
		const data = { locale: 'es-ES', bookingCart, foundReservation: { confirmationNumber: '1' }, someoneElsesKey: 1 }
		expect(carriedOver(data, 'sign-in')).toEqual(data)
	})

	it('leaves behind what proves a sign-in and the last errors', () => {
		expect(carriedOver({ authenticated: true, accessToken: 'a', apiErrors: ['x'], locale: 'en-US' }, 'sign-in')).toEqual({ locale: 'en-US' })
	})

	it('at sign-out keeps nothing of the member: only the locale, the page’s hotel, the migration statuses and the cart’s id', () => {
		const data = {
			locale: 'es-ES',
			propertyId: 'NYCMC',
			uxlMigrationStatus: [{ propertyId: 'NYCMC', status: 'M' }],
			...membersOwn,
			bookingCart: { ...bookingCart, newMemberNumber: '1' },
		}
		expect(carriedOver(data, 'sign-out')).toEqual({ locale: 'es-ES', propertyId: 'NYCMC', uxlMigrationStatus: data.uxlMigrationStatus, bookingCart })
	})

	it('at sign-out keeps the remembered member, as "remember me" says, and nothing else of theirs', () => {
		expect(carriedOver({ locale: 'en-US', ...remembered, ...membersOwn }, 'sign-out')).toEqual({ locale: 'en-US', ...remembered })
		// Not remembered: the platform's leftovers of the member go too.
		expect(carriedOver({ locale: 'en-US', consumerID: 'CUST-GOLD', memberName: 'Grace Lindqvist' }, 'sign-out')).toEqual({ locale: 'en-US' })
	})

	it('at a sign-in over a member’s session (signed in or remembered) keeps as little as at sign-out', () => {
		expect(carriedOver({ locale: 'en-US', authenticated: true, accessToken: 'a', consumerID: 'CUST-GOLD', ...membersOwn, bookingCart }, 'sign-in')).toEqual({
			locale: 'en-US',
			bookingCart,
		})
		expect(carriedOver({ locale: 'en-US', ...remembered, ...membersOwn }, 'sign-in')).toEqual({ locale: 'en-US', ...remembered })
	})
})

describe('a sign-in waiting for its second factor', () => {
	const secondFactor = { sentTo: 'm***s@example.com', channel: 'email' as const, customerId: 'CUST-MFA', rememberMe: false }

	it('is left behind by a new sign-in and by a sign-out', () => {
		expect(carriedOver({ secondFactor, locale: 'en-US' }, 'sign-in')).toEqual({ locale: 'en-US' })
		expect(carriedOver({ secondFactor, locale: 'en-US', ...remembered }, 'sign-in')).toEqual({ locale: 'en-US', ...remembered })
		expect(carriedOver({ secondFactor, locale: 'en-US' }, 'sign-out')).toEqual({ locale: 'en-US' })
	})

	it('comes along to the session its code is checked in, with what the password step’s session held, remembered or not', () => {
		expect(carriedOver({ secondFactor, locale: 'en-US', bookingCart }, 'second-factor')).toEqual({ secondFactor, locale: 'en-US', bookingCart })
		expect(carriedOver({ secondFactor, locale: 'en-US', ...remembered, apiErrors: ['x'] }, 'second-factor')).toEqual({
			secondFactor,
			locale: 'en-US',
			...remembered,
		})
	})
})

describe('cartHoldsNothingOfAMember', () => {
	const bare = { customerId: null, guest: null, payment: null, modifiesConfirmationNumber: null }
	it('is a room and rate chosen, nothing more', () => {
		expect(cartHoldsNothingOfAMember(bare)).toBe(true)
		expect(cartHoldsNothingOfAMember({ ...bare, customerId: 'CUST-GOLD' })).toBe(false)
		expect(
			cartHoldsNothingOfAMember({ ...bare, payment: { network: 'visa', lastFour: '1111', expiryMonth: 1, expiryYear: 2030, cardholderName: 'G L' } }),
		).toBe(false)
		expect(cartHoldsNothingOfAMember({ ...bare, modifiesConfirmationNumber: '71420851' })).toBe(false)
	})
})
