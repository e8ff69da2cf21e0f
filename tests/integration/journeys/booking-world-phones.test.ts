import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { type Guest } from '../../e2e/support/guest.ts'
import { bookingServer, freshEmail, guestForm, guestVisitor, holdRoom, outboxOf, payWithCard, sendDetails, stayFor } from './booking-visitor.ts'

// Issue 31, moved from tests/e2e/booking-world-phones.spec.ts (issue 29): a guest from the
// United Kingdom books with a mobile number given with its country code, as a visitor with
// JavaScript off over plain HTTP. A number that is not a mobile is refused beside the field
// with the country's example. The browser keeps the Spanish guest, with JavaScript off and on.

beforeAll(() => bookingServer(), 90_000)

const oliver: Guest = { givenName: 'Oliver', surname: 'Hughes', email: '', phone: '+44 7700 900123', country: 'United Kingdom' }

describe('guests from anywhere book with their own mobile numbers', () => {
	it(`a guest from ${oliver.country} books with the mobile number ${oliver.phone}`, async () => {
		const guest = await guestVisitor()
		const email = freshEmail('oliver.world-phones')
		const notAMobile = '07700 90012'
		const details = await holdRoom(guest, stayFor(30, 'LONMC'))
		const refused = await sendDetails(guest, details, { ...oliver, email, phone: notAMobile })

		// Refused beside the field, with the country's example; the rest of the form kept.
		const form = guestForm(refused)
		expect(refused.status).toBe(400)
		expect(refused.descriptionOf('Phone', form)).toContain('Enter a mobile number for United Kingdom, like +44 7400 123456.')
		expect(refused.control('Phone', form).getAttribute('aria-invalid')).toBe('true')
		expect(refused.valueOf('Phone', form)).toBe(notAMobile)
		expect(refused.valueOf('Last name', form)).toBe(oliver.surname)

		const sent = await sendDetails(guest, refused, { ...oliver, email })
		const review = await payWithCard(guest, sent, TEST_CARDS.visa)
		expect(review.path).toBe('/reservation/reviewDetails.mi')
		// The platform has the number in E.164, whatever the spaces the guest typed.
		expect(review.text('body')).toContain('+447700900123')

		const booked = await guest.submit(review.form('Book now'), {}, 'Book now')
		expect(booked.redirects.at(-1)).toEqual({ status: 303, location: '/reservation/confirmation.mi' })
		expect(booked.text('body')).toContain(`Thank you, ${oliver.givenName}. Your reservation is confirmed.`)
		const number = booked.text('[data-testid="confirmation-number"]')
		expect(number).toMatch(/^\d{8}$/)
		expect((await outboxOf(email)).map((message) => message.confirmationNumber)).toContain(number)
	})
})
