import { randomUUID } from 'node:crypto'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import type { SandboxDb } from '../connection.ts'
import { customers } from '../schema/index.ts'

type SeedMember = typeof customers.$inferInsert

// Level codes: the tier comes from the level code, or from the level type code when the
// level code is the shared elite code "P" (spec 000 §6: PPC is titanium).
const TIERS = [
	{ tier: 'member', levelCode: 'R', levelTypeCode: 'MRD', points: 4_200, nights: 3, given: 'Maya', surname: 'Reyes' },
	{ tier: 'silver', levelCode: 'S', levelTypeCode: 'S', points: 18_500, nights: 12, given: 'Samuel', surname: 'Okafor' },
	{ tier: 'gold', levelCode: 'G', levelTypeCode: 'G', points: 86_000, nights: 31, given: 'Grace', surname: 'Lindqvist' },
	{ tier: 'platinum', levelCode: 'P', levelTypeCode: 'PPL', points: 152_300, nights: 55, given: 'Pablo', surname: 'Martín' },
	{ tier: 'titanium', levelCode: 'P', levelTypeCode: 'PPC', points: 310_750, nights: 78, given: 'Tomoko', surname: 'Sato' },
	{ tier: 'ambassador', levelCode: 'P', levelTypeCode: 'PPA', points: 1_204_000, nights: 112, given: 'Amara', surname: 'Haddad' },
] as const

export const SEED_MEMBERS: SeedMember[] = [
	...TIERS.map((t) => ({
		id: `CUST-${t.tier.toUpperCase()}`,
		email: TEST_ACCOUNTS[t.tier].email,
		memberNumber: TEST_ACCOUNTS[t.tier].memberNumber,
		givenName: t.given,
		surname: t.surname,
		tier: t.tier,
		levelCode: t.levelCode,
		levelTypeCode: t.levelTypeCode,
		pointBalance: t.points,
		nightsThisYear: t.nights,
		revisionToken: randomUUID(),
	})),
	{
		id: 'CUST-EAA',
		email: TEST_ACCOUNTS.eaa.email,
		memberNumber: TEST_ACCOUNTS.eaa.memberNumber,
		givenName: 'Elena',
		surname: 'Vasquez',
		tier: 'gold',
		levelCode: 'G',
		levelTypeCode: 'G',
		pointBalance: 45_000,
		nightsThisYear: 20,
		isEnterpriseAccess: true,
		revisionToken: randomUUID(),
	},
	{
		id: 'CUST-MFA',
		email: TEST_ACCOUNTS.mfa.email,
		memberNumber: TEST_ACCOUNTS.mfa.memberNumber,
		givenName: 'Mikael',
		surname: 'Fors',
		tier: 'silver',
		levelCode: 'S',
		levelTypeCode: 'S',
		pointBalance: 9_800,
		nightsThisYear: 11,
		mfaEmail: 'm***s@example.com',
		mfaPhones: ['+1 ***-***-0142'],
		revisionToken: randomUUID(),
	},
	{
		id: 'CUST-CN',
		email: TEST_ACCOUNTS.wei.email,
		memberNumber: TEST_ACCOUNTS.wei.memberNumber,
		givenName: 'Wei',
		surname: 'Zhang',
		localizedGivenName: '伟',
		localizedSurname: '张',
		tier: 'member',
		levelCode: 'R',
		levelTypeCode: 'MRD',
		pointBalance: 1_500,
		nightsThisYear: 1,
		revisionToken: randomUUID(),
	},
]

export async function seedMembers(db: SandboxDb) {
	await db.insert(customers).values(SEED_MEMBERS)
}
