import { eq } from 'drizzle-orm'
import type { SandboxDb } from '../db/connection.ts'
import { aesClientKeys } from '../db/schema/index.ts'
import { AES_KEY_LENGTH, newAesKey } from './aes.ts'

/**
 * Each client_id's AES key, made on its first encryption and kept in the database.
 * A key never changes once stored, so a process may remember the ones it has read.
 */
export function clientKeys(db: SandboxDb) {
	const known = new Map<string, Buffer>()

	async function read(clientId: string): Promise<Buffer | null> {
		const cached = known.get(clientId)
		if (cached) return cached
		const [row] = await db.select().from(aesClientKeys).where(eq(aesClientKeys.clientId, clientId)).limit(1)
		if (!row) return null
		const key = Buffer.from(row.keyBase64, 'base64')
		if (key.length !== AES_KEY_LENGTH) throw new Error(`stored AES key of ${clientId} has the wrong length`)
		known.set(clientId, key)
		return key
	}

	return {
		/** The client's key, or null when it has never encrypted anything. */
		find: read,
		/** The client's key, made now if it has none (concurrent first uses agree on one). */
		async findOrCreate(clientId: string): Promise<Buffer> {
			const existing = await read(clientId)
			if (existing) return existing
			await db
				.insert(aesClientKeys)
				.values({ clientId, keyBase64: newAesKey().toString('base64') })
				.onConflictDoNothing()
			const kept = await read(clientId)
			if (!kept) throw new Error(`AES key of ${clientId} was not stored`)
			return kept
		},
	}
}
