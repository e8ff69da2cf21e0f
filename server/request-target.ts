import type { ErrorRequestHandler, RequestHandler } from 'express'
import { logger } from '#app/services/logger.server.ts'

// The methods a browser or a health check sends to this product; anything else
// (TRACE, PUT, CONNECT...) is refused before it reaches a route.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS'])
// A Host header that an URL can carry: a name or an IPv4 address, or a bracketed IPv6
// address, with an optional port.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
const PROBE = 'http://request.invalid'

/**
 * The request target as a URL, or undefined when it is not one we could ever serve:
 * not origin-form (`*`, `http://other/`), unparseable (`//[`) or badly percent-encoded
 * (`/%`). Parsed against a fixed origin, so `//host/path` stays a path.
 */
export function parseRequestTarget(target: string): URL | undefined {
	if (!target.startsWith('/')) return undefined
	try {
		const url = new URL(`${PROBE}${target}`)
		if (url.origin !== PROBE) return undefined
		decodeURIComponent(url.pathname)
		return url
	} catch {
		return undefined
	}
}

function refuse(res: Parameters<RequestHandler>[1], status: number, message: string) {
	res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message)
}

/** A request that no route could serve gets a 4xx here, for that request only. */
export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
	if (!METHODS.has(req.method)) {
		res.setHeader('Allow', [...METHODS].join(', '))
		return refuse(res, 405, 'Method not allowed.')
	}
	const host = req.headers.host
	if (host !== undefined && !HOST.test(host)) return refuse(res, 400, 'Bad request.')
	if (!parseRequestTarget(req.originalUrl)) return refuse(res, 400, 'Bad request.')
	next()
}

/**
 * The last handler: an error no route caught. A client's mistake that Express flags
 * (status 4xx) keeps its status; anything else is logged once, with the request id,
 * and answered 500 without details.
 */
export const answerUncaughtErrors: ErrorRequestHandler = (error, req, res, _next) => {
	const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500
	if (status === 500) {
		logger.error('unhandled error', {
			rid: String(res.locals.requestId),
			method: req.method,
			detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
		})
	}
	if (res.headersSent) {
		res.destroy()
		return
	}
	refuse(res, status, status === 500 ? 'Something went wrong.' : 'Bad request.')
}
