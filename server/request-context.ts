import { AsyncResource } from 'node:async_hooks'
import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'
import { getEnv } from '#app/services/env.server.ts'
import { runInRequest, upstreamCallsOfRequest } from '#app/services/request-context.server.ts'

/**
 * Runs the rest of the request inside its request id, so any log line or crash on its
 * way names it. The request's stream events come from the connection, outside that
 * context; binding its emit keeps a body read (a POST) inside it too.
 */
export const bindRequestContext: RequestHandler = (req, res, next) => {
	runInRequest(String(res.locals.requestId), () => {
		req.emit = AsyncResource.bind(req.emit, undefined, req)
		if (getEnv().UPSTREAM_CALL_COUNT === 'on') {
			// Bound, so the header is written from this request's own count.
			onHeaders(
				res,
				AsyncResource.bind(() => res.setHeader('X-Upstream-Calls', upstreamCallsOfRequest())),
			)
		}
		next()
	})
}
