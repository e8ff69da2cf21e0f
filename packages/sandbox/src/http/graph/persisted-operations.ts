import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { SandboxDb } from '../../db/connection.ts'
import { persistedOperations } from '../../db/schema/index.ts'

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

// Parsed documents kept in memory; the table is what survives a restart. The bound keeps
// a client that registers endless documents from growing the process.
const MEMORY_LIMIT = 500

/** Documents clients registered by sha256 (automatic persisted operations). */
export function persistedOperationStore(db: SandboxDb) {
	const memory = new Map<string, string>()
	const keep = (hash: string, document: string) => {
		if (memory.size >= MEMORY_LIMIT) memory.clear()
		memory.set(hash, document)
	}
	return {
		async find(hash: string): Promise<string | null> {
			const key = hash.toLowerCase()
			const cached = memory.get(key)
			if (cached !== undefined) return cached
			const [row] = await db.select().from(persistedOperations).where(eq(persistedOperations.sha256Hash, key))
			if (!row) return null
			keep(key, row.document)
			return row.document
		},
		async remember(hash: string, document: string): Promise<void> {
			const key = hash.toLowerCase()
			if (memory.has(key)) return
			await db.insert(persistedOperations).values({ sha256Hash: key, document }).onConflictDoNothing()
			keep(key, document)
		},
	}
}
