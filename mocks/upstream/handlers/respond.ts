import { delay, http, HttpResponse } from 'msw'
import { LOGIN_ERROR_CODES, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { upstreamFaults, type UpstreamFault } from '../faults.ts'
import { upstreamJournal } from '../journal.ts'

// What every mock route shares: the journal, faults on demand, and the platform's
// no-store answers.

export const NO_STORE = { 'cache-control': 'no-store' }

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
	return HttpResponse.json(body as Record<string, unknown>, { status, headers: { ...NO_STORE, ...headers } })
}

export function noContent() {
	return new HttpResponse(null, { status: 204, headers: NO_STORE })
}

type Method = 'get' | 'post' | 'patch' | 'delete'
type Style = 'graphql' | 'rest' | 'login'
type Handle = (input: { request: Request; body: unknown; params: Record<string, string | readonly string[] | undefined>; url: URL }) => Response | Promise<Response>

/**
 * A route of the mock upstream. Faults are looked up by "METHOD path", by path, and for
 * GraphQL by operation name.
 */
export function route(method: Method, path: string, style: Style, handle: Handle) {
	return http[method](`*${path}`, async ({ request, params }) => {
		const url = new URL(request.url)
		const body = await readBody(request)
		upstreamJournal.record({ method: request.method, path: url.pathname, search: url.searchParams, headers: request.headers, body })
		const operationName = typeof params.operationName === 'string' ? [params.operationName] : []
		const fault = upstreamFaults.take([...operationName, `${request.method} ${url.pathname}`, url.pathname])
		if (fault) return faultResponse(fault, style)
		return handle({ request, body, params, url })
	})
}

async function readBody(request: Request): Promise<unknown> {
	const text = await request.clone().text()
	if (!text) return undefined
	try {
		return JSON.parse(text)
	} catch {
		return text
	}
}

async function faultResponse(fault: UpstreamFault, style: Style): Promise<Response> {
	switch (fault) {
		case 'server-error':
			return json({ message: 'Service Unavailable' }, 503)
		case 'timeout':
			await delay('infinite')
			return json({ message: 'never sent' }, 504)
		case 'malformed':
			return json(style === 'graphql' ? { data: { unexpected: true } } : { unexpected: true })
		case 'network-error':
			return HttpResponse.error()
	}
	const codes = typeof fault.code === 'string' ? [fault.code] : fault.code
	const [code = 'UNKNOWN'] = codes
	if (style === 'graphql') {
		const errors = codes.map((each) => ({ message: `mock fault ${each}`, extensions: { code: each } }))
		return json({ data: null, errors }, fault.status ?? 200)
	}
	const status = fault.status ?? restStatusOf(code)
	if (style === 'login' && isLoginCode(code)) {
		return json(
			{
				message: code,
				code,
				nextStateURI: fault.nextStateURI,
				isRedirect: false,
				phoenixErrorMessages: { errorMessages: [code] },
			},
			status,
		)
	}
	return json({ code, message: `mock fault ${code}` }, status)
}

function isLoginCode(code: string) {
	return (Object.values(LOGIN_ERROR_CODES) as string[]).includes(code)
}

/** The status a REST service answers a code with (docs/upstream-contract.md, and ours where it is silent). */
export function restStatusOf(code: string): number {
	switch (code) {
		case UPSTREAM_ERROR_CODES.sessionExpired:
		case UPSTREAM_ERROR_CODES.unauthorized:
			return 401
		case UPSTREAM_ERROR_CODES.notFound:
			return 404
		case UPSTREAM_ERROR_CODES.conflict:
			return 409
		case UPSTREAM_ERROR_CODES.limitExceeded:
			return 422
		case LOGIN_ERROR_CODES.lockedOut:
			return 423
	}
	// A refused sign-in is a 401; reservation codes and the rest are the caller's mistake.
	return isLoginCode(code) ? 401 : 400
}
