import { logger } from './logger.server.ts'
import { UpstreamError } from './upstream/errors.server.ts'

/**
 * For a catch that answers "try again" (503) whatever went wrong: the upstream client
 * has already logged a platform failure, so only anything else — a bug that would
 * otherwise hide behind "service unavailable" — is logged here, once.
 */
export function logUnlessUpstream(where: string, error: unknown): void {
	if (error instanceof UpstreamError) return
	const detail = error instanceof Error ? { error: `${error.name}: ${error.message}`, stack: error.stack } : { error: String(error) }
	logger.error(`${where}: unexpected error answered as unavailable`, detail)
}
