import { describe, expect, it, vi } from 'vitest'
import { SEED_CONFIRMATION_NUMBERS, seedReservationRows } from '@meridian/sandbox/db/seed/catalogue/reservations.ts'
import { action as lookUp, loader as lookupPage } from '#app/routes/reservations/lookup.tsx'
import { loader as upcoming } from '#app/routes/reservations/upcoming.tsx'
import { loader as upcomingCalendar } from '#app/routes/reservations/upcoming-calendar.ts'
import { action as viewTrip, loader as myTrips } from '#app/routes/account/trips.tsx'
import { action as cancel, loader as cancelPage } from '#app/routes/reservations/cancel.tsx'
import { action as checkIn, loader as checkInPage } from '#app/routes/reservations/check-in-details.tsx'
import { loader as checkedInPage } from '#app/routes/reservations/check-in-confirmation.tsx'
import { LOOKUP_LINK_CLIENT_ID, lookupLinkPayload } from '#app/models/lookup-link.ts'
import { aesEncrypt } from '#app/services/upstream/encryption.server.ts'
import { cookieFor, get, post } from './route-calls.ts'
import { guest, signedInMember, useSandboxUpstream } from './sandbox-upstream.ts'

// Finding a reservation (issue 14, first part): the lookup form, the upcoming-reservation
// page it leads to through the session, and a member's trips, against a sandbox of their own.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const seeded = (confirmationNumber: string) => {
	const row = seedReservationRows(new Date()).stays.find((stay) => stay.confirmationNumber === confirmationNumber)
	if (!row) throw new Error(`no seeded reservation ${confirmationNumber}`)
	return row
}
const upcomingStay = seeded(SEED_CONFIRMATION_NUMBERS.upcoming)
const lookupOf = (overrides: Record<string, string> = {}) => ({
	confirmationNumber: upcomingStay.confirmationNumber,
	lastName: upcomingStay.guestSurname,
	checkInDate: upcomingStay.checkInDate,
	...overrides,
})

type Reply = { result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }

describe('the reservation lookup', () => {
	it('finds a reservation by number, last name and check-in date, and shows it without naming it in an address', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		expect((await get(lookupPage, '/reservation/lookupReservation.mi', cookie)).status).toBe(200)
		const found = await post(lookUp, '/reservation/lookupReservation.mi', lookupOf({ lastName: 'lindqvist', confirmationNumber: ' 7142 0851 ' }), cookie)
		expect(found.status).toBe(303)
		expect(found.headers.get('Location')).toBe('/reservation/upcomingReservation.mi')
		const page = await get(upcoming, '/reservation/upcomingReservation.mi', cookie)
		expect(page.status).toBe(200)
		const data = await page.json()
		expect(data.view).toMatchObject({ confirmationNumber: '71420851', status: 'CONFIRMED', hotelName: expect.stringContaining('New York') })
		expect(data.header.hotel.code).toBe('NYCMC')
		// The same stay to a calendar, and another room for it.
		const ics = await get(upcomingCalendar, '/reservation/upcomingReservation.ics', cookie)
		expect(ics.headers.get('Content-Type')).toContain('text/calendar')
		expect(await ics.text()).toContain('UID:reservation-71420851@meridian-hotels.example')
		expect(data.links.bookAnother).toBe(
			`/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=${upcomingStay.checkInDate}&toDate=${upcomingStay.checkOutDate}`,
		)
	})

	it('says reservation.not.found for a wrong name or date, the same either way, keeping the values', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		for (const wrong of [{ lastName: 'Nobody' }, { checkInDate: '2030-01-01' }] as Array<Record<string, string>>) {
			const answer = await post(lookUp, '/reservation/lookupReservation.mi', lookupOf(wrong), cookie)
			expect(answer.status).toBe(400)
			const { result } = (await answer.json()) as Reply
			expect(result.error).toEqual({ '': ['reservation.not.found'] })
			expect(result.initialValue).toMatchObject({ confirmationNumber: '71420851' })
		}
		// Nothing was kept: the upcoming page asks for a lookup.
		const page = await get(upcoming, '/reservation/upcomingReservation.mi', cookie)
		expect(page.status).toBe(302)
		expect(page.headers.get('Location')).toBe('/reservation/lookupReservation.mi')
	})

	it('checks the number’s format first (spec 001 §5: digits, at most 11), and every field', async () => {
		const answer = await post(lookUp, '/reservation/lookupReservation.mi', { confirmationNumber: '123456789012', lastName: '', checkInDate: '2026-02-30' })
		expect(answer.status).toBe(400)
		expect(((await answer.json()) as Reply).result.error).toEqual({
			confirmationNumber: ['confirmation.number.format.invalid'],
			lastName: ['lastNameRequired'],
			checkInDate: ['checkInDateRequired'],
		})
	})

	it('shows a cancelled reservation as cancelled', async () => {
		const cancelled = seeded(SEED_CONFIRMATION_NUMBERS.cancelled)
		const cookie = await cookieFor(guest.sessionToken)
		const lookup = { confirmationNumber: cancelled.confirmationNumber, lastName: cancelled.guestSurname, checkInDate: cancelled.checkInDate }
		expect((await post(lookUp, '/reservation/lookupReservation.mi', lookup, cookie)).status).toBe(303)
		const page = await (await get(upcoming, '/reservation/upcomingReservation.mi', cookie)).json()
		expect(page.view.status).toBe('CANCELLED')
		expect(page.links).toMatchObject({ calendar: null, bookAnother: null, cancel: null })
		expect((await get(upcomingCalendar, '/reservation/upcomingReservation.ics', cookie)).status).toBe(404)
	})
})

describe('my trips', () => {
	it('lists a member’s upcoming, past and cancelled stays, and opens one through a form', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const { trips } = await (await get(myTrips, '/es/loyalty/findReservationList.mi', cookie)).json()
		expect(trips.upcoming.map((trip: { confirmationNumber: string }) => trip.confirmationNumber)).toContain('71420851')
		expect(trips.cancelled.map((trip: { confirmationNumber: string }) => trip.confirmationNumber)).toEqual(['71420873'])
		const opened = await post(viewTrip, '/es/loyalty/findReservationList.mi', { confirmationNumber: '71420851' }, cookie)
		expect(opened.status).toBe(303)
		expect(opened.headers.get('Location')).toBe('/es/reservation/upcomingReservation.mi')
		expect((await (await get(upcoming, '/es/reservation/upcomingReservation.mi', cookie)).json()).view.confirmationNumber).toBe('71420851')
	})

	it('opens no one else’s stay, and sends a visitor who is not signed in to the lookup', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		// 71420884 is titanium's.
		const refused = await post(viewTrip, '/es/loyalty/findReservationList.mi', { confirmationNumber: '71420884' }, cookie)
		expect(refused.headers.get('Location')).toBe('/es/loyalty/findReservationList.mi')
		const guestAsks = await get(myTrips, '/loyalty/findReservationList.mi', await cookieFor(guest.sessionToken))
		expect(guestAsks.status).toBe(302)
		expect(guestAsks.headers.get('Location')).toBe('/reservation/lookupReservation.mi')
	})

	it('sends a member who looks up one of their own stays to their trips; someone else’s stay opens as for anyone', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const own = await post(lookUp, '/es/reservation/lookupReservation.mi', lookupOf(), cookie)
		expect(own.status).toBe(303)
		expect(own.headers.get('Location')).toBe('/es/loyalty/findReservationList.mi')
		const sato = seeded(SEED_CONFIRMATION_NUMBERS.twoRooms)
		const other = await post(
			lookUp,
			'/es/reservation/lookupReservation.mi',
			lookupOf({ confirmationNumber: sato.confirmationNumber, lastName: sato.guestSurname, checkInDate: sato.checkInDate }),
			cookie,
		)
		expect(other.headers.get('Location')).toBe('/es/reservation/upcomingReservation.mi')
	})
})

describe('cancelling', () => {
	it('cancels one room of two, then the rest; a repeat lands on the same result', async () => {
		const twoRooms = seeded(SEED_CONFIRMATION_NUMBERS.twoRooms)
		const cookie = await cookieFor(guest.sessionToken)
		const lookup = { confirmationNumber: twoRooms.confirmationNumber, lastName: twoRooms.guestSurname, checkInDate: twoRooms.checkInDate }
		expect((await post(lookUp, '/reservation/lookupReservation.mi', lookup, cookie)).status).toBe(303)
		const page = await (await get(cancelPage, '/reservation/confirmReservationCancellation.mi', cookie)).json()
		expect(page.rooms.map((room: { ordinal: number }) => room.ordinal)).toEqual([1, 2])

		const one = await post(cancel, '/reservation/confirmReservationCancellation.mi', { rooms: '2' }, cookie)
		expect(one.status).toBe(303)
		expect(one.headers.get('Location')).toBe('/reservation/upcomingReservation.mi')
		const afterOne = await (await get(upcoming, '/reservation/upcomingReservation.mi', cookie)).json()
		expect(afterOne.view).toMatchObject({ status: 'CONFIRMED', rooms: [{ cancelled: false }, { cancelled: true }] })
		expect(afterOne.links.cancel).toBe('/reservation/confirmReservationCancellation.mi')

		for (let attempt = 0; attempt < 2; attempt++) {
			const all = await post(cancel, '/reservation/confirmReservationCancellation.mi', { rooms: 'all' }, cookie)
			expect(all.status).toBe(303)
			expect(all.headers.get('Location')).toBe('/reservation/upcomingReservation.mi')
		}
		const afterAll = await (await get(upcoming, '/reservation/upcomingReservation.mi', cookie)).json()
		expect(afterAll.view.status).toBe('CANCELLED')
		expect(afterAll.links.cancel).toBeNull()
		// Nothing is left to cancel: the page sends the guest back to the reservation.
		expect((await get(cancelPage, '/reservation/confirmReservationCancellation.mi', cookie)).headers.get('Location')).toBe(
			'/reservation/upcomingReservation.mi',
		)
	})

	it('takes the spec’s confirmationNumbers query only for the reservation found, and drops it from the address', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		expect((await post(lookUp, '/reservation/lookupReservation.mi', lookupOf(), cookie)).status).toBe(303)
		const same = await get(cancelPage, '/reservation/confirmReservationCancellation.mi?confirmationNumbers=71420851&confirmationNumbers=1', cookie)
		expect(same.headers.get('Location')).toBe('/reservation/confirmReservationCancellation.mi')
		const other = await get(cancelPage, '/reservation/confirmReservationCancellation.mi?confirmationNumbers=71420884', cookie)
		expect(other.headers.get('Location')).toBe('/reservation/lookupReservation.mi')
		// A stay that has begun is the hotel's to change.
		const today = seeded(SEED_CONFIRMATION_NUMBERS.checkInToday)
		await post(
			lookUp,
			'/reservation/lookupReservation.mi',
			{ confirmationNumber: today.confirmationNumber, lastName: today.guestSurname, checkInDate: today.checkInDate },
			cookie,
		)
		const refused = await post(cancel, '/reservation/confirmReservationCancellation.mi', { rooms: 'all' }, cookie)
		expect(refused.status).toBe(409)
		expect(await refused.json()).toEqual({ error: { key: 'booking.reservationErrors.modifyDisallowed' } })
	})
})

describe('lookup links', () => {
	const linkFor = async (stay: ReturnType<typeof seeded>, overrides: Record<string, unknown> = {}) => {
		const payload = {
			...lookupLinkPayload(
				{
					confirmationNumber: stay.confirmationNumber,
					checkInDate: stay.checkInDate,
					checkOutDate: stay.checkOutDate,
					guest: { givenName: stay.guestGivenName, surname: stay.guestSurname },
				},
				'en-US',
				new Date(),
			),
			...overrides,
		}
		return `/reservation/lookupReservation.mi?${new URLSearchParams({ data: await aesEncrypt(JSON.stringify(payload), LOOKUP_LINK_CLIENT_ID, guest) })}`
	}

	it('fill the form in from the encrypted payload, and change nothing until the guest finds it', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		const page = await get(lookupPage, await linkFor(upcomingStay), cookie)
		expect(page.status).toBe(200)
		expect((await page.json()).prefill).toEqual({ confirmationNumber: '71420851', lastName: 'Lindqvist', checkInDate: upcomingStay.checkInDate })
		expect((await get(upcoming, '/reservation/upcomingReservation.mi', cookie)).status).toBe(302)
	})

	it('say so for a changed, cut short, cancelled or expired link, and never show a reservation', async () => {
		const link = await linkFor(upcomingStay)
		const data = new URL(link, 'http://localhost').searchParams.get('data') ?? ''
		const flipped = `${data.slice(0, 20)}${data[20] === 'A' ? 'B' : 'A'}${data.slice(21)}`
		const cases: Array<[string, string]> = [
			[`/reservation/lookupReservation.mi?data=${encodeURIComponent(flipped)}`, 'linkInvalid'],
			[`/reservation/lookupReservation.mi?data=${encodeURIComponent(data.slice(0, 30))}`, 'linkInvalid'],
			[`/reservation/lookupReservation.mi?data=${'x'.repeat(5000)}`, 'linkInvalid'],
			[await linkFor(seeded(SEED_CONFIRMATION_NUMBERS.cancelled)), 'linkCancelled'],
			[await linkFor(upcomingStay, { checkoutDate: '2020-01-05' }), 'linkExpired'],
			[await linkFor(upcomingStay, { lastName: 'Nobody' }), 'linkInvalid'],
		]
		for (const [path, error] of cases) {
			const answer = await get(lookupPage, path)
			expect(answer.status, error).toBe(400)
			expect(await answer.json()).toMatchObject({ linkError: error, prefill: null })
		}
	})
})

describe('check-in now', () => {
	it('checks in the stay arriving today, asks for an early room before 14:00, and shows where that stands', async () => {
		const today = seeded(SEED_CONFIRMATION_NUMBERS.checkInToday)
		const cookie = await cookieFor(guest.sessionToken)
		await post(
			lookUp,
			'/reservation/lookupReservation.mi',
			{ confirmationNumber: today.confirmationNumber, lastName: today.guestSurname, checkInDate: today.checkInDate },
			cookie,
		)
		expect((await (await get(upcoming, '/reservation/upcomingReservation.mi', cookie)).json()).links.checkIn).toBe('/reservation/check-in-details.mi')
		expect((await (await get(checkInPage, '/reservation/check-in-details.mi', cookie)).json()).open).toBe(true)
		// Not checked in yet: the result page sends the guest to check in.
		expect((await get(checkedInPage, '/reservation/check-in-confirmation.mi', cookie)).headers.get('Location')).toBe('/reservation/check-in-details.mi')

		expect((await post(checkIn, '/reservation/check-in-details.mi', { arrivalTime: '25:00' }, cookie)).status).toBe(400)
		const done = await post(checkIn, '/reservation/check-in-details.mi', { arrivalTime: '11:00' }, cookie)
		expect(done.headers.get('Location')).toBe('/reservation/check-in-confirmation.mi')
		expect(await (await get(checkedInPage, '/reservation/check-in-confirmation.mi', cookie)).json()).toMatchObject({
			arrivalTime: '11:00',
			earlyArrival: 'requested',
			canChange: true,
		})
	})

	it('is not open for a stay arriving another day', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		await post(lookUp, '/reservation/lookupReservation.mi', lookupOf(), cookie)
		expect((await (await get(checkInPage, '/reservation/check-in-details.mi', cookie)).json()).open).toBe(false)
		const refused = await post(checkIn, '/reservation/check-in-details.mi', { arrivalTime: '15:00' }, cookie)
		expect(refused.status).toBe(409)
		expect(await refused.json()).toEqual({ error: { key: 'booking.reservationErrors.modifyDisallowed' } })
	})
})
