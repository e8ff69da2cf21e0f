import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import type { Page, Visitor } from '../visitor.ts'
import { ana } from '../../e2e/support/guest.ts'
import {
	bookingServer,
	freshEmail,
	guestForm,
	guestVisitor,
	holdRoom,
	nameOf,
	outboxOf,
	payWithCard,
	refuseOrdersOf,
	sendDetails,
	stayFor,
} from './booking-visitor.ts'

// Book now refused by the platform with a reservation code (spec 001 §8), moved from
// tests/e2e/booking-refusals.spec.ts (issue 29): the message of the one table
// (app/models/reservation-errors.ts), and everything the guest gave still there, as a guest
// with JavaScript off over plain HTTP. The sandbox's scenario refuses this guest's bookings.

beforeAll(() => bookingServer(), 90_000)

/**
 * The guest's details and card given, then the review: the review page of its own
 * (reviewDetails.mi), or the one-page review (reviewguestinformation.mi) with Book now below the form.
 */
async function detailsGiven(guest: Visitor, search: URLSearchParams, email: string, { onePage = false } = {}): Promise<Page> {
	let details = await holdRoom(guest, search)
	if (onePage) details = await guest.goto('/reservation/reviewguestinformation.mi')
	const sent = await sendDetails(guest, details, { ...ana, email }, {}, onePage ? 'Save my details' : 'Continue to review')
	const review = await payWithCard(guest, sent, TEST_CARDS.visa)
	expect(review.path).toBe(onePage ? '/reservation/reviewguestinformation.mi' : '/reservation/reviewDetails.mi')
	expect(review.text('body')).toMatch(/Visa ending in 1111/)
	return review
}

const bookNow = (guest: Visitor, review: Page) => guest.submit(review.form('Book now'), {}, 'Book now')

describe('a refusal at Book now', () => {
	it('the fraud screen (E_FRAUD_ALERT) says to call the hotel, and keeps the guest’s details', async () => {
		const [guest, email] = [await guestVisitor(), freshEmail('fraud-alert')]
		await refuseOrdersOf(email, 'E_FRAUD_ALERT')
		const refused = await bookNow(guest, await detailsGiven(guest, stayFor(18), email))
		expect(refused.status).toBe(422)
		expect(refused.redirects).toEqual([])
		expect(refused.path).toBe('/reservation/reviewDetails.mi')
		expect(refused.text('#review-errors')).toBe("We can't complete this online. Please call the hotel.")
		// Nothing booked, and everything the guest gave is still on the review and in the form.
		expect(refused.text('body')).toMatch(/Visa ending in 1111/)
		expect(refused.text('body')).toContain(email)
		expect(() => refused.form('Book now')).not.toThrow()
		expect(await outboxOf(email)).toEqual([])
		const form = await guest.follow('Change guest details')
		expect(form.valueOf('First name', guestForm(form))).toBe('Ana')
		expect(form.valueOf('E-mail', guestForm(form))).toBe(email)
		expect(form.valueOf('City', guestForm(form))).toBe('Austin')
	})

	it('no free-night certificates left (E_NO_CERTS_LEFT) is said on the one-page review, the form still filled in', async () => {
		const [guest, email] = [await guestVisitor(), freshEmail('no-certificates')]
		await refuseOrdersOf(email, 'E_NO_CERTS_LEFT')
		const refused = await bookNow(guest, await detailsGiven(guest, stayFor(19), email, { onePage: true }))
		expect(refused.status).toBe(422)
		expect(refused.path).toBe('/reservation/reviewguestinformation.mi')
		expect(refused.text('#review-errors')).toBe('There are no free-night certificates left for this stay.')
		const form = guestForm(refused)
		expect(refused.valueOf('First name', form)).toBe('Ana')
		expect(refused.valueOf('Last name', form)).toBe('García')
		expect(refused.valueOf('E-mail', form)).toBe(email)
		expect(() => refused.form('Book now')).not.toThrow()
		expect(await outboxOf(email)).toEqual([])
	})

	it('a card declined at Book now on the review links back to the payment, where a new card books', async () => {
		const [guest, email] = [await guestVisitor(), freshEmail('declined-on-review')]
		await refuseOrdersOf(email, 'PAYMENT_DECLINED')
		const refused = await bookNow(guest, await detailsGiven(guest, stayFor(22), email))
		expect(refused.status).toBe(400)
		expect(refused.text('#review-errors')).toBe('The card issuer declined the card. Change the payment and try again.')

		await refuseOrdersOf(email, null)
		// Beside the message, and the review's own link to the payment below it.
		const changePayment = [...refused.document.querySelectorAll('.booking-review a[href]')].filter((link) => nameOf(link) === 'Change payment')
		expect(changePayment.map((link) => link.getAttribute('href'))).toEqual([
			expect.stringMatching(/\/reservation\/guestInfo\.mi#payment$/),
			expect.stringMatching(/\/reservation\/guestInfo\.mi#payment$/),
		])
		const payment = await guest.goto(changePayment[0]?.getAttribute('href') ?? '')
		expect(payment.path).toBe('/reservation/guestInfo.mi')
		expect(payment.valueOf('E-mail', guestForm(payment))).toBe(email)
		const sent = await guest.submit(guestForm(payment), { 'Another card': true, 'I have read and accept': true }, 'Continue to review')
		const review = await payWithCard(guest, sent, TEST_CARDS.mastercard)
		const booked = await bookNow(guest, review)
		expect(booked.redirects.at(-1)).toEqual({ status: 303, location: '/reservation/confirmation.mi' })
		expect(booked.path).toBe('/reservation/confirmation.mi')
	})
})
