import { createCookie } from '@remix-run/node'
import { getEnv } from './env.server.ts'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * A cookie that keeps one of a visitor's preferences (language, currency, recently viewed
 * hotels) without a session: only our pages read it (HttpOnly), it travels on top-level
 * navigations from other sites (Lax), over HTTPS in production (or as told), for a year
 * unless said.
 */
export function preferenceCookie(name: string, { maxAgeSeconds = ONE_YEAR_SECONDS, secure = getEnv().SECURE_COOKIES } = {}) {
	return createCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds })
}
