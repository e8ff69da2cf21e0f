import { beforeAll, describe, expect, it } from 'vitest'
import { SEED_CONFIRMATION_NUMBERS } from '@meridian/sandbox/db/seed/catalogue/reservations.ts'
import { PASSWORD } from '../../e2e/support/sign-in.ts'
import { bookingServer, guestVisitor, named } from './booking-visitor.ts'

// Finding a reservation (issue 14), moved from tests/e2e/reservation-lookup.spec.ts (issue
// 29): a lookup that finds nothing and a member's trips, as a visitor with JavaScript off
// over plain HTTP (each from an address of its own: lookups count per address). The browser keeps the lookup form, the frames, the generic redirect
// page (where the browser's navigation is led on) and the @js journeys.

beforeAll(() => bookingServer(), 90_000)

describe('finding a reservation', () => {
	// A number of its own: wrong lookups count per confirmation number too (5 per 15 minutes,
	// for everyone), and the seeded stays' numbers are tried wrongly by other files on the
	// shared server. A number no reservation has is answered exactly as a wrong name.
	it('details that match no reservation find nothing, and say so with the values kept', async () => {
		const guest = await guestVisitor()
		const number = `9${String(Date.now()).slice(-7)}`
		const form = await guest.goto('/reservation/lookupReservation.mi')
		const refused = await guest.submit(
			form.form('Find reservation'),
			{ 'Confirmation number': number, 'Last name': 'Nobody', 'Check-in date': '2030-01-10' },
			'Find reservation',
		)
		expect(refused.status).toBe(400)
		expect(refused.alerts.join(' ')).toContain("We couldn't find a reservation with these details.")
		expect(refused.valueOf('Confirmation number')).toBe(number)
		expect(refused.valueOf('Last name')).toBe('Nobody')
	})

	it('gold@example.com opens a stay from her trips', async () => {
		const guest = await guestVisitor()
		const signInPage = await guest.goto('/sign-in.mi?returnTo=%2Floyalty%2FfindReservationList.mi')
		const trips = await guest.submit(signInPage.form('Sign in'), { 'E-mail or member number': 'gold@example.com', Password: PASSWORD }, 'Sign in')
		expect(trips.heading).toBe('My trips')
		expect(named(trips, 'Cancelled stays')?.textContent).toContain(`Confirmation number: ${SEED_CONFIRMATION_NUMBERS.cancelled}`)
		const view = [...trips.document.querySelectorAll('button')].find((button) =>
			new RegExp(`reservation ${SEED_CONFIRMATION_NUMBERS.upcoming}$`).test(button.getAttribute('aria-label') ?? ''),
		)
		const form = view?.closest('form')
		if (!form) throw new Error(`no View button for reservation ${SEED_CONFIRMATION_NUMBERS.upcoming}`)
		const upcoming = await guest.submit(form)
		expect(upcoming.redirects.map((hop) => hop.status)).toEqual([303])
		expect(upcoming.path).toBe('/reservation/upcomingReservation.mi')
		expect(upcoming.text('[data-testid="confirmation-number"]')).toBe(SEED_CONFIRMATION_NUMBERS.upcoming)
		// A post-booking page: the hotel's header with its save heart (spec 000 §2).
		const heart = [...upcoming.document.querySelectorAll('.confirmation__hotel button')].map(
			(button) => button.getAttribute('aria-label') ?? button.textContent ?? '',
		)
		expect(heart).toContainEqual(expect.stringMatching(/Meridian New York Times Square/))
	})
})
