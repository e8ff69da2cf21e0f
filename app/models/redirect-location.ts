// The last check on any redirect the server sends (issue 10, items 3 and 8): routes make
// their own targets safe first; this is the second line, for the bug that slips through.

const PROBE = 'http://location.invalid'
// Longer than any address the product builds (the rate list's canonical query is the longest).
export const LOCATION_MAX_LENGTH = 4096
// Control characters, backslashes (browsers read `\` as `/`) and whitespace.
const UNSAFE = /[\u0000-\u0020\u007f\\]/

/**
 * Whether a Location keeps the browser on `origin`: a root-relative path (one leading
 * `/`, which also stays a single `/` once dot segments are resolved) or an absolute URL
 * of that very origin.
 */
export function isSameOriginLocation(location: string, origin: string): boolean {
	if (location.length === 0 || location.length > LOCATION_MAX_LENGTH || UNSAFE.test(location)) return false
	try {
		if (location.startsWith('/')) {
			const url = new URL(location, PROBE)
			return !location.startsWith('//') && url.origin === PROBE && !url.pathname.startsWith('//')
		}
		const url = new URL(location)
		return url.origin === origin && !url.pathname.startsWith('//')
	} catch {
		return false
	}
}

/** 301/302/307/308 answering a form post become 303, so the browser follows with a GET. */
export function redirectStatusFor(status: number, method: string): number {
	const read = method === 'GET' || method === 'HEAD'
	return !read && [301, 302, 307, 308].includes(status) ? 303 : status
}
