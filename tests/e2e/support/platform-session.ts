import type { BrowserContext } from '@playwright/test'
import { createCookieSessionStorage } from '@remix-run/node'
import { SESSION_COOKIE_NAMES } from '#app/models/session-cookie.ts'
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
