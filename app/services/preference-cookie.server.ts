import { createCookie } from '@remix-run/node'
import { getEnv } from './env.server.ts'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

// Here rather than in app/http because a service reads one of these cookies: the language
// detection (i18n.server.ts) reads `locale`. The others are defined in app/http with this;
// every one of them is written only by a route or app/http (eslint.config.js).

/**
 * A cookie that keeps one of a visitor's preferences (language, currency, recently viewed
 * hotels) without a session: only our pages read it (HttpOnly), it travels on top-level
 * navigations from other sites (Lax), over HTTPS in production (or as told), for a year
 * unless said.
 */
export function preferenceCookie(name: string, { maxAgeSeconds = ONE_YEAR_SECONDS, secure = getEnv().SECURE_COOKIES } = {}) {
	return createCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds })
}
