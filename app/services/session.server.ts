import { randomBytes } from 'node:crypto'
import { createCookieSessionStorage, type Session } from '@remix-run/node'
import { SESSION_COOKIE_NAMES, sessionCookieName } from '#app/models/session-cookie.ts'
import { getEnv } from './env.server.ts'

// The app's only cookie of state: the platform's session id and a one-time notice. The
// visitor's state itself lives in the platform's session service (DESIGN: stateless app).
// userIdToken: a remembered member's UserIdToken (spec 000 §7), kept in this signed,
// HttpOnly, SameSite=Lax cookie (Secure over https) rather than a cookie of its own.
type CookieData = { sessionToken: string; userIdToken: string }
type CookieFlash = { notice: string }
export type CookieSession = Session<CookieData, CookieFlash>

const env = getEnv()
const secrets = [env.SESSION_SECRET ?? randomBytes(32).toString('hex')]
const storageNamed = (name: string, secure: boolean) =>
	createCookieSessionStorage<CookieData, CookieFlash>({ cookie: { name, path: '/', httpOnly: true, sameSite: 'lax', secure, secrets } })
const storages = {
	[SESSION_COOKIE_NAMES.host]: storageNamed(SESSION_COOKIE_NAMES.host, true),
	[SESSION_COOKIE_NAMES.plain]: storageNamed(SESSION_COOKIE_NAMES.plain, env.SECURE_COOKIES),
}

/** The cookie storage for this request: `__Host-session`, or `__session` for local plain HTTP (app/models/session-cookie.ts). */
export function sessionStorageFor(request: Request) {
	return storages[sessionCookieName(new URL(request.url), env.SECURE_COOKIES) as keyof typeof storages]
}

// Services read the cookie here (who the visitor is, the platform session); writing it is
// the route's, through app/http/session-cookie.server.ts (issue 33).
export const getCookieSession = (request: Request) => sessionStorageFor(request).getSession(request.headers.get('Cookie'))
