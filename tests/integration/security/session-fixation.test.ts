import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { cookiesOf, getPage, PASSWORD, postForm } from './site.ts'

// Issue 10, item 4 at the HTTP level, against the real sandbox: a session id the browser
// held before signing in (one an attacker could have planted) signs nobody in and is
// gone afterwards; the same at sign-out; and the guest's cart comes along both times.

let server: SharedServer
beforeAll(async () => {
	// Behind a TLS proxy (one trusted hop), as in production: X-Forwarded-Proto says https.
	server = await sharedServer('app')
}, 90_000)

const GUEST_INFO = '/reservation/guestInfo.mi'

const HTTPS = { 'X-Forwarded-Proto': 'https' }
const get = (path: string, cookie?: string, headers: Record<string, string> = {}) => getPage(server.baseUrl, path, { cookie, headers })
const post = (path: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
	postForm(server.baseUrl, path, fields, { cookie, headers })

const isoDaysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A guest picks a room: the platform session that holds the cart, as the guest's cookie. */
async function guestWithCart(): Promise<string> {
	const selected = await post('/reservation/rateListMenu.mi', {
		propertyCode: 'NYCMC',
		fromDate: isoDaysAhead(30),
		toDate: isoDaysAhead(32),
		roomCount: '1',
		numAdultsPerRoom: '1',
		ratePlanCode: 'FLEX',
		roomCode: 'DKNG',
	})
	expect(selected.status).toBe(303)
	expect(selected.headers.get('Location')).toBe(GUEST_INFO)
	return cookiesOf(selected)
}

const hasCart = async (cookie: string) => (await get(GUEST_INFO, cookie)).status === 200
const isSignedIn = async (cookie: string, headers?: Record<string, string>) => /Sign out/.test(await (await get('/', cookie, headers)).text())

describe('a new session id at sign-in and at sign-out', () => {
	it('over https the session cookie is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, for the whole site', async () => {
		const response = await post('/sign-in.mi', { email: 'silver@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: '/' }, undefined, HTTPS)
		const [line] = response.headers.getSetCookie()
		expect(line).toMatch(/^__Host-session=/)
		expect(line).toMatch(/; Path=\/(;|$)/)
		expect(line).toMatch(/; HttpOnly/i)
		expect(line).toMatch(/; Secure/i)
		expect(line).toMatch(/; SameSite=Lax/i)
		expect(line).not.toMatch(/Domain=/i)
		// A member over https is a member; the same cookie under the plain name counts for nothing there.
		const cookie = cookiesOf(response)
		expect(await isSignedIn(cookie, HTTPS)).toBe(true)
		expect(await isSignedIn(cookie.replace('__Host-session=', '__session='), HTTPS)).toBe(false)
	})

	it('local plain HTTP (development, these tests) keeps __session, still HttpOnly and SameSite=Lax', async () => {
		const response = await post('/sign-in.mi', { email: 'silver@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: '/' })
		const [line] = response.headers.getSetCookie()
		expect(line).toMatch(/^__session=.*; HttpOnly.*; SameSite=Lax/i)
	})

	it('the id held before sign-in no longer works after it; the cart comes along', async () => {
		const before = await guestWithCart()
		expect(await hasCart(before)).toBe(true)

		const signedIn = await post('/sign-in.mi', { email: 'gold@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: GUEST_INFO }, before)
		expect(signedIn.status).toBe(303)
		const after = cookiesOf(signedIn)
		expect(after).not.toBe(before)
		expect(await isSignedIn(after)).toBe(true)
		expect(await hasCart(after)).toBe(true)

		// Whoever kept the old id: not signed in, and its platform session is gone.
		expect(await isSignedIn(before)).toBe(false)
		const old = await get(GUEST_INFO, before)
		expect(old.status).toBe(302)
		expect(old.headers.get('Location')).toBe('/reservation/expiredSession.mi')
	})

	it('a failed sign-in renews the id too, and the old one stops working', async () => {
		const before = await guestWithCart()
		const refused = await post('/sign-in.mi', { email: 'gold@example.com', pwrd: 'Wrong#2026', intent: 'sign-in' }, before)
		expect(refused.status).toBe(401)
		const after = cookiesOf(refused)
		expect(after).not.toBe(before)
		expect(await hasCart(after)).toBe(true)
		expect(await hasCart(before)).toBe(false)
	})

	it('the id used while signed in no longer works after sign-out; the cart stays', async () => {
		const guest = await guestWithCart()
		const member = cookiesOf(await post('/sign-in.mi', { email: 'platinum@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: '/' }, guest))
		expect(await isSignedIn(member)).toBe(true)

		const signedOut = await post('/logout.mi', {}, member)
		expect(signedOut.status).toBe(303)
		const after = cookiesOf(signedOut)
		expect(after).not.toBe(member)
		expect(await isSignedIn(after)).toBe(false)
		expect(await hasCart(after)).toBe(true)

		expect(await isSignedIn(member)).toBe(false)
		expect((await get(GUEST_INFO, member)).headers.get('Location')).toBe('/reservation/expiredSession.mi')
	})
})
