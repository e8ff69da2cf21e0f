import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { addDays, hotelToday } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { HEADERS } from '@meridian/upstream-contract/contract.ts'
import { upstreamJournal } from '#mocks/upstream/server.ts'
import { MIGRATION_STATUS_SESSION_KEY } from '#app/models/migration-status.ts'
import { ORDER_SESSION_KEY, RESERVATION_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { loader as hotelLayout } from '#app/routes/hotel/hotel-layout.tsx'
import { loader as overview } from '#app/routes/hotel/overview.tsx'
import { loader as calendar } from '#app/routes/home-and-search/availability-calendar.tsx'
import { action as selectRate, loader as rateList } from '#app/routes/booking/rate-list.tsx'
import { action as guestInfoAction } from '#app/routes/booking/guest-info.tsx'
import { action as book } from '#app/routes/booking/review.tsx'
import { loader as confirmation } from '#app/routes/booking/confirmation.tsx'
import { loader as upcoming } from '#app/routes/reservations/upcoming.tsx'
import { loader as layout } from '#app/routes/booking/reservation-layout.tsx'
import { forgetSharedContent } from '#app/services/shared-content.server.ts'
import { readSession, updateSession } from '#app/services/upstream/session.server.ts'
import { guestDetails } from '../guest-details-form.ts'
import { cookieFor, get, post, settle } from './route-calls.ts'
import { throughCardStep } from './guest-details-kit.ts'
import { guest, useSandboxUpstream } from './sandbox-upstream.ts'

// Migration status, stored per property (spec 001 §3; docs/decisions/015): the platform
// tells a hotel's status on the property it answers (the sandbox seeds MIAMC as MIGRATED),
// the visitor's session keeps it, and every call of a page about that hotel carries
// uxl-migration-status. Calls for a hotel without one (NYCMC) never do.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const MIGRATING = { code: 'MIAMC', seoNickname: 'miamc-meridian-miami-biscayne-bay', status: 'MIGRATED' }
const PLAIN = { code: 'NYCMC', seoNickname: 'nycmc-meridian-new-york-times-square' }
const today = hotelToday(new Date(), 'America/New_York')

/** Every call the client made since the journal was reset: its operation (or method and path) and the header it sent. */
const sentStatuses = () =>
	upstreamJournal
		.all()
		// The payment service (its card sessions, the card form the guest posts) is not the platform.
		.filter((entry) => !/^\/(sessions|pay\/)/.test(entry.path))
		.map((entry) => ({
			call: entry.path.startsWith('/mi/query/') ? entry.path.slice('/mi/query/'.length) : `${entry.method} ${entry.path}`,
			status: entry.headers.get(HEADERS.migrationStatus),
		}))
/** The calls that went without the status. */
const callsWithout = (status: string) =>
	sentStatuses()
		.filter((sent) => sent.status !== status)
		.map((sent) => sent.call)
/** The calls that carried any status. */
const callsWithAny = () => sentStatuses().filter((sent) => sent.status !== null)

// The session read tells the visitor and what the booking state keeps: it goes before the page knows its hotel's status.
const SESSION_READ = 'GET /mi/session'
const SESSION_WRITE = 'PATCH /mi/session'

/** A hotel page as Remix loads it: the layout and the overview below it, in one request. */
async function hotelPage(seoNickname: string, cookie?: string) {
	const context = { requestId: 'req-hotel-page', cspNonce: 'nonce', clientIp: '127.0.0.1' }
	const request = new Request(`http://localhost/hotels/${seoNickname}/overview`, { headers: cookie ? { Cookie: cookie } : {} })
	const args = { request, params: { seoNickname }, context } as unknown as LoaderFunctionArgs
	const answers = await Promise.all([settle(Promise.resolve(hotelLayout(args))), settle(Promise.resolve(overview(args)))])
	for (const answer of answers) expect(answer.status).toBe(200)
}

const stay = (propertyCode: string, nightsAhead: number) =>
	new URLSearchParams({
		propertyCode,
		fromDate: addDays(today, nightsAhead),
		toDate: addDays(today, nightsAhead + 2),
		roomCount: '1',
		numAdultsPerRoom: '2',
		childrenCountPerRoom: '0',
		tab: 'standard',
	})

const selection = (search: URLSearchParams) => ({ ...Object.fromEntries(search), ratePlanCode: 'FLEX', roomCode: 'DKNG' })

describe('migration status on the hotel pages', () => {
	it('learns it from the hotel header, keeps it in the session, and sends it on every call of the next visit', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		await hotelPage(MIGRATING.seoNickname, cookie)
		// The header read told it (no call of its own asked): the session keeps it for the hotel, in one write.
		expect(sentStatuses().filter((sent) => sent.call === SESSION_WRITE)).toHaveLength(1)
		expect((await readSession(guest)).data[MIGRATION_STATUS_SESSION_KEY]).toEqual([{ propertyId: MIGRATING.code, status: MIGRATING.status }])

		upstreamJournal.reset()
		// What the first visit read of the hotel is kept (issue 30); forgotten, the next visit asks again.
		forgetSharedContent()
		await hotelPage(MIGRATING.seoNickname, cookie)
		expect(callsWithout(MIGRATING.status)).toEqual([SESSION_READ])
		// Nothing new to keep: no write.
		expect(sentStatuses().map((sent) => sent.call)).not.toContain(SESSION_WRITE)
		expect(sentStatuses().map((sent) => sent.call)).toEqual(expect.arrayContaining(['PhoenixBookDTTHotelHeaderData', 'PropertyBarQuery', 'PhoenixBookAlerts']))
	})

	it('sends none for a hotel without one, though the session keeps another hotel’s', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		await hotelPage(MIGRATING.seoNickname, cookie)
		upstreamJournal.reset()
		await hotelPage(PLAIN.seoNickname, cookie)
		expect(sentStatuses().length).toBeGreaterThan(2)
		expect(callsWithAny()).toEqual([])
	})

	it('reads the other hotel a hotel page’s ?propertyCode= names without the page hotel’s status', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		await hotelPage(MIGRATING.seoNickname, cookie)
		upstreamJournal.reset()
		forgetSharedContent()
		const context = { requestId: 'req-override', cspNonce: 'nonce', clientIp: '127.0.0.1' }
		const request = new Request(`http://localhost/hotels/${MIGRATING.seoNickname}/overview?propertyCode=${PLAIN.code}`, { headers: { Cookie: cookie } })
		const response = await settle(
			Promise.resolve(hotelLayout({ request, params: { seoNickname: MIGRATING.seoNickname }, context } as unknown as LoaderFunctionArgs)),
		)
		expect(response.status).toBe(302)
		const reads = upstreamJournal.to('/mi/query/PhoenixBookDTTHotelHeaderData').map((entry) => ({
			hotel: (entry.body as { variables: { propertyId: string } }).variables.propertyId,
			status: entry.headers.get(HEADERS.migrationStatus),
		}))
		expect(reads).toEqual([
			{ hotel: MIGRATING.code, status: MIGRATING.status },
			{ hotel: PLAIN.code, status: null },
		])
	})
})

describe('migration status on the rate list and the calendar', () => {
	it('sends it on the list’s search once the hotel read told it, for a guest with no session at all', async () => {
		const response = await get(rateList, `/reservation/rateListMenu.mi?${stay(MIGRATING.code, 70)}`)
		expect(response.status).toBe(200)
		const search = sentStatuses().find((sent) => sent.call === 'PhoenixBookSearchProductsByProperty')
		expect(search?.status).toBe(MIGRATING.status)
	})

	it('sends it on every call of the list for a visitor whose session keeps it', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		await get(rateList, `/reservation/rateListMenu.mi?${stay(MIGRATING.code, 70)}`, cookie)
		upstreamJournal.reset()
		const response = await get(rateList, `/reservation/rateListMenu.mi?${stay(MIGRATING.code, 70)}`, cookie)
		expect(response.status).toBe(200)
		expect(callsWithout(MIGRATING.status)).toEqual([SESSION_READ])
	})

	it('sends none on the list of a hotel without one', async () => {
		const response = await get(rateList, `/reservation/rateListMenu.mi?${stay(PLAIN.code, 70)}`, await cookieFor(guest.sessionToken))
		expect(response.status).toBe(200)
		expect(callsWithAny()).toEqual([])
	})

	it('learns it from the property bar on the availability calendar', async () => {
		const response = await get(calendar, `/search/availabilityCalendar.mi?propertyCode=${MIGRATING.code}`, await cookieFor(guest.sessionToken))
		expect(response.status).toBe(200)
		expect(sentStatuses().find((sent) => sent.call === 'PhoenixBookAvailabilityCalendar')?.status).toBe(MIGRATING.status)
		expect((await readSession(guest)).data[MIGRATION_STATUS_SESSION_KEY]).toEqual([{ propertyId: MIGRATING.code, status: MIGRATING.status }])
	})
})

describe('migration status through a booking and its reservation pages', () => {
	it('a guest with no session selects a rate: the new session begins with the cart’s status, and guest information sends it', async () => {
		const search = stay(MIGRATING.code, 76)
		const selected = await post(selectRate, `/reservation/rateListMenu.mi?${search}`, selection(search))
		expect(selected.status).toBe(303)
		const cookie = selected.headers.get('Set-Cookie')!.split(';')[0]!

		upstreamJournal.reset()
		const page = await get(layout, '/reservation/guestInfo.mi', cookie)
		expect(page.status).toBe(200)
		expect(callsWithout(MIGRATING.status)).toEqual([SESSION_READ])
		expect(sentStatuses().map((sent) => sent.call)).toContain('PhoenixBookCart')
	})

	it('every step, the confirmation and the upcoming-reservation page of a stay at the hotel send it', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		const search = stay(MIGRATING.code, 82)
		expect((await post(selectRate, `/reservation/rateListMenu.mi?${search}`, selection(search), cookie)).status).toBe(303)

		upstreamJournal.reset()
		const details = await post(guestInfoAction, '/reservation/guestInfo.mi', guestDetails(), cookie)
		expect(details.status).toBe(303)
		// The card is given at the payment service; our return route pays the cart and goes on to the review.
		expect((await throughCardStep(details, cookie)).status).toBe(303)
		expect((await post(book, '/reservation/reviewDetails.mi', { idempotencyKey: crypto.randomUUID() }, cookie)).status).toBe(303)
		expect((await get(confirmation, '/reservation/confirmation.mi', cookie)).status).toBe(200)
		const calls = sentStatuses().map((sent) => sent.call)
		expect(calls).toEqual(expect.arrayContaining(['PhoenixBookUpdateCartGuest', 'PhoenixBookCreateOrder', 'PhoenixBookOrderDetails']))
		expect(new Set(callsWithout(MIGRATING.status))).toEqual(new Set([SESSION_READ]))

		// The stay found again (as the lookup leaves it): its page is about the same hotel.
		const order = (await readSession(guest)).data[ORDER_SESSION_KEY] as { confirmationNumber: string }
		await updateSession({ [RESERVATION_SESSION_KEY]: { confirmationNumber: order.confirmationNumber, surname: 'García', propertyId: MIGRATING.code } }, guest)
		upstreamJournal.reset()
		expect((await get(upcoming, '/reservation/upcomingReservation.mi', cookie)).status).toBe(200)
		expect(sentStatuses().map((sent) => sent.call)).toContain('PhoenixBookReservationDetails')
		expect(callsWithout(MIGRATING.status)).toEqual([SESSION_READ])
	})

	it('sends none through a booking at a hotel without one', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		const search = stay(PLAIN.code, 88)
		expect((await post(selectRate, `/reservation/rateListMenu.mi?${search}`, selection(search), cookie)).status).toBe(303)
		expect((await get(layout, '/reservation/guestInfo.mi', cookie)).status).toBe(200)
		expect((await post(guestInfoAction, '/reservation/guestInfo.mi', guestDetails(), cookie)).status).toBe(303)
		expect(sentStatuses().length).toBeGreaterThan(4)
		expect(callsWithAny()).toEqual([])
	})
})
