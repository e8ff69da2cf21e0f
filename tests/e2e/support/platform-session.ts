import type { BrowserContext } from '@playwright/test'
import { createCookieSessionStorage } from '@remix-run/node'
import { BOOKING_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { SESSION_COOKIE_NAMES } from '#app/models/session-cookie.ts'
import { GRAPHQL_PATH_PREFIX } from '@meridian/upstream-contract/contract.ts'
import { SESSION_SECRET, sandboxUrlOf } from './servers.ts'

// The app keeps the platform's session id in its signed session cookie. With the
// e2e secret a test can read that id (to end the session on the sandbox, as an idle
// timeout would) or sign a cookie for a session it started itself.

/** The e2e servers are local plain HTTP (http://localhost), where the cookie is `__session`. */
export const SESSION_COOKIE = SESSION_COOKIE_NAMES.plain

const storage = createCookieSessionStorage<{ sessionToken: string }, { notice: string }>({
	cookie: { name: SESSION_COOKIE, path: '/', httpOnly: true, sameSite: 'lax', secrets: [SESSION_SECRET] },
})

/** A Cookie header value naming this platform session. */
export async function sessionCookieFor(sessionToken: string): Promise<string> {
	const session = await storage.getSession()
	session.set('sessionToken', sessionToken)
	return (await storage.commitSession(session)).split(';')[0] ?? ''
}

/** What a Set-Cookie (or Cookie) header of ours holds. */
export async function readSessionCookie(header: string | null | undefined) {
	const session = await storage.getSession(header?.split(';')[0])
	return { sessionToken: session.get('sessionToken'), notice: session.get('notice') }
}

/** The platform session id the browser's cookie names. */
export async function sessionTokenIn(context: BrowserContext): Promise<string> {
	const cookie = (await context.cookies()).find(({ name }) => name === SESSION_COOKIE)
	if (!cookie) throw new Error(`the browser has no ${SESSION_COOKIE} cookie`)
	const { sessionToken } = await readSessionCookie(`${SESSION_COOKIE}=${cookie.value}`)
	if (!sessionToken) throw new Error(`the ${SESSION_COOKIE} cookie names no platform session`)
	return sessionToken
}

/** Starts a session on the sandbox with this data; answers its id. */
export async function startPlatformSession(sandboxPort: number, data: Record<string, unknown>): Promise<string> {
	const response = await fetch(`${sandboxUrlOf(sandboxPort)}/mi/session`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ data }),
	})
	if (!response.ok) throw new Error(`the sandbox refused a session: ${response.status}`)
	return ((await response.json()) as { sessionToken: string }).sessionToken
}

/** Ends a session on the sandbox, as its idle timeout would. */
export async function endPlatformSession(sandboxPort: number, sessionToken: string): Promise<void> {
	const response = await fetch(`${sandboxUrlOf(sandboxPort)}/mi/session`, { method: 'DELETE', headers: { Cookie: `sessionID=${sessionToken}` } })
	if (!response.ok) throw new Error(`the sandbox did not end the session: ${response.status}`)
}

/**
 * Expires the cart this platform session holds, now, through the contract's own
 * updateCartExpiration (0 seconds): what waiting out the cart's lifetime would do.
 */
export async function expirePlatformCart(sandboxPort: number, sessionToken: string): Promise<void> {
	const session = await fetch(`${sandboxUrlOf(sandboxPort)}/mi/session`, { headers: { Cookie: `sessionID=${sessionToken}` } })
	if (!session.ok) throw new Error(`the sandbox did not read the session: ${session.status}`)
	const { data } = (await session.json()) as { data: Record<string, { cartId?: string } | undefined> }
	const cartId = data[BOOKING_SESSION_KEY]?.cartId
	if (!cartId) throw new Error('the platform session holds no cart')
	const operationName = 'PhoenixBookUpdateCartExpiration'
	const response = await fetch(`${sandboxUrlOf(sandboxPort)}${GRAPHQL_PATH_PREFIX}${operationName}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({
			operationName,
			query: `mutation ${operationName}($id: ID!) { updateCartExpiration(id: $id, expiresInSeconds: 0) { cart { expiresAt } } }`,
			variables: { id: cartId },
		}),
	})
	const answer = (await response.json()) as { errors?: unknown[] }
	if (!response.ok || answer.errors) throw new Error(`the sandbox did not expire the cart: ${response.status} ${JSON.stringify(answer.errors)}`)
}
