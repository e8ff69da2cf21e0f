import { preferenceCookie } from '#app/services/preference-cookie.server.ts'

// Whether this browser has been sent this build's stylesheet (decision 027): a page that
// carries it inline also asks the browser to fetch the file when idle (prefetch) and says
// so here, so the next page links it from the cache. The value is the file's fingerprinted
// address: after a new build, the first page inlines the new one again.
const cookie = preferenceCookie('stylesheet')

/** True when the browser was sent this stylesheet file (its fingerprinted address) before. */
export async function stylesheetSent(request: Request, href: string): Promise<boolean> {
	return (await cookie.parse(request.headers.get('Cookie'))) === href
}

/** The Set-Cookie header of a page that inlines the stylesheet and prefetches its file. */
export function markStylesheetSent(href: string): Promise<string> {
	return cookie.serialize(href)
}
