import { hashPassword } from '../../crypto/password.ts'
import type { SandboxDb } from '../connection.ts'
import { credentials } from '../schema/index.ts'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'
import { SEED_MEMBERS } from './members.ts'

// Every seeded member signs in with TEST_PASSWORD, each hash with its own salt. The
// hashes run side by side (scrypt works off the event loop) to keep seeding quick.
export async function seedAccounts(db: SandboxDb) {
	const rows = await Promise.all(
		SEED_MEMBERS.map(async (member) => ({ customerId: member.id, passwordHash: await hashPassword(TEST_PASSWORD) })),
	)
	await db.insert(credentials).values(rows)
}
