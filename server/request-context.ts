import { AsyncResource } from 'node:async_hooks'
import type { RequestHandler } from 'express'
import { runInRequest } from '#app/services/request-context.server.ts'

/**
 * Runs the rest of the request inside its request id, so any log line or crash on its
 * way names it. The request's stream events come from the connection, outside that
 * context; binding its emit keeps a body read (a POST) inside it too.
 */
export const bindRequestContext: RequestHandler = (req, res, next) => {
	runInRequest(String(res.locals.requestId), () => {
		req.emit = AsyncResource.bind(req.emit, undefined, req)
		next()
	})
}
