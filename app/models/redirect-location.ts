// The last check on any redirect the server sends (issue 10, items 3 and 8): routes make
// their own targets safe first; this is the second line, for the bug that slips through.

import { isSafeLocation } from './return-to.ts'

// Longer than any address the product builds (the rate list's canonical query is the longest).
export const LOCATION_MAX_LENGTH = 4096
// Whitespace has no place in a Location the product builds (it percent-encodes).
const WHITESPACE = /\s/

/**
 * Whether a Location keeps the browser on `origin`: a root-relative path that passes the
 * same rule as a return address (`isSafeLocation`), or an absolute URL of that very
 * origin whose path and query would.
 */
export function isSameOriginLocation(location: string, origin: string): boolean {
	if (WHITESPACE.test(location)) return false
	if (location.startsWith('/')) return isSafeLocation(location, LOCATION_MAX_LENGTH)
	try {
		const url = new URL(location)
		return url.origin === origin && isSafeLocation(`${url.pathname}${url.search}${url.hash}`, LOCATION_MAX_LENGTH)
	} catch {
		return false
	}
}

/**
 * Whether a Location may go out: one that keeps the browser on `origin`, or a URL on one
 * of `brandSiteOrigins` (exactly those origins), where the leaving notice's Continue
 * sends a guest on (app/models/brand-links.ts builds that URL from the hotel).
 */
export function isPermittedLocation(location: string, origin: string, brandSiteOrigins: readonly string[]): boolean {
	if (isSameOriginLocation(location, origin)) return true
	if (WHITESPACE.test(location) || location.length > LOCATION_MAX_LENGTH) return false
	try {
		return brandSiteOrigins.includes(new URL(location).origin)
	} catch {
		return false
	}
}

/** 301/302/307/308 answering a form post become 303, so the browser follows with a GET. */
export function redirectStatusFor(status: number, method: string): number {
	const read = method === 'GET' || method === 'HEAD'
	return !read && [301, 302, 307, 308].includes(status) ? 303 : status
}
