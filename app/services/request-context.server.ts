import { AsyncLocalStorage } from 'node:async_hooks'

// The request a piece of code runs for, so a log line (or a crash) can name its request
// id without every caller passing it. The server bundle and the Remix build each carry
// a copy of this module; a global key makes them share one store.
// upstreamCalls: how often the request called each upstream operation (issue 12: a page
// never calls one twice); read by tests and the bench through UPSTREAM_CALL_COUNT.
// route: the Remix route that rendered the page, for the request-duration metric.
type RequestContext = { requestId: string; upstreamCalls: Map<string, number>; route?: string }
const KEY = Symbol.for('meridian.request-context')
const store: AsyncLocalStorage<RequestContext> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
	new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>

export function runInRequest<T>(requestId: string, fn: () => T): T {
	return store.run({ requestId, upstreamCalls: new Map() }, fn)
}

export function currentRequestId(): string | undefined {
	return store.getStore()?.requestId
}

/** Counts one call of an upstream operation for the request running now. */
export function countUpstreamCall(operation: string): void {
	const calls = store.getStore()?.upstreamCalls
	calls?.set(operation, (calls.get(operation) ?? 0) + 1)
}

/** The request's upstream calls so far, `name=count` joined by commas (empty for none). */
export function upstreamCallsOfRequest(): string {
	const calls = store.getStore()?.upstreamCalls ?? new Map<string, number>()
	return [...calls].map(([name, count]) => `${name}=${count}`).join(',')
}

/** Names the route that answers the request running now (its Remix route id). */
export function nameRouteOfRequest(routeId: string): void {
	const context = store.getStore()
	if (context) context.route = routeId
}

export function routeOfRequest(): string | undefined {
	return store.getStore()?.route
}
