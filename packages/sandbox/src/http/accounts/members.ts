import { eq, or, sql } from 'drizzle-orm'
import type { SandboxDb } from '../../db/connection.ts'
import { credentials, customers } from '../../db/schema/index.ts'

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

/** A member who can sign in, by e-mail (any case) or member number, with their password hash. */
export async function findSignInAccount(db: SandboxDb, by: { userId: string } | { customerId: string }) {
	const match =
		'customerId' in by
			? eq(customers.id, by.customerId)
			: or(sql`lower(${customers.email}) = ${by.userId.toLowerCase()}`, eq(customers.memberNumber, by.userId))
	const [row] = await db
		.select({ customer: customers, passwordHash: credentials.passwordHash })
		.from(customers)
		.innerJoin(credentials, eq(credentials.customerId, customers.id))
		.where(match)
		.limit(1)
	return row ?? null
}
