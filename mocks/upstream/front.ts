import { http, passthrough } from 'msw'
import { GRAPHQL_PATH_PREFIX } from '@meridian/upstream-contract/contract.ts'
import { faultResponse, styleOf } from './fault-response.ts'
import { upstreamFaults } from './faults.ts'
import { upstreamJournal } from './journal.ts'

/**
 * The one handler in front of a real upstream at `origin`: every request is journalled,
 * then fails as a queued fault says, or goes through to the upstream unchanged. Requests
 * to any other origin match nothing, so `onUnhandledRequest: 'error'` still catches them.
 */
export function upstreamFront(origin: string) {
	return http.all(`${origin}/*`, async ({ request }) => {
		const url = new URL(request.url)
		upstreamJournal.record({ method: request.method, path: url.pathname, search: url.searchParams, headers: request.headers, body: await readBody(request) })
		const operationName = url.pathname.startsWith(GRAPHQL_PATH_PREFIX) ? [url.pathname.slice(GRAPHQL_PATH_PREFIX.length)] : []
		const fault = upstreamFaults.take([...operationName, `${request.method} ${url.pathname}`, url.pathname])
		return fault ? faultResponse(fault, styleOf(url.pathname)) : passthrough()
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
