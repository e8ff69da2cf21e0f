import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { SandboxDb } from './connection.ts'
import { reservations } from './schema/index.ts'

/** An eight-digit number no reservation has yet (seeded numbers start with 7). */
export async function newConfirmationNumber(db: SandboxDb): Promise<string> {
	for (;;) {
		const candidate = String(randomInt(80_000_000, 100_000_000))
		const [taken] = await db.select({ n: reservations.confirmationNumber }).from(reservations).where(eq(reservations.confirmationNumber, candidate))
		if (!taken) return candidate
	}
}
