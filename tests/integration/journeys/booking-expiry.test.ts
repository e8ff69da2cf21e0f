import { beforeAll, describe, expect, it } from 'vitest'
import { endPlatformSession, expirePlatformCart, readSessionCookie, SESSION_COOKIE } from '../../e2e/support/platform-session.ts'
import type { Visitor } from '../visitor.ts'
import { bookingServer, guestVisitor, holdRoom, stayFor } from './booking-visitor.ts'

// Spec 001 §2 and §4, moved from tests/e2e/booking-expiry.spec.ts (issue 29): a guest holds a
// room, then loses the session (ended on the sandbox, as its idle timeout would) or outlives
// the cart (expired on the sandbox, as the end of its lifetime would); where the next visit
// leads is the server's, seen by a visitor with JavaScript off over plain HTTP.

let sandboxPort = 0
beforeAll(async () => {
	sandboxPort = (await bookingServer()).sandboxPort
}, 90_000)

async function pickFirstRate(guest: Visitor, search: URLSearchParams) {
	const details = await holdRoom(guest, search)
	expect(details.path).toBe('/reservation/guestInfo.mi')
	expect(details.texts('h2, h3')).toContain('Your room is held')
}

/** The platform session the visitor's cookie names. */
async function sessionTokenOf(guest: Visitor): Promise<string> {
	const { sessionToken } = await readSessionCookie(`${SESSION_COOKIE}=${guest.cookies.get(SESSION_COOKIE)}`)
	if (!sessionToken) throw new Error(`the ${SESSION_COOKIE} cookie names no platform session`)
	return sessionToken
}

describe('guest information', () => {
	it('an expired session lands on the expired-session page', async () => {
		const guest = await guestVisitor()
		await pickFirstRate(guest, stayFor(25))
		await endPlatformSession(sandboxPort, await sessionTokenOf(guest))

		const expired = await guest.goto('/reservation/guestInfo.mi')
		expect(expired.redirects).toEqual([{ status: 302, location: '/reservation/expiredSession.mi' }])
		expect(expired.path).toBe('/reservation/expiredSession.mi')
		expect(expired.heading).toBe('Your session timed out')
		// A fresh start: the home page is a page like any other now.
		expect(guest.page?.link('Start a new search')).toBe('/')
		const home = await guest.follow('Start a new search')
		expect(home.status).toBe(200)
		expect(home.path).toBe('/')
	})

	it('an expired cart lands on the rate list with a message', async () => {
		const guest = await guestVisitor()
		const search = stayFor(26)
		await pickFirstRate(guest, search)
		await expirePlatformCart(sandboxPort, await sessionTokenOf(guest))

		const list = await guest.goto('/reservation/guestInfo.mi')
		expect(list.redirects.map((hop) => hop.status)).toEqual([302])
		expect(list.path).toMatch(/^\/reservation\/rateListMenu\.mi\?/)
		expect(list.url.searchParams.get('propertyCode')).toBe('NYCMC')
		expect(list.url.searchParams.get('fromDate')).toBe(search.get('fromDate'))
		expect(list.texts('[role="status"]')[0]).toContain('that time ran out')
	})
})
