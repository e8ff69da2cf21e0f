import { safeRedirect } from 'remix-utils/safe-redirect'

const PROBE_ORIGIN = 'http://return-to.invalid'
// Browsers drop tabs and newlines from URLs and read "\" as "/", so "/\t/evil" and
// "/\evil" would leave the site; none of them has a place in one of our paths.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/**
 * A redirect target taken from the request (`returnTo`, `redirectTo`, `nextStateURI`),
 * kept only when it is a same-origin relative path; anything else becomes `fallback`.
 */
export function safeReturnTo(to: unknown, fallback = '/'): string {
	if (typeof to !== 'string' || UNSAFE_CHARACTERS.test(to)) return fallback
	const candidate = safeRedirect(to, fallback)
	if (candidate === fallback) return fallback
	const resolved = new URL(candidate, PROBE_ORIGIN)
	if (resolved.origin !== PROBE_ORIGIN) return fallback
	return `${resolved.pathname}${resolved.search}${resolved.hash}`
}
