import { json } from '@remix-run/node'
import { NotFound, UpstreamError } from '#app/services/upstream/errors.server.ts'

// The one mapping of a failing platform to the 503 "try again" page. The upstream client
// has logged the failure with its code, so nothing is logged here; an error that is not
// the platform's is a bug and goes on to the error boundary, which logs it (handleError).

export const serviceUnavailable = () => json({ message: 'Service unavailable' }, { status: 503 })

/** What a loader or action throws for a failed call: the 503 page, or the error itself. */
export function upstreamFailure(error: unknown): unknown {
	return error instanceof UpstreamError ? serviceUnavailable() : error
}

/** The call's answer; the 503 page when the platform fails. */
export async function orUnavailable<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call()
	} catch (error) {
		throw upstreamFailure(error)
	}
}

/** The call's answer, or the platform's refusal of this kind as a value (the form says it); any other failure is the 503 page. */
export async function orRefused<T, Refusal extends UpstreamError>(
	call: () => Promise<T>,
	kind: abstract new (...args: never[]) => Refusal,
): Promise<T | Refusal> {
	try {
		return await call()
	} catch (error) {
		if (error instanceof kind) return error
		throw upstreamFailure(error)
	}
}

/** The call's answer, null for something the platform does not know (the route answers 404), the 503 page when it fails. */
export async function orNotFound<T>(call: () => Promise<T>): Promise<T | null> {
	try {
		return await call()
	} catch (error) {
		if (error instanceof NotFound) return null
		throw upstreamFailure(error)
	}
}
