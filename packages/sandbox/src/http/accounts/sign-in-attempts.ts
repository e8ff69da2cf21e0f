import { createHash } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { SandboxDb } from '../../db/connection.ts'
import { signInAttempts } from '../../db/schema/index.ts'

// The 4th consecutive failure warns, the 5th locks (spec 000 §8).
export const LAST_ATTEMPT = 4
export const LOCKING_ATTEMPT = 5

export type FailureOutcome = 'invalid' | 'last-attempt' | 'locked'

/**
 * Whose failures are counted: a real account by its customer id (so e-mail and member
 * number share one count); an unknown user name by its hash, so it warns and locks out
 * exactly like a real account and the answers never tell the two apart.
 */
export const accountSubject = (customerId: string) => `customer:${customerId}`
export const unknownSubject = (userId: string) => `unknown:${createHash('sha256').update(userId.trim().toLowerCase()).digest('hex')}`

export async function isLocked(db: SandboxDb, subject: string, now: Date): Promise<boolean> {
	const [row] = await db
		.select({ subject: signInAttempts.subject })
		.from(signInAttempts)
		.where(and(eq(signInAttempts.subject, subject), gt(signInAttempts.lockedUntil, now)))
		.limit(1)
	return Boolean(row)
}

/**
 * Counts one failure, in a single statement so concurrent failures are all counted. The
 * locking failure starts the count again from zero, for when the lock has run out. A
 * failure while locked is not counted (another request locked it meanwhile).
 */
export async function recordFailure(db: SandboxDb, subject: string, now: Date, lockoutMinutes: number): Promise<FailureOutcome> {
	const lockedUntil = new Date(now.getTime() + lockoutMinutes * 60 * 1000)
	const next = sql`${signInAttempts.failedAttempts} + 1`
	const [row] = await db
		.insert(signInAttempts)
		.values({ subject, failedAttempts: 1 })
		.onConflictDoUpdate({
			target: signInAttempts.subject,
			set: {
				failedAttempts: sql`case when ${next} >= ${LOCKING_ATTEMPT} then 0 else ${next} end`,
				lockedUntil: sql`case when ${next} >= ${LOCKING_ATTEMPT} then ${lockedUntil.toISOString()}::timestamptz else null end`,
			},
			setWhere: sql`${signInAttempts.lockedUntil} is null or ${signInAttempts.lockedUntil} <= ${now.toISOString()}::timestamptz`,
		})
		.returning({ failedAttempts: signInAttempts.failedAttempts, lockedUntil: signInAttempts.lockedUntil })
	if (!row || row.lockedUntil) return 'locked'
	return row.failedAttempts === LAST_ATTEMPT ? 'last-attempt' : 'invalid'
}

export async function clearFailures(db: SandboxDb, subject: string): Promise<void> {
	await db.delete(signInAttempts).where(eq(signInAttempts.subject, subject))
}
