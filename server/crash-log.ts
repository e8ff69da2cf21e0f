import { logger } from '#app/services/logger.server.ts'
import { currentRequestId } from '#app/services/request-context.server.ts'

/**
 * An exception no handler caught, or a rejection nobody awaited, leaves this process in
 * a state nobody knows: log it once, with the request it happened in, and exit. The
 * supervisor (server/primary.ts) starts a fresh worker in its place.
 */
export function exitOnCrash() {
	let crashed = false
	const crash = (kind: string) => (error: unknown) => {
		if (crashed) return
		crashed = true
		logger.error(`worker crashed: ${kind}`, {
			rid: currentRequestId(),
			error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
			stack: error instanceof Error ? error.stack : undefined,
		})
		process.exit(70)
	}
	process.on('uncaughtException', crash('uncaught exception'))
	process.on('unhandledRejection', crash('unhandled rejection'))
}
