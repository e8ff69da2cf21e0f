import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_MEMBERS } from '@meridian/sandbox/db/seed/members.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { signedInCookie, startServer } from './server-process.ts'

// Issue 30: what every guest sees is read from the platform once and kept. With
// UPSTREAM_CALL_COUNT=on each answer names the operations it called; on a warm cache a guest
// without a session cookie costs the platform nothing on home, sign-in and a hotel's
// overview, and the rate list only its live search. Nobody's own answer is kept.
const HOTEL = 'nycmc-meridian-new-york-times-square'
const OVERVIEW = `/hotels/${HOTEL}/overview`
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
// Two nights 60 days ahead: inside the booking window, clear of NYCMC's sold-out night.
const RATE_LIST = `/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=${day(60)}&toDate=${day(62)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`
const LIVE_SEARCH = 'PhoenixBookSearchProductsByProperty'

const gold = SEED_MEMBERS.find((member) => member.email === TEST_ACCOUNTS.gold.email)
if (!gold) throw new Error('the sandbox seeds no gold member')
const MEMBER_OFFER = 'Your member bonus'
const GUEST_OFFER = 'Broadway package'

// Its own server: it counts upstream calls against a cache only its own requests have warmed.
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer({ UPSTREAM_CALL_COUNT: 'on', LOG_LEVEL: 'warn' })
})
afterAll(() => server?.child.kill('SIGKILL'))

const callsOf = (response: Response) =>
	(response.headers.get('X-Upstream-Calls') ?? '')
		.split(',')
		.filter(Boolean)
		.map((pair) => pair.split('=')[0]!)

async function visit(path: string, cookie?: string) {
	const response = await fetch(`${server.baseUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' })
	expect(response.status).toBe(200)
	return { calls: callsOf(response), html: await response.text() }
}

describe('a guest without a session cookie', () => {
	it.each(['/', '/sign-in.mi', OVERVIEW])('%s: no session call, and no upstream call at all once the cache is warm', async (path) => {
		const cold = await visit(path)
		expect(cold.calls.filter((name) => name.startsWith('session'))).toEqual([])
		const warm = await visit(path)
		expect(warm.calls).toEqual([])
	})

	it('the rate list asks only for its live availability and rates once the cache is warm', async () => {
		const cold = await visit(RATE_LIST)
		expect(cold.calls).toContain(LIVE_SEARCH)
		expect(cold.calls.filter((name) => name.startsWith('session'))).toEqual([])
		const warm = await visit(RATE_LIST)
		expect(warm.calls).toEqual([LIVE_SEARCH])
	})

	it('concurrent guests on a cold page share one read of each kept answer', async () => {
		const page = `/hotels/chirz-the-ritz-carlton-chicago/overview`
		const visits = await Promise.all(Array.from({ length: 4 }, () => visit(page)))
		const calls = visits.flatMap((one) => one.calls)
		for (const name of new Set(calls))
			expect(
				calls.filter((call) => call === name),
				name,
			).toHaveLength(1)
	})
})

describe('a member and a guest on the same pages', () => {
	let cookie = ''
	beforeAll(async () => {
		cookie = await signedInCookie(server.baseUrl, TEST_ACCOUNTS.gold.email)
	})

	it("neither sees the other's: the member's own offer and name, the guest's offer, whoever came first", async () => {
		const member = { name: gold.surname, number: TEST_ACCOUNTS.gold.memberNumber }
		for (const round of [1, 2]) {
			const memberPage = await visit(OVERVIEW, cookie)
			expect(memberPage.html, `round ${round}`).toContain(member.name)
			expect(memberPage.html).toContain(MEMBER_OFFER)
			expect(memberPage.html).not.toContain(GUEST_OFFER)
			// Theirs alone, asked for every time: the session, the offer for them, the bar with their saved hotels.
			expect(memberPage.calls).toEqual(expect.arrayContaining(['session.read', 'targetDelivery', 'PropertyBarQueryAuth']))

			for (const path of ['/', OVERVIEW, RATE_LIST]) {
				const guestPage = await visit(path)
				expect(guestPage.html, path).not.toContain(member.name)
				expect(guestPage.html, path).not.toContain(member.number)
				expect(guestPage.html, path).not.toContain(MEMBER_OFFER)
			}
			expect((await visit(OVERVIEW)).html).toContain(GUEST_OFFER)
		}
	})
})
