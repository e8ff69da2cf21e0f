import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'
import { isPermittedLocation, redirectStatusFor } from '#app/models/redirect-location.ts'
import { offSiteRedirectOrigins } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'

// Remix's `?_data` requests carry their redirect in X-Remix-Redirect; single fetch carries
// it in the body, which app/entry.server.tsx (handleDataRequest) checks.
const REDIRECT_HEADERS = ['Location', 'X-Remix-Redirect']

/**
 * The server's second line against open redirects: just before the headers go out, a
 * redirect that would leave this origin is sent to `/` instead (a route's bug, logged),
 * and a redirect answering a form post becomes a 303. The ways off the site are to the
 * configured brand sites (the leaving notice's Continue) and to the payment service (the card step).
 */
export const gateRedirects: RequestHandler = (req, res, next) => {
	onHeaders(res, () => {
		const origin = `${req.protocol}://${req.get('host')}`
		for (const name of REDIRECT_HEADERS) {
			const value = res.getHeader(name)
			if (value === undefined || (typeof value === 'string' && isPermittedLocation(value, origin, offSiteRedirectOrigins()))) continue
			logger.error('off-site redirect refused', {
				rid: String(res.locals.requestId),
				header: name,
				status: res.statusCode,
				location: JSON.stringify(String(value).slice(0, 200)),
			})
			res.setHeader(name, '/')
		}
		if (res.getHeader('Location') !== undefined) res.statusCode = redirectStatusFor(res.statusCode, req.method)
	})
	next()
}
