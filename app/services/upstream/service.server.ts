import type { z } from 'zod'
import { ServiceErrorSchema } from '@meridian/upstream-contract/error-bodies.ts'
import { SESSION_COOKIE, USER_ID_COOKIE } from '@meridian/upstream-contract/session.ts'
import { upstreamUrl } from '#app/services/env.server.ts'
import { attempt, timeoutFor } from './attempts.server.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { CLIENT_ERROR_CODES, errorForCode, malformed, UpstreamError, type FailureDetails } from './errors.server.ts'
import { commonHeaders } from './headers.server.ts'
import { countUpstreamCall } from '../request-context.server.ts'

// One call to a REST service of the platform (account, session, encryption, data layer,
// logger, search): the common headers, a deadline, typed errors, a parsed answer.

export type ServiceCall<Result> = {
	/** The component in log lines, e.g. login or session.read. */
	name: string
	method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
	path: string
	query?: Record<string, string>
	body?: unknown
	headers?: Record<string, string>
	/** Sends the visitor's session id as the session service's cookie. */
	sessionCookie?: boolean
	/** Also sends the visitor's UserIdToken cookie (the session-data call, spec 000 §7). */
	userIdCookie?: boolean
	/** The answer's schema; z.undefined() for a 204. */
	result: z.ZodType<Result, z.ZodTypeDef, unknown>
	/** Defaults to GET only: a call that changes something is never sent twice. */
	retry?: boolean
	/** Reads a refusal the generic mapping does not know (the sign-in service's codes). */
	refusal?: (status: number, body: unknown, details: FailureDetails) => UpstreamError | undefined
	timeoutMs?: number
}

export type ServiceAnswer<Result> = { status: number; headers: Headers; body: Result }

export async function callService<Result>(call: ServiceCall<Result>, ctx: UpstreamContext, options: CallOptions = {}): Promise<ServiceAnswer<Result>> {
	const details: FailureDetails = { source: 'API_ERROR', component: call.name, url: new URL(call.path, 'http://upstream').pathname, method: call.method }
	countUpstreamCall(call.name)
	const url = new URL(call.path, upstreamUrl())
	for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value)
	const headers = { ...commonHeaders(ctx), ...call.headers }
	const cookies = [
		call.sessionCookie && ctx.sessionToken ? `${SESSION_COOKIE}=${ctx.sessionToken}` : null,
		call.userIdCookie && ctx.userIdToken ? `${USER_ID_COOKIE}=${ctx.userIdToken}` : null,
	].filter(Boolean)
	if (cookies.length) headers.cookie = cookies.join('; ')

	return attempt(
		async (signal) => {
			const response = await fetch(url, {
				method: call.method,
				headers,
				body: call.body === undefined ? undefined : JSON.stringify(call.body),
				signal,
			})
			const body = await readBody(response, { ...details, status: response.status })
			if (!response.ok) throw refusalOf(call, response.status, body, { ...details, status: response.status })
			const parsed = call.result.safeParse(body)
			if (!parsed.success) throw malformed(parsed.error, { ...details, status: response.status })
			return { status: response.status, headers: response.headers, body: parsed.data }
		},
		{
			retry: call.retry ?? call.method === 'GET',
			timeoutMs: options.timeoutMs ?? call.timeoutMs ?? timeoutFor(),
			details,
			ctx,
		},
	)
}

async function readBody(response: Response, details: FailureDetails): Promise<unknown> {
	const text = await response.text()
	if (text === '') return undefined
	try {
		return JSON.parse(text)
	} catch {
		// A 5xx from a proxy in front of the platform is often HTML; its status says enough.
		if (!response.ok) return undefined
		throw new UpstreamError(CLIENT_ERROR_CODES.malformed, { ...details, detail: 'the answer is not JSON' })
	}
}

function refusalOf<Result>(call: ServiceCall<Result>, status: number, body: unknown, details: FailureDetails): UpstreamError {
	const specific = status < 500 ? call.refusal?.(status, body, details) : undefined
	if (specific) return specific
	const parsed = ServiceErrorSchema.safeParse(body)
	const code = parsed.success ? parsed.data.code : undefined
	return errorForCode(code, { ...details, detail: `HTTP ${status}` })
}
