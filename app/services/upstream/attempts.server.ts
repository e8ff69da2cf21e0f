import { getEnv } from '#app/services/env.server.ts'
import { timeUpstreamCall } from '#app/services/metrics.server.ts'
import type { UpstreamContext } from './context.server.ts'
import { CLIENT_ERROR_CODES, decisiveError, UpstreamError, UpstreamUnavailable, type FailureDetails } from './errors.server.ts'
import { logFailures } from './failure-log.server.ts'

// How every call is tried: with a deadline, logged when it fails, and tried a second
// time only when that is safe and likely to help.

export function timeoutFor(timeoutMs?: number): number {
	return timeoutMs ?? getEnv().UPSTREAM_TIMEOUT_MS
}

/**
 * What a thrown error means for the call: the deadline passed, the connection failed
 * (fetch rejects with a TypeError), or the answer could not be read at all.
 */
export function transportFailure(error: unknown, signal: AbortSignal, timeoutMs: number, details: FailureDetails) {
	if (error instanceof UpstreamError) return error
	if (signal.aborted) {
		return new UpstreamUnavailable(CLIENT_ERROR_CODES.timeout, { ...details, detail: `no answer within ${timeoutMs} ms`, cause: error })
	}
	if (error instanceof TypeError) {
		const reason = (error.cause as { code?: unknown } | undefined)?.code
		return new UpstreamUnavailable(CLIENT_ERROR_CODES.network, {
			...details,
			detail: typeof reason === 'string' ? reason : error.message,
			cause: error,
		})
	}
	// Not the error's message: a parser quotes the body it choked on, and a body may hold tokens.
	const detail = `unreadable answer (${error instanceof Error ? error.name : typeof error})`
	return new UpstreamError(CLIENT_ERROR_CODES.malformed, { ...details, detail, cause: error })
}

export type Failures = readonly [UpstreamError, ...UpstreamError[]]

/** An answer that carried several errors at once (GraphQL): all are logged, one is thrown. */
export class FailedAnswer extends Error {
	constructor(readonly failures: Failures) {
		super(failures.map((failure) => failure.code).join(';'))
	}
}

type AttemptOptions = { retry: boolean; timeoutMs: number; details: FailureDetails; ctx: UpstreamContext }

/**
 * Runs a call once, or twice when `retry` is set and the first try lost its connection.
 * Only a lost connection is retried: it fails fast and is often a pooled socket the
 * other side had closed. A timeout is not, because it already spent the whole budget
 * and a platform that slow is more likely to be overloaded than to answer a second
 * time. Writes are never retried: the first may have been applied.
 */
export async function attempt<T>(run: (signal: AbortSignal) => Promise<T>, options: AttemptOptions): Promise<T> {
	const done = timeUpstreamCall(options.details.component)
	try {
		const result = await tryOnceOrTwice(run, options)
		done('answered')
		return result
	} catch (error) {
		done(error instanceof UpstreamUnavailable ? 'unavailable' : 'refused')
		throw error
	}
}

async function tryOnceOrTwice<T>(run: (signal: AbortSignal) => Promise<T>, options: AttemptOptions): Promise<T> {
	for (let tries = 1; ; tries++) {
		const signal = AbortSignal.timeout(options.timeoutMs)
		try {
			return await run(signal)
		} catch (thrown) {
			const failures: Failures = thrown instanceof FailedAnswer ? thrown.failures : [transportFailure(thrown, signal, options.timeoutMs, options.details)]
			logFailures(failures, options.ctx)
			const lostConnection = failures.length === 1 && failures[0].code === CLIENT_ERROR_CODES.network
			if (options.retry && lostConnection && tries === 1) continue
			throw decisiveError(failures)
		}
	}
}
