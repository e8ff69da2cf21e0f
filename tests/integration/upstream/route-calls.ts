import type { LoaderFunctionArgs } from '@remix-run/node'
import { expect } from 'vitest'
import { sessionStorageFor } from '#app/services/session.server.ts'

// A route's loader or action called as Remix would, with our session cookie: what the
// route tests against the sandbox share.

export type Route = (args: LoaderFunctionArgs) => unknown

const context = () => ({ requestId: 'req-route-test', cspNonce: 'nonce', clientIp: '127.0.0.1' })

/** Whatever a loader or action answers, returned or thrown: a Response, never an Error. */
export const settle = async (work: Promise<unknown>): Promise<Response> => {
	const outcome = await work.catch((thrown: unknown) => thrown)
	expect(outcome).toBeInstanceOf(Response)
	return outcome as Response
}

/** Our session cookie naming a platform session. */
export async function cookieFor(sessionToken: string) {
	const sessionCookieStorage = sessionStorageFor(new Request('http://localhost/'))
	const session = await sessionCookieStorage.getSession()
	session.set('sessionToken', sessionToken)
	return (await sessionCookieStorage.commitSession(session)).split(';')[0]!
}

export async function get(load: Route, path: string, cookie?: string) {
	const headers = cookie ? { Cookie: cookie } : undefined
	return settle(load({ request: new Request(`http://localhost${path}`, { headers }), params: {}, context: context() }) as Promise<Response>)
}

export async function post(act: Route, path: string, fields: Record<string, string> | URLSearchParams, cookie?: string) {
	const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' }
	if (cookie) headers.Cookie = cookie
	const request = new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
	return settle(act({ request, params: {}, context: context() }) as Promise<Response>)
}
