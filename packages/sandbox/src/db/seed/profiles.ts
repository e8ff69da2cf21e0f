import { randomUUID } from 'node:crypto'
import { eq, isNotNull } from 'drizzle-orm'
import type { SandboxDb } from '../connection.ts'
import { customers, promotions } from '../schema/index.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { addDays } from './catalogue/demo-dates.ts'

// The member profile's seed (README "Seeded accounts"): mobile numbers, a member without an
// online login, and promotions. Once per database, by its own check, so a database seeded
// before these existed gets them on its next start.

/**
 * No credentials row: they sign in only once activated (createOnlineAccount), each once
 * per database. TEST_ACCOUNTS.activate and activateToo name them (one for each browser run).
 */
export const SEED_MEMBERS_WITHOUT_LOGIN: Array<typeof customers.$inferInsert> = [TEST_ACCOUNTS.activate, TEST_ACCOUNTS.activateToo].map((account, index) => ({
	id: index === 0 ? 'CUST-ACTIVATE' : 'CUST-ACTIVATE-2',
	email: account.email,
	memberNumber: account.memberNumber,
	givenName: account.givenName,
	surname: account.surname,
	tier: 'member',
	levelCode: 'R',
	levelTypeCode: 'MRD',
	pointBalance: 2_500,
	nightsThisYear: 2,
	revisionToken: randomUUID(),
}))

/** Gold's number is confirmed and signs in with two steps; silver's waits for its code (the profile nudge). */
export const SEED_MOBILE_PHONES = [
	{ customerId: 'CUST-GOLD', mobilePhone: '+12125550123', mobilePhoneVerified: true, twoStepVerification: true, communicationSms: true },
	{ customerId: 'CUST-SILVER', mobilePhone: '+13125550188', mobilePhoneVerified: false, twoStepVerification: false, communicationSms: false },
] as const

/** Offsets in days from today (UTC): two open now, one open from three weeks on, one over. */
export const SEED_PROMOTIONS = [
	{
		code: 'DOUBLEUP',
		title: 'Double points on every stay',
		description: 'Register, then earn twice the base points on every paid night at any Meridian hotel.',
		startOffsetDays: -14,
		endOffsetDays: 60,
	},
	{
		code: 'WEEKEND3',
		title: '3,000 bonus points for a weekend',
		description: 'Register, then stay a Friday or Saturday night and earn 3,000 bonus points.',
		startOffsetDays: -7,
		endOffsetDays: 30,
	},
	{
		code: 'GETAWAY',
		title: 'A free night after two stays',
		description: 'Register now; two stays between the dates earn a free night certificate.',
		startOffsetDays: 21,
		endOffsetDays: 90,
	},
	{
		code: 'SPRING',
		title: 'Spring into points',
		description: '1,000 bonus points a night this spring. Registration is closed.',
		startOffsetDays: -150,
		endOffsetDays: -60,
	},
] as const

const utcToday = (now: Date) => now.toISOString().slice(0, 10)

export async function seedProfiles(db: SandboxDb, now: Date = new Date()): Promise<void> {
	const [done] = await db.select({ code: promotions.code }).from(promotions).limit(1)
	if (done) return
	await db.insert(customers).values(SEED_MEMBERS_WITHOUT_LOGIN).onConflictDoNothing()
	for (const { customerId, ...phone } of SEED_MOBILE_PHONES) await db.update(customers).set(phone).where(eq(customers.id, customerId))
	const today = utcToday(now)
	await db.insert(promotions).values(
		SEED_PROMOTIONS.map(({ startOffsetDays, endOffsetDays, ...promotion }) => ({
			...promotion,
			startDate: addDays(today, startOffsetDays),
			endDate: addDays(today, endOffsetDays),
			demoStartOffsetDays: startOffsetDays,
			demoEndOffsetDays: endOffsetDays,
		})),
	)
}

/** The seeded promotions keep their meaning on any later start: open ones stay open, SPRING stays over. */
export async function refreshPromotionDates(db: SandboxDb, now: Date): Promise<void> {
	const today = utcToday(now)
	const seeded = await db.select().from(promotions).where(isNotNull(promotions.demoStartOffsetDays))
	for (const promotion of seeded) {
		const startDate = addDays(today, promotion.demoStartOffsetDays ?? 0)
		const endDate = addDays(today, promotion.demoEndOffsetDays ?? 0)
		if (startDate === promotion.startDate && endDate === promotion.endDate) continue
		await db.update(promotions).set({ startDate, endDate }).where(eq(promotions.code, promotion.code))
	}
}
