import { z } from 'zod'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { callService } from './service.server.ts'

/**
 * Sends a `source|code|component|detail` line to the platform's logger (spec 000 §7).
 * Never throws: losing a log line must not fail the page that reports a problem.
 */
export async function sendLogMessage(message: string, ctx: UpstreamContext, options?: CallOptions): Promise<void> {
	try {
		await callService(
			{ name: 'logger', method: 'POST', path: REST_PATHS.logger, body: { message }, result: z.unknown() },
			ctx,
			options,
		)
	} catch {
		// Already logged locally by the call.
	}
}
