import type { RequestHandler } from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a state-changing request came from a page of ours. Browsers say so in
 * Sec-Fetch-Site (or, older ones, Origin); a request with neither is not a browser
 * form post from another site (curl, server-to-server) and SameSite cookies cover it.
 */
export function isCrossSiteWrite(method: string, host: string | undefined, headers: Record<string, unknown>): boolean {
	if (SAFE_METHODS.has(method.toUpperCase())) return false
	const fetchSite = headers['sec-fetch-site']
	if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none'
	const origin = headers.origin
	if (typeof origin !== 'string') return false
	if (origin === 'null') return true
	try {
		return new URL(origin).host !== host
	} catch {
		return true
	}
}

export const refuseCrossSiteWrites: RequestHandler = (req, res, next) => {
	if (isCrossSiteWrite(req.method, req.headers.host, req.headers)) {
		res.status(403).type('text/plain').send('Cross-site requests are not allowed.')
		return
	}
	next()
}
