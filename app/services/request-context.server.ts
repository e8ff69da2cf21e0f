import { AsyncLocalStorage } from 'node:async_hooks'

// The request a piece of code runs for, so a log line (or a crash) can name its request
// id without every caller passing it. The server bundle and the Remix build each carry
// a copy of this module; a global key makes them share one store.
type RequestContext = { requestId: string }
const KEY = Symbol.for('meridian.request-context')
const store: AsyncLocalStorage<RequestContext> = ((globalThis as Record<symbol, unknown>)[KEY] ??= new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>

export function runInRequest<T>(requestId: string, fn: () => T): T {
	return store.run({ requestId }, fn)
}

export function currentRequestId(): string | undefined {
	return store.getStore()?.requestId
}
