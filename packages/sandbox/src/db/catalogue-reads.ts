import type { SandboxDb } from './connection.ts'

// The catalogue (hotels, rooms, rate plans and prices, images, rules, currencies, stop
// sells) is seeded and never written while the sandbox runs; only carts, reservations,
// sessions and members change. So a catalogue read is made once per database, not once
// per request: a rate list needs about fifteen of them.
const catalogueReads = new WeakMap<SandboxDb, Map<string, Promise<unknown>>>()

/** A read of the catalogue, made once for this database under `key`. Its result is shared: never mutate it. */
export function fromCatalogue<T>(db: SandboxDb, key: string, load: () => PromiseLike<T>): Promise<T> {
	let reads = catalogueReads.get(db)
	if (!reads) catalogueReads.set(db, (reads = new Map()))
	let found = reads.get(key) as Promise<T> | undefined
	if (!found) {
		// A drizzle query is a thenable that runs again on every `then`: share a promise of its one run.
		found = Promise.resolve(load())
		reads.set(key, found)
		// A failed read (the database was busy, say) is tried again by the next request.
		found.catch(() => reads.delete(key))
	}
	return found
}
