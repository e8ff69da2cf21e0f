import type { RequestHandler } from 'express'
import { logger } from '#app/services/logger.server.ts'
import { parseRequestTarget } from './request-target.ts'

// Query values under these names never reach a log line.
const SECRET_PARAM = /pass|pwrd|pwd|token|secret|auth|code|key|email|card|cvv|otp|session/i

/** The path with the value of every secret-looking query parameter redacted. */
export function loggablePath(originalUrl: string): string {
	const url = parseRequestTarget(originalUrl)
	if (!url) return '[malformed]'
	if (!url.search) return url.pathname
	const params = [...url.searchParams.keys()].map((key) =>
		SECRET_PARAM.test(key) ? `${key}=[redacted]` : `${key}=${url.searchParams.get(key) ?? ''}`,
	)
	return `${url.pathname}?${[...new Set(params)].join('&')}`
}

export const accessLog: RequestHandler = (req, res, next) => {
	const started = process.hrtime.bigint()
	res.on('finish', () => {
		const ms = Number(process.hrtime.bigint() - started) / 1e6
		logger.info(
			`${req.method} ${loggablePath(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`,
			{ rid: String(res.locals.requestId) },
		)
	})
	next()
}
