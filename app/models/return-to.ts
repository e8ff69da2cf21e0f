import { safeRedirect } from 'remix-utils/safe-redirect'
import { localizePath, type Locale } from './locale.ts'

const PROBE_ORIGIN = 'http://return-to.invalid'
/** No address the product sends a visitor back to is longer (sign-in's form allows the same). */
export const RETURN_TO_MAX_LENGTH = 2048
// Browsers drop tabs and newlines from URLs and read "\" as "/", so "/\t/evil" and
// "/\evil" would leave the site; none of them has a place in one of our paths.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/** Where the pathname of a root-relative location ends: its query or fragment. */
const pathnameOf = (location: string) => location.split(/[?#]/, 1)[0] ?? ''

/**
 * Whether `location` may go into a Location header as it is: a root-relative path of
 * this origin whose path has no empty segment (`//`), neither as written, nor once dot
 * segments are resolved, nor once percent-decoded — so no later rewrite (a stripped
 * locale prefix, a URL parser, a proxy that decodes) can turn it into `//host`.
 */
export function isSafeLocation(location: string, maxLength = RETURN_TO_MAX_LENGTH): boolean {
	if (location.length === 0 || location.length > maxLength || UNSAFE_CHARACTERS.test(location)) return false
	if (!location.startsWith('/')) return false
	let decoded: string
	try {
		decoded = decodeURIComponent(pathnameOf(location))
	} catch {
		return false
	}
	if (UNSAFE_CHARACTERS.test(decoded)) return false
	for (const path of [pathnameOf(location), decoded]) {
		if (path.includes('//')) return false
		const resolved = new URL(path, PROBE_ORIGIN)
		if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.includes('//')) return false
	}
	return true
}

/**
 * A redirect target taken from the request (`returnTo`, `redirectTo`, `nextStateURI`),
 * kept only when it is a same-origin relative path; anything else becomes `fallback`.
 * Dot segments are resolved, and the result is checked again, last.
 */
export function safeReturnTo(to: unknown, fallback = '/'): string {
	if (typeof to !== 'string' || UNSAFE_CHARACTERS.test(to)) return fallback
	const candidate = safeRedirect(to, fallback)
	if (candidate === fallback) return fallback
	const resolved = new URL(candidate, PROBE_ORIGIN)
	if (resolved.origin !== PROBE_ORIGIN) return fallback
	const normalised = `${resolved.pathname}${resolved.search}${resolved.hash}`
	return isSafeLocation(normalised) ? normalised : fallback
}

/**
 * The one gate for a redirect target from the request: made safe, placed under the
 * locale's sub-directory, and the very string that goes into Location checked last —
 * after every rewrite. Anything that fails goes to `fallback` (a path of ours) instead.
 */
export function safeLocalizedReturnTo(to: unknown, locale: Locale, fallback = '/'): string {
	const safe = safeReturnTo(to, '')
	const location = safe ? localizePath(safe, locale) : ''
	return isSafeLocation(location) ? location : localizePath(fallback, locale)
}
