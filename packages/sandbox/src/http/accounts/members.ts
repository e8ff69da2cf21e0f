import { eq, or, sql, type SQL } from 'drizzle-orm'
import type { SandboxDb } from '../../db/connection.ts'
import { credentials, customers } from '../../db/schema/index.ts'
import { mobileDigitsAre, normalizedPhone, phoneDigits } from '../graph/resolvers/member-fields.ts'

export type Customer = typeof customers.$inferSelect

/** `customerDetails` of a sign-in and `userProfileData` of user details. */
export function memberProfile(customer: Customer) {
	return {
		consumerID: customer.id,
		givenName: customer.givenName,
		surname: customer.surname,
		tier: customer.tier,
		levelCode: customer.levelCode,
		levelTypeCode: customer.levelTypeCode,
		currentPointBalance: customer.pointBalance,
	}
}

export const memberName = (customer: Customer) => `${customer.givenName} ${customer.surname}`

export async function findCustomer(db: SandboxDb, customerId: string): Promise<Customer | null> {
	const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1)
	return row ?? null
}

/**
 * A member who can sign in, with their password hash: by e-mail (any case) or member number,
 * else by a mobile number on the account (its digits; `byMobile`), or by the customer id of
 * a remembered session.
 */
export async function findSignInAccount(db: SandboxDb, by: { userId: string } | { customerId: string }) {
	if ('customerId' in by) return signInAccountWhere(db, eq(customers.id, by.customerId), false)
	const login = or(sql`lower(${customers.email}) = ${by.userId.toLowerCase()}`, eq(customers.memberNumber, by.userId)) as SQL
	const account = await signInAccountWhere(db, login, false)
	const mobile = account ? null : normalizedPhone(by.userId)
	if (!mobile) return account
	return signInAccountWhere(db, mobileDigitsAre(phoneDigits(mobile)), true)
}

async function signInAccountWhere(db: SandboxDb, match: SQL, byMobile: boolean) {
	const rows = await db
		.select({ customer: customers, passwordHash: credentials.passwordHash })
		.from(customers)
		.innerJoin(credentials, eq(credentials.customerId, customers.id))
		.where(match)
		.limit(2)
	// A number is one member's (phoneTaken); should two ever share one, it names nobody.
	return rows.length === 1 ? { ...rows[0]!, byMobile } : null
}
