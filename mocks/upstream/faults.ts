// Faults on demand: a test asks for the next call to one operation or path to fail in
// a given way, once. `upstreamFaults.next('PhoenixBookDTTHotelHeaderData', 'timeout')`,
// `upstreamFaults.next('/mi/session', { code: 'SESSION_VALIDATION_FAILED_OR_EXPIRED' })`,
// `upstreamFaults.next('GET /mi/session', 'network-error')`.

export type UpstreamFault =
	/** A 503 from the platform. */
	| 'server-error'
	/** No answer, ever: the client's deadline must end the call. */
	| 'timeout'
	/** A 200 whose body is not the shape of the contract. */
	| 'malformed'
	/** The connection fails (refused or reset). */
	| 'network-error'
	/** An error code the spec lists (several for one GraphQL answer), with the status a REST service would use. */
	| { code: string | readonly string[]; status?: number; nextStateURI?: string }

const queued = new Map<string, UpstreamFault[]>()

export const upstreamFaults = {
	/** The next request to `target` (an operation name, a path, or "METHOD path") fails with `fault`. */
	next(target: string, fault: UpstreamFault) {
		queued.set(target, [...(queued.get(target) ?? []), fault])
	},
	/** The fault queued for this request, if any, taken so it happens once. */
	take(keys: readonly string[]): UpstreamFault | undefined {
		for (const key of keys) {
			const faults = queued.get(key)
			if (faults?.length) return faults.shift()
		}
		return undefined
	},
	reset() {
		queued.clear()
	},
}
