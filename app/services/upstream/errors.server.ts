import type { z } from 'zod'
import { RESERVATION_ERROR_CODES, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { thrownMessage } from './failure-labels.ts'

// What went wrong with a call to the platform, as one class per way a route reacts:
// an expired session goes to the expired-session page, an expired cart back to the
// rate list, a stale revision token re-reads, an unavailable platform shows the
// "try again" page. The code stays on every error for the log.

/** Where a failure was seen: the data graph (the spec's UXL_ERROR) or a REST service. */
export type FailureSource = 'UXL_ERROR' | 'API_ERROR'

/** Codes the client gives failures the platform did not name. */
export const CLIENT_ERROR_CODES = {
	timeout: 'TIMEOUT',
	network: 'NETWORK_ERROR',
	serverError: 'SERVER_ERROR',
	malformed: 'MALFORMED_RESPONSE',
	httpError: 'HTTP_ERROR',
} as const

export type FailureDetails = {
	source: FailureSource
	/** The GraphQL operation or the REST call, e.g. PhoenixBookDTTHotelHeaderData or session.read. */
	component: string
	status?: number
	/** What the platform said, for the log only; never shown to a guest. */
	detail?: string
	cause?: unknown
	/** The call's path and method on the platform (wsErrors' wsURL and wsMethod). */
	url?: string
	method?: string
}

export class UpstreamError extends Error {
	readonly code: string
	readonly source: FailureSource
	readonly component: string
	readonly status?: number
	readonly detail: string
	readonly url?: string
	readonly method?: string

	constructor(code: string, details: FailureDetails) {
		super(thrownMessage(details.component) ?? `${details.component} failed: ${code}`, { cause: details.cause })
		this.name = new.target.name
		this.code = code
		this.source = details.source
		this.component = details.component
		this.status = details.status
		this.detail = details.detail ?? ''
		this.url = details.url
		this.method = details.method
	}
}

export class SessionExpired extends UpstreamError {
	constructor(details: FailureDetails) {
		super(UPSTREAM_ERROR_CODES.sessionExpired, details)
	}
}

export class CartExpired extends UpstreamError {
	constructor(details: FailureDetails) {
		super(UPSTREAM_ERROR_CODES.cartExpired, details)
	}
}

export class NotFound extends UpstreamError {
	constructor(details: FailureDetails) {
		super(UPSTREAM_ERROR_CODES.notFound, details)
	}
}

export class Unauthorized extends UpstreamError {
	constructor(details: FailureDetails) {
		super(UPSTREAM_ERROR_CODES.unauthorized, details)
	}
}

/** A write refused because what it was based on changed meanwhile (stale revision token). */
export class Conflict extends UpstreamError {
	constructor(details: FailureDetails) {
		super(UPSTREAM_ERROR_CODES.conflict, details)
	}
}

export type ReservationErrorCode = (typeof RESERVATION_ERROR_CODES)[number]

export function isReservationErrorCode(code: string): code is ReservationErrorCode {
	return (RESERVATION_ERROR_CODES as readonly string[]).includes(code)
}

/** One of the reservation API's codes (spec 001 §8); the route picks the message by code. */
export class ReservationError extends UpstreamError {
	declare readonly code: ReservationErrorCode
	constructor(code: ReservationErrorCode, details: FailureDetails) {
		super(code, details)
	}
}

/** The platform did not answer usefully: 5xx, a timeout, or no connection. */
export class UpstreamUnavailable extends UpstreamError {}

/** The sign-in service refused the credentials; code is one of LOGIN_ERROR_CODES. */
export class LoginRefused extends UpstreamError {
	declare readonly status: number
	/** Where the sign-in server wants the visitor sent instead, when it says. */
	readonly nextStateURI?: string

	constructor(code: string, details: FailureDetails & { status: number; nextStateURI?: string }) {
		super(code, details)
		this.nextStateURI = details.nextStateURI
	}
}

/** The typed error for a code the platform answered with. */
export function errorForCode(code: string | undefined, details: FailureDetails): UpstreamError {
	switch (code) {
		case UPSTREAM_ERROR_CODES.sessionExpired:
			return new SessionExpired(details)
		case UPSTREAM_ERROR_CODES.cartExpired:
			return new CartExpired(details)
		case UPSTREAM_ERROR_CODES.notFound:
			return new NotFound(details)
		case UPSTREAM_ERROR_CODES.unauthorized:
			return new Unauthorized(details)
		case UPSTREAM_ERROR_CODES.conflict:
			return new Conflict(details)
	}
	if (code && isReservationErrorCode(code)) return new ReservationError(code, details)
	if (details.status !== undefined && details.status >= 500) {
		return new UpstreamUnavailable(code ?? CLIENT_ERROR_CODES.serverError, details)
	}
	if (code) return new UpstreamError(code, details)
	return errorForStatus(details)
}

/** A REST answer with no code: the status is all there is to go on. */
function errorForStatus(details: FailureDetails): UpstreamError {
	switch (details.status) {
		case 401:
			return new Unauthorized(details)
		case 404:
			return new NotFound(details)
		case 409:
			return new Conflict(details)
		default:
			return new UpstreamError(CLIENT_ERROR_CODES.httpError, details)
	}
}

// When one answer carries several errors, the route reacts to the one that decides
// where the visitor goes: an expired session before anything else it could say.
const PRECEDENCE = [SessionExpired, CartExpired, Unauthorized, UpstreamUnavailable, ReservationError, Conflict, NotFound]

export function decisiveError(errors: readonly [UpstreamError, ...UpstreamError[]]): UpstreamError {
	for (const kind of PRECEDENCE) {
		const match = errors.find((error) => error instanceof kind)
		if (match) return match
	}
	return errors[0]
}

/** The answer is not the shape this app reads; names the fields, never their values. */
export function malformed(error: z.ZodError, details: FailureDetails): UpstreamError {
	const detail = error.issues
		.slice(0, 3)
		.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.code}`)
		.join(', ')
	return new UpstreamError(CLIENT_ERROR_CODES.malformed, { ...details, detail })
}

/** The call's answer, or null for something the platform does not know (a page answers 404). */
export async function nullIfNotFound<T>(call: () => Promise<T>): Promise<T | null> {
	try {
		return await call()
	} catch (error) {
		if (error instanceof NotFound) return null
		throw error
	}
}

/** A one-time code or a new password the platform would not take (spec 000 §7 password reset); retryAfterSeconds for a wait or a lock-out. */
export class OneTimeCodeRefused extends UpstreamError {
	readonly retryAfterSeconds: number | null
	readonly field: string | null

	constructor(code: string, details: FailureDetails & { retryAfterSeconds?: number | null; field?: string | null }) {
		super(code, details)
		this.retryAfterSeconds = details.retryAfterSeconds ?? null
		this.field = details.field ?? null
	}
}

/** An online-account activation the platform would not start or finish (ACTIVATION_ERRORS, or BAD_REQUEST for the password). */
export class ActivationRefused extends UpstreamError {
	readonly field: string | null

	constructor(code: string, details: FailureDetails & { field?: string | null }) {
		super(code, details)
		this.field = details.field ?? null
	}
}

/** A join the platform would not take (enroll: ENROLLMENT_ERRORS, INVALID_PARTNER_NUMBER, BAD_REQUEST with its field, or a code it may add). */
export class EnrollmentRefused extends UpstreamError {
	readonly field: string | null

	constructor(code: string, details: FailureDetails & { field?: string | null }) {
		super(code, details)
		this.field = details.field ?? null
	}
}
