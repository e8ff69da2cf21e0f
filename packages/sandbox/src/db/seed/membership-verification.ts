import { randomUUID } from 'node:crypto'
import { TEST_ACCOUNTS, TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'
import { hashPassword } from '../../crypto/password.ts'
import type { SandboxDb } from '../connection.ts'
import { credentials, customers } from '../schema/index.ts'

// The member whose membership waits for verification (README "Seeded accounts",
// docs/decisions/016): brought over from another programme, with the password it had
// there. Once per database, by its own check, so a database seeded before it gets it too.

export const SEED_MEMBER_TO_VERIFY: typeof customers.$inferInsert = {
	id: 'CUST-VERIFY',
	email: TEST_ACCOUNTS.verify.email,
	memberNumber: TEST_ACCOUNTS.verify.memberNumber,
	givenName: 'Valeria',
	surname: 'Costa',
	tier: 'member',
	levelCode: 'R',
	levelTypeCode: 'MRD',
	pointBalance: 6_300,
	nightsThisYear: 4,
	membershipVerificationRequired: true,
	revisionToken: randomUUID(),
}

export async function seedMemberToVerify(db: SandboxDb): Promise<void> {
	const added = await db.insert(customers).values(SEED_MEMBER_TO_VERIFY).onConflictDoNothing().returning({ id: customers.id })
	if (added.length === 0) return
	await db.insert(credentials).values({ customerId: added[0]!.id, passwordHash: await hashPassword(TEST_PASSWORD) })
}
