import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana } from '../../e2e/support/guest.ts'
import { bookingServer, freshEmail, guestVisitor, holdRoom, isoDay, payWithCard, selectRate, sendDetails } from './booking-visitor.ts'

// Changing a reservation (issue 14), moved from tests/e2e/modify-reservation.spec.ts (issue
// 29): a change made elsewhere meanwhile is refused, as a visitor with JavaScript off over
// plain HTTP whose second tab is the same visitor (the same session) with a page kept aside.
// The browser keeps changing the dates and upgrading a room, with JavaScript off and on.

beforeAll(() => bookingServer(), 90_000)

const count = (page: { document: { querySelectorAll: (selector: string) => ArrayLike<unknown> } }) =>
	page.document.querySelectorAll('[data-testid="stay-now"] li').length

describe('changing a reservation', () => {
	it('a change made elsewhere meanwhile is refused, and the page shows the reservation as it is now', async () => {
		const guest = await guestVisitor()
		const checkIn = 320
		const stay = { propertyCode: 'NYCMC', fromDate: isoDay(checkIn), toDate: isoDay(checkIn + 2), roomCount: '2', numAdultsPerRoom: '1' }
		const details = await holdRoom(guest, new URLSearchParams(stay))
		const review = await payWithCard(guest, await sendDetails(guest, details, { ...ana, email: freshEmail('changes-stale') }), TEST_CARDS.visa)
		const booked = await guest.submit(review.form('Book now'), {}, 'Book now')
		const number = booked.text('[data-testid="confirmation-number"]')
		const lookup = await guest.goto(booked.link('A link to find this reservation later'))
		const found = await guest.submit(lookup.form('Find reservation'), {}, 'Find reservation')
		expect(found.text('[data-testid="confirmation-number"]')).toBe(number)

		const list = await guest.goto(
			`/reservation/modifyRateListMenu.mi?fromDate=${isoDay(checkIn + 1)}&toDate=${isoDay(checkIn + 3)}&roomCount=2&numAdultsPerRoom=1`,
		)
		const confirm = await selectRate(guest, list, 'Select Flexible Rate, ')
		expect(confirm.path).toBe('/reservation/confirmChanges.mi')
		expect(count(confirm)).toBe(2)

		// Meanwhile, another tab of the same session cancels one of the two rooms.
		const cancel = await guest.goto('/reservation/confirmReservationCancellation.mi')
		const cancelled = await guest.submit(cancel.form('Cancel reservation'), { 'Room 2 only: ': true }, 'Cancel reservation')
		expect(cancelled.texts('[role="status"]').join(' ')).toContain('The room is cancelled.')

		// The first tab's form carries the revision it saw: refused, nothing half-applied, the reservation shown as it is now.
		const refused = await guest.submit(confirm.form('Confirm changes'), {}, 'Confirm changes')
		expect(refused.status).toBe(409)
		expect(refused.redirects).toEqual([])
		expect(refused.alerts.join(' ')).toContain('Your reservation changed since you opened this page')
		expect(refused.text('[data-testid="confirmation-number"]')).toBe(number)
		expect(count(refused)).toBe(1)
	})
})
