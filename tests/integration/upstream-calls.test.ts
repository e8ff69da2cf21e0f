import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { signedInCookie, startServer } from './server-process.ts'

// Issue 12: a page never calls the same upstream operation twice in one request. With
// UPSTREAM_CALL_COUNT=on every answer names the operations it called and how often.
const HOTEL = 'nycmc-meridian-new-york-times-square'
// Two nights 60 days ahead: inside the booking window, and clear of NYCMC's sold-out
// night 45 days after today, whatever day the test runs.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const STAY = `propertyCode=NYCMC&fromDate=${day(60)}&toDate=${day(62)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`
const PAGES = [
	'/',
	'/sign-in.mi',
	`/hotels/${HOTEL}/overview`,
	`/hotels/${HOTEL}/reviews`,
	`/hotels/${HOTEL}/details`,
	`/reservation/rateListMenu.mi?${STAY}`,
	// With a room preference: the recommended room is asked for once, beside the search.
	`/reservation/rateListMenu.mi?${STAY}&roomPreference=KING`,
	'/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX',
	'/search/findHotels.mi?destination=Chicago',
	'/search/availabilityCalendar.mi?propertyCode=NYCMC',
	'/search/hotelQuickView.mi?propertyCode=NYCMC',
]

// Its own server: it counts upstream calls per page against a cache only its own requests
// have warmed (UPSTREAM_CALL_COUNT on; check-redirects proves the shared server tells nobody).
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer({ UPSTREAM_CALL_COUNT: 'on', LOG_LEVEL: 'warn' })
})
afterAll(() => server?.child.kill('SIGKILL'))

const callsOf = (header: string | null) =>
	new Map(
		(header ?? '')
			.split(',')
			.filter(Boolean)
			.map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])]),
	)

describe('upstream calls per request', () => {
	it.each(PAGES)('%s calls no operation twice, and no session service without a cookie', async (path) => {
		const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
		expect(response.status).toBe(200)
		// The header is there (empty on a warm cache: issue 30); without it the counter is off.
		expect(response.headers.has('X-Upstream-Calls')).toBe(true)
		const calls = callsOf(response.headers.get('X-Upstream-Calls'))
		expect([...calls].filter(([, count]) => count > 1)).toEqual([])
		// Issue 30: a visitor without a session cookie costs the session service nothing on a page.
		expect([...calls.keys()].filter((name) => name.startsWith('session'))).toEqual([])
	})

	describe('for a signed-in member', () => {
		let cookie = ''
		beforeAll(async () => {
			cookie = await signedInCookie(server.baseUrl, TEST_ACCOUNTS.gold.email)
		})

		// A member asking for the sign-in page is sent on (302); every other page is theirs.
		it.each(PAGES.filter((path) => path !== '/sign-in.mi'))('%s calls no operation twice, the session read included', async (path) => {
			const response = await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' })
			expect(response.status).toBe(200)
			const calls = callsOf(response.headers.get('X-Upstream-Calls'))
			expect(calls.get('session.read')).toBe(1)
			expect([...calls].filter(([, count]) => count > 1)).toEqual([])
		})

		it('the overview reads the property bar once, with the saved hotels (PropertyBarQueryAuth)', async () => {
			const response = await fetch(`${server.baseUrl}/hotels/${HOTEL}/overview`, { headers: { Cookie: cookie } })
			const calls = callsOf(response.headers.get('X-Upstream-Calls'))
			expect(calls.get('PropertyBarQueryAuth')).toBe(1)
			expect(calls.has('PropertyBarQuery')).toBe(false)
			// A hotel page is not a post-booking, lookup or account page: no customer-data call (spec 000 §5).
			expect(calls.has('hotelHeaderCustomerData')).toBe(false)
		})
	})

	it('counts each request on its own, also when requests overlap', async () => {
		// The rate list's search is live, never kept: each request makes its own.
		const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${server.baseUrl}/reservation/rateListMenu.mi?${STAY}`)))
		for (const answer of answers) expect(callsOf(answer.headers.get('X-Upstream-Calls')).get('PhoenixBookSearchProductsByProperty')).toBe(1)
	})
})
