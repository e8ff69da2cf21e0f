import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { upstreamFaults } from '#mocks/upstream/server.ts'
import { loader as availability } from '#app/routes/booking/availability.tsx'
import { loader as ersRateRules } from '#app/routes/booking/rate-rules.tsx'
import { loader as ersRoomPool } from '#app/routes/booking/room-pool.tsx'
import { loader as rateDetails } from '#app/routes/booking/rate-details.tsx'
import { loader as roomDetails } from '#app/routes/booking/room-details.tsx'
import { loader as calendar } from '#app/routes/home-and-search/availability-calendar.tsx'
import { loader as findHotels } from '#app/routes/home-and-search/find-hotels.tsx'
import { loader as quickView } from '#app/routes/home-and-search/hotel-quick-view.tsx'
import { addDays } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { useSandboxUpstream } from './sandbox-upstream.ts'

// The detail, search and modify pages against the sandbox with faults on demand:
// a platform that fails is a 503 (a page, or a section that keeps the visitor's values),
// never a thrown Error (a 500).
vi.hoisted(() => {
	process.env.UPSTREAM_TIMEOUT_MS = '1000'
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

type Route = (args: LoaderFunctionArgs) => unknown
const context = () => ({
	requestId: 'req-booking-pages',
	cspNonce: 'nonce',
	clientIp: '127.0.0.1',
})
const today = new Date().toISOString().slice(0, 10)
const fromDate = addDays(today, 10)
const toDate = addDays(today, 12)
const HEADER = 'PhoenixBookDTTHotelHeaderData'

/** Whatever a loader answers, returned or thrown: a Response, never an Error. */
async function load(route: Route, path: string, init?: RequestInit): Promise<Response> {
	const outcome = await Promise.resolve()
		.then(() =>
			route({
				request: new Request(`http://localhost${path}`, init),
				params: {},
				context: context(),
			}),
		)
		.catch((thrown: unknown) => thrown)
	expect(outcome).toBeInstanceOf(Response)
	return outcome as Response
}

const failNext = (target: string, fault: 'server-error' | 'timeout' | 'network-error') => {
	for (let i = 0; i < 3; i++) upstreamFaults.next(target, fault)
}

describe('rate and room details', () => {
	it('show a rate and a room the sandbox knows', async () => {
		expect((await load(rateDetails, '/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX')).status).toBe(200)
		expect((await load(roomDetails, '/reservation/roomDetails.mi?propertyCode=NYCMC&roomCode=DKNG')).status).toBe(200)
	})

	it.each([
		[HEADER, 'server-error'],
		[HEADER, 'timeout'],
		['PhoenixBookRateDetails', 'network-error'],
	] as const)('rate details answer 503 when %s meets a %s', async (target, fault) => {
		failNext(target, fault)
		expect((await load(rateDetails, '/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX')).status).toBe(503)
	})

	it.each([
		[HEADER, 'network-error'],
		['PhoenixBookRoomFeatures', 'server-error'],
	] as const)('room details answer 503 when %s meets a %s', async (target, fault) => {
		failNext(target, fault)
		expect((await load(roomDetails, '/reservation/roomDetails.mi?propertyCode=NYCMC&roomCode=DKNG')).status).toBe(503)
	})
})

describe('the ERS pages', () => {
	const pool = `/reservation/ersViewRoomPool.mi?propertyCode=NYCMC&fromDate=${fromDate}&toDate=${toDate}&numberOfAdults=2`

	it('show the room pool and the rate rules', async () => {
		expect((await load(ersRoomPool, pool)).status).toBe(200)
		expect((await load(ersRateRules, '/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=FLEX')).status).toBe(200)
	})

	it.each(['server-error', 'timeout'] as const)('the room pool answers 503 with the stay kept when the search meets a %s', async (fault) => {
		failNext('PhoenixBookSearchErsProductsByProperty', fault)
		const response = await load(ersRoomPool, pool)
		expect(response.status).toBe(503)
		const data = await response.json()
		expect(data).toMatchObject({
			unavailable: true,
			pools: null,
			values: { fromDate, toDate, numberOfAdults: '2' },
		})
	})

	it('the room pool answers 503 when the hotel read fails', async () => {
		failNext(HEADER, 'server-error')
		expect((await load(ersRoomPool, pool)).status).toBe(503)
	})

	it.each([
		[HEADER, 'server-error'],
		['PhoenixBookRateDetails', 'timeout'],
	] as const)('the rate rules answer 503 when %s meets a %s', async (target, fault) => {
		failNext(target, fault)
		expect((await load(ersRateRules, '/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=FLEX')).status).toBe(503)
	})

	it('the rate rules still show the rules when only the room pools cannot be read', async () => {
		failNext('PhoenixBookDefaultSelection', 'server-error')
		const response = await load(ersRateRules, '/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=FLEX')
		expect(response.status).toBe(200)
		expect((await response.json()).pools).toEqual([])
	})
})

describe('the search pages', () => {
	it.each(['server-error', 'timeout'] as const)('the quick view answers 503 when the hotel read meets a %s', async (fault) => {
		failNext(HEADER, fault)
		expect((await load(quickView, '/search/hotelQuickView.mi?propertyCode=NYCMC')).status).toBe(503)
	})

	it('the quick view still shows the hotel when its sample rooms cannot be read', async () => {
		failNext('PhoenixBookSearchProductsByProperty', 'server-error')
		const response = await load(quickView, '/search/hotelQuickView.mi?propertyCode=NYCMC')
		expect(response.status).toBe(200)
		expect((await response.json()).rooms).toEqual([])
	})

	it.each(['server-error', 'timeout', 'network-error'] as const)('find hotels answers 503 with the search kept on a %s', async (fault) => {
		failNext('PhoenixBookSearchAvailability', fault)
		const response = await load(findHotels, `/es/search/findHotels.mi?destination=chicago&fromDate=${fromDate}&toDate=${toDate}&roomCount=1&numAdultsPerRoom=2`)
		expect(response.status).toBe(503)
		const data = await response.json()
		expect(data.unavailable).toBe(true)
		expect(data.values).toMatchObject({
			destination: 'chicago',
			fromDate,
			toDate,
			roomCount: '1',
			numAdultsPerRoom: '2',
		})
	})

	it.each(['server-error', 'timeout'] as const)('the calendar answers 503 when the hotel read meets a %s', async (fault) => {
		failNext('PropertyBarQuery', fault)
		expect((await load(calendar, '/search/availabilityCalendar.mi?propertyCode=NYCMC')).status).toBe(503)
	})

	it('the calendar draws the month with a message when the nights cannot be read', async () => {
		failNext('PhoenixBookAvailabilityCalendar', 'server-error')
		const response = await load(calendar, '/search/availabilityCalendar.mi?propertyCode=NYCMC')
		expect(response.status).toBe(503)
		const data = await response.json()
		expect(data).toMatchObject({ kind: 'calendar', unavailable: true })
		expect(data.weeks.length).toBeGreaterThan(3)
	})

	it('the availability entry redirects or shows its form without the platform', async () => {
		const response = await load(availability, `/reservation/availability.mi?propertyCode=NYCMC&fromDate=${fromDate}&toDate=${toDate}`)
		expect([200, 302, 400]).toContain(response.status)
	})
})
