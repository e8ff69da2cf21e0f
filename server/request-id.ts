import { randomUUID } from 'node:crypto'

// A caller's id is kept only when it is a short token of safe characters, so it can
// go into logs and headers without escaping; anything else gets a fresh one.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

export function pickRequestId(incoming: string | string[] | undefined): string {
	const candidate = Array.isArray(incoming) ? incoming[0] : incoming
	return candidate && SAFE_REQUEST_ID.test(candidate) ? candidate : randomUUID()
}
