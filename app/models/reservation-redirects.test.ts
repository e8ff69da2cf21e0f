import { describe, expect, it } from 'vitest'
import { pageKindOf, reservationRedirect } from './reservation-redirects.ts'

const on = (pathname: string, locale: 'en-US' | 'es-ES' = 'en-US') => ({ pathname, locale })

describe('reservationRedirect (spec 001 §2)', () => {
	it('sends an expired session to the expired-session page with a 302', () => {
		const trigger = { kind: 'upstream-error', code: 'SESSION_VALIDATION_FAILED_OR_EXPIRED' } as const
		expect(reservationRedirect(trigger, on('/reservation/guestInfo.mi'))).toEqual({ status: 302, location: '/reservation/expiredSession.mi' })
		expect(reservationRedirect(trigger, on('/es/reservation/guestInfo.mi', 'es-ES'))).toEqual({
			status: 302,
			location: '/es/reservation/expiredSession.mi',
		})
	})

	it('sends an expired cart to the rate list with a 302', () => {
		const trigger = { kind: 'upstream-error', code: 'CART_VALIDATION_FAILED_OR_EXPIRED' } as const
		expect(reservationRedirect(trigger, on('/reservation/reviewDetails.mi'))).toEqual({ status: 302, location: '/reservation/rateListMenu.mi' })
	})

	it('sends notFound to the error page with a 307', () => {
		expect(reservationRedirect({ kind: 'not-found' }, on('/reservation/confirmation.mi'))).toEqual({ status: 307, location: '/error' })
	})

	it('sends lookup-to-my-trips to the lookup page with a 302', () => {
		expect(reservationRedirect({ kind: 'lookup-to-my-trips' }, on('/loyalty/findReservationList.mi'))).toEqual({
			status: 302,
			location: '/reservation/lookupReservation.mi',
		})
	})

	it('follows a same-origin navigationURL on an availability route only', () => {
		const trigger = { kind: 'navigation-url', url: '/reservation/rateListMenu.mi?propertyCode=NYCMC' } as const
		expect(reservationRedirect(trigger, on('/reservation/availability.mi'))).toEqual({
			status: 302,
			location: '/reservation/rateListMenu.mi?propertyCode=NYCMC',
		})
		expect(reservationRedirect(trigger, on('/reservation/availabilitySearch.mi'))?.status).toBe(302)
		expect(reservationRedirect(trigger, on('/reservation/guestInfo.mi'))).toBeNull()
		for (const url of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', null]) {
			expect(reservationRedirect({ kind: 'navigation-url', url }, on('/reservation/availability.mi'))).toBeNull()
		}
	})

	it('leaves other errors alone', () => {
		expect(reservationRedirect({ kind: 'upstream-error', code: 'E_MAX_BOOKINGS' }, on('/reservation/guestInfo.mi'))).toBeNull()
	})
})

describe('pageKindOf', () => {
	it('is the last path segment', () => {
		expect(pageKindOf('/es/reservation/rateListMenu.mi')).toBe('rateListMenu.mi')
		expect(pageKindOf('/')).toBe('')
	})
})
