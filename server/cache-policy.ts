import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'
import { stripSubDirectory } from '#app/models/locale.ts'

export const PRIVATE = 'private, no-store'
export const PUBLIC_SHORT = 'public, max-age=60'

// Pages that are the same for every visitor without cookies; anything else (booking,
// account, sign-in, a new route nobody listed) is private until it is listed here.
const PUBLIC_PAGES = [/^\/$/, /^\/hotels\//, /^\/search\//]

/** `/es/hotels/x.data` → `/hotels/x`, `/_root.data` → `/`: the page a request is for. */
function pageOf(pathname: string): string {
	const bare = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname
	return stripSubDirectory(bare || '/')
}

type Exchange = {
	method: string
	pathname: string
	/** The request's Cookie header: the session cookie, or any cookie that makes a page someone's own (recently viewed hotels). */
	cookie: string | undefined
	status: number
	setsCookie: boolean
	/** Cache-Control already chosen by a route or the static files. */
	cacheControl: string | undefined
}

/**
 * One rule for every response. A response that sets a cookie is never stored. Otherwise
 * a Cache-Control chosen on purpose stays (immutable assets, Remix's manifest). Otherwise
 * only a successful read of a public page by a visitor with no cookie at all may sit in
 * a shared cache, briefly; the rest is private and not stored.
 */
export function cacheControlFor({ method, pathname, cookie, status, setsCookie, cacheControl }: Exchange): string {
	if (setsCookie) return PRIVATE
	if (cacheControl) return cacheControl
	const anonymous = !cookie?.trim()
	const read = method === 'GET' || method === 'HEAD'
	const page = pageOf(pathname)
	return anonymous && read && status === 200 && PUBLIC_PAGES.some((pattern) => pattern.test(page)) ? PUBLIC_SHORT : PRIVATE
}

export const cachePolicy: RequestHandler = (req, res, next) => {
	onHeaders(res, () => {
		const current = res.getHeader('Cache-Control')
		res.setHeader(
			'Cache-Control',
			cacheControlFor({
				method: req.method,
				pathname: req.path,
				cookie: req.headers.cookie,
				status: res.statusCode,
				setsCookie: res.getHeader('Set-Cookie') !== undefined,
				cacheControl: current === undefined ? undefined : String(current),
			}),
		)
	})
	next()
}
