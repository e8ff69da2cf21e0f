import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { getEnv, upstreamUrl } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'
import type { UpstreamContext } from './context.server.ts'
import { commonHeaders } from './headers.server.ts'

// The platform's logger (spec 000 §7: POST /mi/account/api/logger with {message}). Every
// failure line the client writes goes here too (failure-log.server.ts), so the platform sees
// what its callers saw. A plain fetch, not callService: a failure of the logger itself must
// not produce another line for the logger, and it is not counted among the page's upstream
// calls (a page that reports two failures did not call an operation twice).

/** The longest message the platform keeps; a longer one is cut, not refused. */
const MAX_MESSAGE = 2000

let warned = false

/**
 * Sends a `source|code|component|detail` line (spec 000 §8) to the platform's logger.
 * Never throws: losing a log line must not fail the page that reports a problem. A logger
 * that does not answer is said locally once, until it answers again.
 */
export async function sendLogMessage(message: string, ctx: UpstreamContext): Promise<void> {
	try {
		const response = await fetch(new URL(REST_PATHS.logger, upstreamUrl()), {
			method: 'POST',
			// The visitor's token and session stay out of a call that carries no data of theirs.
			headers: commonHeaders({ locale: ctx.locale, requestId: ctx.requestId, dtt: ctx.dtt, migrationStatus: ctx.migrationStatus }),
			body: JSON.stringify({ message: message.slice(0, MAX_MESSAGE) }),
			signal: AbortSignal.timeout(getEnv().UPSTREAM_TIMEOUT_MS),
		})
		// Read to the end, so the connection goes back to the pool.
		await response.text()
		if (!response.ok) throw new Error(`HTTP ${response.status}`)
		warned = false
	} catch (error) {
		if (!warned) logger.warn('the platform logger did not take a line', { reason: error instanceof Error ? error.message : 'unknown' })
		warned = true
	}
}
