import { randomBytes } from 'node:crypto'
import { createCookieSessionStorage } from '@remix-run/node'
import { sessionCookieName } from '#app/models/session-cookie.ts'
import { getEnv } from './env.server.ts'

// The app's only cookie of state: the platform's session id and a one-time notice. The
// visitor's state itself lives in the platform's session service (DESIGN: stateless app).
type CookieData = { sessionToken: string }
type CookieFlash = { notice: string }

const env = getEnv()
export const sessionCookieStorage = createCookieSessionStorage<CookieData, CookieFlash>({
	cookie: {
		name: sessionCookieName(env.SECURE_COOKIES),
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: env.SECURE_COOKIES,
		secrets: [env.SESSION_SECRET ?? randomBytes(32).toString('hex')],
	},
})

export const getCookieSession = (request: Request) => sessionCookieStorage.getSession(request.headers.get('Cookie'))

/** A Set-Cookie header that carries a one-time notice (a catalogue key) to the next page. */
export async function noticeCookie(request: Request, notice: string): Promise<string> {
	const cookieSession = await getCookieSession(request)
	cookieSession.flash('notice', notice)
	return sessionCookieStorage.commitSession(cookieSession)
}
