import { delay, HttpResponse } from 'msw'
import { GRAPHQL_PATH_PREFIX, LOGIN_ERROR_CODES, REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import type { UpstreamFault } from './faults.ts'

// A queued fault as the platform would answer it: the data graph, the sign-in service and
// the other REST services each have their own error body.

type Style = 'graphql' | 'rest' | 'login'

const NO_STORE = { 'cache-control': 'no-store' }

function json(body: unknown, status = 200) {
	return HttpResponse.json(body as Record<string, unknown>, { status, headers: NO_STORE })
}

export function styleOf(path: string): Style {
	if (path.startsWith(GRAPHQL_PATH_PREFIX)) return 'graphql'
	return path === REST_PATHS.loginWithCredentials || path === REST_PATHS.loginWithCredentialsAndLink ? 'login' : 'rest'
}

export async function faultResponse(fault: UpstreamFault, style: Style): Promise<Response> {
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
		return json({ message: code, code, nextStateURI: fault.nextStateURI, isRedirect: false, phoenixErrorMessages: { errorMessages: [code] } }, status)
	}
	return json({ code, message: `mock fault ${code}` }, status)
}

function isLoginCode(code: string) {
	return (Object.values(LOGIN_ERROR_CODES) as string[]).includes(code)
}

/** The status a REST service answers a code with (docs/upstream-contract.md, and ours where it is silent). */
function restStatusOf(code: string): number {
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
		case LOGIN_ERROR_CODES.phoneNotVerified:
		case LOGIN_ERROR_CODES.membershipNotVerified:
			return 403
	}
	// A refused sign-in is a 401; reservation codes and the rest are the caller's mistake.
	return isLoginCode(code) ? 401 : 400
}
