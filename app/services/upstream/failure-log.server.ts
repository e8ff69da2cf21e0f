import { wsErrorOf } from '#app/models/ws-errors.ts'
import { logger } from '#app/services/logger.server.ts'
import { currentRequestId } from '#app/services/request-context.server.ts'
import type { UpstreamContext } from './context.server.ts'
import { UpstreamError, UpstreamUnavailable } from './errors.server.ts'
import { failureLabel } from './failure-labels.ts'
import { sendLogMessage } from './log-service.server.ts'

// Spec 000 §8: failures are logged as source|code|component|detail, several joined by
// ';'. The detail is what the platform said, trimmed; it never holds a request body,
// and any token of the visitor's that shows up in it is blanked, as are long numbers (a
// card or confirmation number) and e-mail addresses a platform message might quote.

const MAX_DETAIL = 200
// A detail may quote what a visitor typed, so each pattern is linear in its length: the
// separators and the e-mail start a match only where a run of spaces or a word starts
// (the lookbehinds), not again at each of its characters, which made both quadratic on a
// long run of spaces or of letters (issue 28, item 3).
const SEPARATORS = /(?<!\s)\s*[|;\r\n\t]+\s*/g
const BEARER = /Bearer\s+\S+/gi
const LONG_NUMBER = /\d[\d -]{4,}\d/g
const EMAIL = /(?<![^\s@])[^\s@]+@[^\s@]+\.[^\s@]+/g

export function failureLine(error: UpstreamError, secrets: ReadonlyArray<string | undefined> = []): string {
	let detail = error.detail.replace(BEARER, 'Bearer [redacted]')
	for (const secret of secrets) {
		if (secret) detail = detail.replaceAll(secret, '[redacted]')
	}
	detail = detail.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]')
	detail = detail.replace(SEPARATORS, ' ').trim().slice(0, MAX_DETAIL)
	return [error.source, error.code, error.component, detail].join('|')
}

/**
 * One log line for the failures of one answer, written once: here, locally, and sent on to
 * the platform's logger when the visitor's context is known. The line starts with the
 * spec's words for the call when it names them ("Error fetching data:" for the hotel
 * header, …). A platform that is down is an error someone must look at; a refusal the
 * visitor caused (wrong password, expired session, stale token) is a warning.
 */
export function logFailures(errors: readonly UpstreamError[], ctx?: UpstreamContext) {
	const [first] = errors
	if (!first) return
	const secrets = [ctx?.accessToken, ctx?.sessionToken, ctx?.userIdToken]
	const lines = errors.map((error) => failureLine(error, secrets)).join(';')
	const label = failureLabel(first.component)
	const line = label ? `${label} ${lines}` : lines
	const serious = errors.some((error) => error instanceof UpstreamUnavailable || isUnexpected(error))
	// Spec 001 §8's session error structure rides along, one entry per failure.
	const fields = { wsErrors: errors.map((error) => wsErrorOf(error, currentRequestId())) }
	if (serious) logger.error(line, fields)
	else logger.warn(line, fields)
	// Not awaited: the page does not wait for its failure to be reported.
	if (ctx) void sendLogMessage(line, ctx)
}

/** A bare UpstreamError is a code no route handles: a malformed answer, a bad request. */
function isUnexpected(error: UpstreamError) {
	return Object.getPrototypeOf(error) === UpstreamError.prototype
}

/** Logs a failure found in an answer that arrived fine (a status inside the data), and hands it back to throw. */
export function reported<E extends UpstreamError>(error: E, ctx: UpstreamContext): E {
	logFailures([error], ctx)
	return error
}
