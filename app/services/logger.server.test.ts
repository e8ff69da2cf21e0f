import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.server.ts'
import { runInRequest } from './request-context.server.ts'

function capture(level: Parameters<typeof createLogger>[0]) {
	let written = ''
	const logger = createLogger(level, { write: (chunk: string) => void (written += chunk) })
	return { logger, lines: () => written.split('\n').filter(Boolean) }
}

describe('logger', () => {
	it('writes one JSON object per line, whatever a value holds (no forged lines)', () => {
		const { logger, lines } = capture('debug')
		const forged = 'NYCMC\r\n{"level":"error","msg":"forged"}\n2026-01-01 ERROR forged'
		logger.info({ query: { propertyCode: forged } }, 'GET /x 200 "quoted"\r\nsecond')
		expect(lines()).toHaveLength(1)
		const entry = JSON.parse(lines()[0]!)
		expect(entry).toMatchObject({ level: 'info', msg: 'GET /x 200 "quoted"\r\nsecond', query: { propertyCode: forged } })
		expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT/)
	})

	it('names the request it runs for', () => {
		const { logger, lines } = capture('debug')
		runInRequest('req-1', () => logger.warn({}, 'inside'))
		logger.warn({}, 'outside')
		expect(lines().map((line) => JSON.parse(line).rid)).toEqual(['req-1', undefined])
	})

	it('keeps to LOG_LEVEL', () => {
		const quiet = capture('warn')
		quiet.logger.debug({}, 'd')
		quiet.logger.info({}, 'i')
		quiet.logger.error({}, 'e')
		expect(quiet.lines().map((line) => JSON.parse(line).level)).toEqual(['error'])
		const silent = capture('silent')
		silent.logger.error({}, 'e')
		expect(silent.lines()).toEqual([])
	})
})
