import { describe, expect, it, vi } from 'vitest'
import { upstreamFaults } from '#mocks/upstream/server.ts'
import { SEED_CONFIRMATION_NUMBERS, seedReservationRows } from '@meridian/sandbox/db/seed/catalogue/reservations.ts'
import { addDays } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { action as lookUp } from '#app/routes/reservations/lookup.tsx'
import { action as select, loader as modifyList } from '#app/routes/reservations/modify-rate-list.tsx'
import { action as confirm, loader as confirmPage } from '#app/routes/reservations/confirm-changes.tsx'
import { loader as upcoming } from '#app/routes/reservations/upcoming.tsx'
import { action as upgrade } from '#app/routes/reservations/upgrade.tsx'
import { cookieFor, get, post } from './route-calls.ts'
import { guest, useSandboxUpstream } from './sandbox-upstream.ts'

// Changing a reservation (issue 14): the modify rate list of the reservation the session
// found, its change cart, and the confirm page, against a sandbox of their own.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const MODIFY = '/reservation/modifyRateListMenu.mi'
const CONFIRM = '/reservation/confirmChanges.mi'
const stay = seedReservationRows(new Date()).stays.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.nonMemberGuest)!

async function foundBlake() {
	const cookie = await cookieFor(guest.sessionToken)
	const found = await post(
		lookUp,
		'/reservation/lookupReservation.mi',
		{ confirmationNumber: stay.confirmationNumber, lastName: 'Blake', checkInDate: stay.checkInDate },
		cookie,
	)
	expect(found.status).toBe(303)
	return cookie
}

const newStay = {
	propertyCode: stay.propertyId,
	fromDate: addDays(stay.checkInDate, 1),
	toDate: addDays(stay.checkOutDate, 1),
	roomCount: '1',
	numAdultsPerRoom: '2',
}
const pick = { ...newStay, ratePlanCode: 'FLEX', roomCode: 'DKNG' }

describe('changing a reservation', () => {
	it('lists rates for the found reservation, and answers 503 when the platform cannot read it', async () => {
		const cookie = await foundBlake()
		const list = await get(modifyList, MODIFY, cookie)
		expect(list.status).toBe(200)
		expect(await list.json()).toMatchObject({ kind: 'list', heading: `Changing reservation ${stay.confirmationNumber}` })
		upstreamFaults.next('PhoenixBookReservationLookup', 'server-error')
		expect((await get(modifyList, MODIFY, cookie)).status).toBe(503)
	})

	it('refuses a tampered form, a stale revision (409) and a failing platform (503) without changing anything, then applies the change once', async () => {
		const cookie = await foundBlake()
		const checkInNow = async () => (await (await get(upcoming, '/reservation/upcomingReservation.mi', cookie)).json()).view.checkIn as string
		const before = await checkInNow()
		const chosen = await post(select, `${MODIFY}?${new URLSearchParams(newStay)}`, pick, cookie)
		expect(chosen.status).toBe(303)
		expect(chosen.headers.get('Location')).toBe(CONFIRM)
		const page = await get(confirmPage, CONFIRM, cookie)
		expect(page.status).toBe(200)
		const { revisions } = await page.json()
		expect(revisions).toEqual({ reservationRevisionNumber: expect.any(Number), orderRevisionNumber: null })
		const seen = { reservationRevisionNumber: String(revisions.reservationRevisionNumber), orderRevisionNumber: '' }

		expect((await post(confirm, CONFIRM, { ...seen, reservationRevisionNumber: 'x' }, cookie)).status).toBe(400)
		const stale = await post(confirm, CONFIRM, { ...seen, reservationRevisionNumber: String(revisions.reservationRevisionNumber - 1) }, cookie)
		expect(stale.status).toBe(409)
		expect(await stale.json()).toEqual({ error: { key: 'booking.reservationErrors.changeStale', status: 409 } })
		upstreamFaults.next('PhoenixBookUpdateReservationChanges', 'server-error')
		expect((await post(confirm, CONFIRM, seen, cookie)).status).toBe(503)
		expect(await checkInNow()).toBe(before)

		const done = await post(confirm, CONFIRM, seen, cookie)
		expect(done.status).toBe(303)
		expect(done.headers.get('Location')).toBe('/reservation/upcomingReservation.mi')
		expect(await checkInNow()).not.toBe(before)
		// Sent again (back and submit): nothing is pending, the reservation as it is.
		const again = await post(confirm, CONFIRM, seen, cookie)
		expect(again.status).toBe(303)
		expect(again.headers.get('Location')).toBe('/reservation/upcomingReservation.mi')
	})
})

describe('upgrading a room', () => {
	it('says a refused upgrade as the one table does: the room gone meanwhile (427) is a 409 with its message', async () => {
		// Gold's upcoming stay: Blake's has moved by now (the change above).
		const upcomingStay = seedReservationRows(new Date()).stays.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.upcoming)!
		const cookie = await cookieFor(guest.sessionToken)
		const lookup = { confirmationNumber: upcomingStay.confirmationNumber, lastName: upcomingStay.guestSurname, checkInDate: upcomingStay.checkInDate }
		expect((await post(lookUp, '/reservation/lookupReservation.mi', lookup, cookie)).status).toBe(303)
		const refused = await post(upgrade, '/reservation/upgradeReservation.mi', { roomOrdinal: '1', roomCode: 'GONE' }, cookie)
		expect(refused.status).toBe(409)
		expect(await refused.json()).toEqual({ error: { key: 'booking.reservationErrors.roomUnavailable' } })
		const tampered = await post(upgrade, '/reservation/upgradeReservation.mi', { roomOrdinal: 'x', roomCode: 'GONE' }, cookie)
		expect(tampered.status).toBe(400)
		expect(await tampered.json()).toEqual({ error: { key: 'manage.upgrade.errors.nightUpgradeError' } })
	})
})
