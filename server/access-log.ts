import type { RequestHandler } from 'express'
import { loggableQuery } from '#app/models/loggable-query.ts'
import { logger } from '#app/services/logger.server.ts'
import { parseRequestTarget } from './request-target.ts'

const MAX_PATH = 300

/** The path and the query (through the allow-list) of a request target; never throws. */
export function loggableTarget(originalUrl: string): { path: string; query?: Record<string, string | string[]> } {
	const url = parseRequestTarget(originalUrl)
	if (!url) return { path: '[malformed]' }
	return { path: url.pathname.slice(0, MAX_PATH), query: loggableQuery(url.searchParams) }
}

/** One JSON line per request once its response is sent: method, path, query, status, ms, request id. */
export const accessLog: RequestHandler = (req, res, next) => {
	const started = process.hrtime.bigint()
	res.on('finish', () => {
		const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10
		const { path, query } = loggableTarget(req.originalUrl)
		logger.info(`${req.method} ${path} ${res.statusCode}`, {
			method: req.method,
			path,
			query,
			status: res.statusCode,
			ms,
			rid: String(res.locals.requestId),
		})
	})
	next()
}
