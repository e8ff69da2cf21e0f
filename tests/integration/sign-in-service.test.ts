import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { dataLayerEvents } from '@meridian/sandbox/db/schema/index.ts'
import { startTestSandbox } from '@meridian/sandbox/testing.ts'
import type { CookieSession } from '#app/services/session.server.ts'

// The sign-in action's work against the real sandbox: what it leaves in the platform's
// session (multi-factor option, linked trip) and the analytics events it reports.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let attemptSignIn: typeof import('#app/services/sign-in.server.ts').attemptSignIn
let sessions: ReturnType<typeof import('#app/services/session.server.ts').sessionStorageFor>
let sessionStorageFor: typeof import('#app/services/session.server.ts').sessionStorageFor
let commitCookieSession: typeof import('#app/http/session-cookie.server.ts').commitCookieSession
let readSession: typeof import('#app/services/upstream/session.server.ts').readSession

beforeAll(async () => {
	sandbox = await startTestSandbox()
	process.env.UPSTREAM_URL = sandbox.url
	process.env.LOG_LEVEL = 'silent'
	;({ attemptSignIn } = await import('#app/services/sign-in.server.ts'))
	;({ sessionStorageFor } = await import('#app/services/session.server.ts'))
	;({ commitCookieSession } = await import('#app/http/session-cookie.server.ts'))
	sessions = sessionStorageFor(request())
	;({ readSession } = await import('#app/services/upstream/session.server.ts'))
})
afterAll(() => sandbox.close())

const upstream = { locale: 'en-US' as const, requestId: 'sign-in-service' }
const guest = { state: 'guest' as const, ...upstream, clientIp: '10.0.0.9', sessionExpired: false, upstream }
const request = () => new Request('http://hotel.test/sign-in.mi', { method: 'POST' })

/** The session the service handed back, as the route writes it and the next request reads it. */
async function cookieOf(session: CookieSession) {
	return sessions.getSession(await commitCookieSession(request(), session))
}

describe('attemptSignIn', () => {
	it('keeps the multi-factor option with the page, and the linked trip for after it; the code page is next, not the member', async () => {
		const outcome = await attemptSignIn(request(), guest, {
			userId: 'mfa@example.com',
			password: 'Welcome#2026',
			rememberMe: false,
			returnTo: '/x',
			tripId: 'TRIP-42',
			pageModuleName: 'signIn',
		})
		expect(outcome.kind).toBe('second-factor')
		if (outcome.kind !== 'second-factor') return
		expect(outcome.redirectTo).toBe('/sign-in/verify.mi?returnTo=%2Fx')
		const cookie = await cookieOf(outcome.session)
		const { data } = await readSession({ ...upstream, sessionToken: cookie.get('sessionToken') })
		expect(data).toMatchObject({ mfaPageName: 'signIn', reservationLinkedBannerId: 'TRIP-42', secondFactor: { sentTo: 'm***s@example.com', channel: 'email' } })
		expect(data.authenticated).toBeUndefined()
		expect(data.accessToken).toBeUndefined()
		expect(data.mfaOption?.emailAddress).toBeTruthy()
		expect(typeof data.encodePayload).toBe('string')
		expect(cookie.get('notice')).toBeUndefined()
	})

	it('shows the reservation-linked notice when no second factor is pending', async () => {
		const outcome = await attemptSignIn(request(), guest, {
			userId: 'gold@example.com',
			password: 'Welcome#2026',
			rememberMe: true,
			returnTo: undefined,
			tripId: 'TRIP-7',
			pageModuleName: 'signIn',
		})
		expect(outcome.kind).toBe('signed-in')
		if (outcome.kind !== 'signed-in') return
		expect((await cookieOf(outcome.session)).get('notice')).toBe('signIn.reservationLinked')
	})

	it('reports login-success and login-failure to the data layer, with no personal data', async () => {
		const refused = await attemptSignIn(request(), guest, {
			userId: 'nobody@example.com',
			password: 'Wrong#2026',
			rememberMe: false,
			returnTo: undefined,
			tripId: undefined,
			pageModuleName: 'signIn',
		})
		expect(refused).toMatchObject({ kind: 'refused', messageKey: 'credentialsWarningMessage' })
		// The events are fire and forget: wait for both to arrive.
		const events = await vi.waitFor(
			async () => {
				const received = await sandbox.database.db.select().from(dataLayerEvents)
				const arrived = received.map((event) => event.event)
				if (!arrived.includes('login-success') || !arrived.includes('login-failure')) throw new Error(`not yet: ${arrived.join(', ')}`)
				return received
			},
			{ timeout: 5_000, interval: 20 },
		)
		const names = events.map((event) => event.event)
		expect(names).toContain('login-success')
		expect(names).toContain('login-failure')
		expect(JSON.stringify(events)).not.toMatch(/@example\.com|Welcome|Wrong#/)
	})

	it('fetches random data first, then signs in through loginWithCredentialsAndLink with the overlay and DTT flags (spec 000 §7)', async () => {
		const fetches = vi.spyOn(globalThis, 'fetch')
		const outcome = await attemptSignIn(request(), guest, {
			userId: 'gold@example.com',
			password: 'Welcome#2026',
			rememberMe: false,
			returnTo: undefined,
			tripId: 'TRIP-8',
			pageModuleName: 'signInOverlay',
			overlay: true,
		})
		expect(outcome.kind).toBe('signed-in')
		const calls = fetches.mock.calls.map(([url, init]) => ({ url: new URL(String(url)), headers: new Headers(init?.headers) }))
		fetches.mockRestore()
		const paths = calls.map((call) => call.url.pathname)
		const random = paths.findIndex((path) => path.endsWith('/randomData'))
		const login = paths.findIndex((path) => path.endsWith('/loginWithCredentialsAndLink'))
		expect(random).toBeGreaterThanOrEqual(0)
		expect(login).toBeGreaterThan(random)
		expect(paths.some((path) => path.endsWith('/loginWithCredentials'))).toBe(false)
		// The sandbox seeds book-dtt on: the DTT random-data URL, and the flag on the sign-in.
		expect(paths[random]).toBe('/mi/phoenix-account-auth/v2/randomData')
		const headers = calls[login]?.headers
		expect(headers?.get('isoverlay')).toBe('true')
		expect(headers?.get('isdtt')).toBe('true')
		expect(headers?.get('x-random-data')).toEqual(expect.any(String))
	})

	it('keeps a remembered sign-in’s UserIdToken in the session cookie, and sends it on the session-data call', async () => {
		const outcome = await attemptSignIn(request(), guest, {
			userId: 'gold@example.com',
			password: 'Welcome#2026',
			rememberMe: true,
			returnTo: undefined,
			tripId: undefined,
			pageModuleName: 'signIn',
		})
		expect(outcome.kind).toBe('signed-in')
		if (outcome.kind !== 'signed-in') return
		const setCookie = await commitCookieSession(request(), outcome.session)
		expect(setCookie).toMatch(/HttpOnly/i)
		expect(setCookie).toMatch(/SameSite=Lax/i)
		const cookie = await cookieOf(outcome.session)
		const userIdToken = cookie.get('userIdToken')
		expect(userIdToken).toEqual(expect.any(String))
		const { data } = await readSession({ ...upstream, sessionToken: cookie.get('sessionToken'), userIdToken })
		expect(data).toMatchObject({ rememberedUser: true })
		// Another browser's token does not get the remembered member.
		const elsewhere = await readSession({ ...upstream, sessionToken: cookie.get('sessionToken'), userIdToken: 'not-this-browser' })
		expect(elsewhere.data.rememberedUser).toBeUndefined()

		const forgotten = await attemptSignIn(request(), guest, {
			userId: 'gold@example.com',
			password: 'Welcome#2026',
			rememberMe: false,
			returnTo: undefined,
			tripId: undefined,
			pageModuleName: 'signIn',
		})
		if (forgotten.kind !== 'signed-in') throw new Error(forgotten.kind)
		expect((await cookieOf(forgotten.session)).get('userIdToken')).toBeUndefined()
	})

	it('signs in by a verified mobile number, and names the verification an account still needs (docs/decisions/016)', async () => {
		const attempt = (userId: string) =>
			attemptSignIn(request(), guest, { userId, password: 'Welcome#2026', rememberMe: false, returnTo: undefined, tripId: undefined, pageModuleName: 'signIn' })
		expect(await attempt('+1 212 555 0123')).toMatchObject({ kind: 'signed-in', member: { givenName: 'Grace' } })
		expect(await attempt('+1 312 555 0188')).toMatchObject({
			kind: 'refused',
			serverCode: 'phone.number.not.verified',
			messageKey: 'phoneNumberVerificationMessage',
		})
		expect(await attempt('verify@example.com')).toMatchObject({
			kind: 'refused',
			serverCode: 'membership.verification.required',
			messageKey: 'membershipVerificationMessage',
		})
	})
})
