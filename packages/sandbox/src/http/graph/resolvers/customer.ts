import { asc, eq } from 'drizzle-orm'
import type { SandboxDb } from '../../../db/connection.ts'
import { customers, reservations, savedProperties } from '../../../db/schema/index.ts'
import { requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { phoneDigits } from './member-fields.ts'
import { loadProperty } from './property.ts'
import { reservationNode } from './reservations.ts'

type CustomerRow = typeof customers.$inferSelect

/** A member's saved hotels, in the order saved. */
export async function savedPropertiesOf(db: Pick<SandboxDb, 'select'>, customerId: string): Promise<Array<{ id: string }>> {
	return db
		.select({ id: savedProperties.propertyId })
		.from(savedProperties)
		.where(eq(savedProperties.customerId, customerId))
		.orderBy(asc(savedProperties.position))
}

async function loadCustomer(context: GraphContext, id: string) {
	await requireCustomer(context, id, { remembered: true })
	const [row] = await context.db.select().from(customers).where(eq(customers.id, id))
	if (!row) return null
	return {
		id: row.id,
		revisionToken: row.revisionToken,
		savedProperties: await savedPropertiesOf(context.db, row.id),
		profile: profileOf(row),
		loyaltyInformation: {
			memberNumber: row.memberNumber,
			levelCode: row.levelCode,
			levelTypeCode: row.levelTypeCode,
			tier: row.tier,
			currentPointBalance: row.pointBalance,
			nightsThisYear: row.nightsThisYear,
			earningPreference: row.earningPreference,
		},
	}
}

/** CustomerProfile: the mobile number only by its last four digits. */
export function profileOf(row: CustomerRow) {
	return {
		givenName: row.givenName,
		surname: row.surname,
		localizedGivenName: row.localizedGivenName,
		localizedSurname: row.localizedSurname,
		email: row.email,
		mobilePhone: row.mobilePhone ? { lastFourDigits: phoneDigits(row.mobilePhone).slice(-4), verified: row.mobilePhoneVerified } : null,
		communicationPreferences: { email: row.communicationEmail, sms: row.communicationSms },
		twoStepVerification: row.twoStepVerification,
		// Not a field of the schema: whose profile it is, for the fields resolved apart (partnerAccounts).
		customerId: row.id,
	}
}

export const customerResolvers: Resolvers = {
	Query: {
		customer: (_parent, args: { id: string }, context) => loadCustomer(context, args.id),
	},
	Customer: {
		reservations: async (parent: { id: string }, _args, context) => {
			// A member's trips need them signed in: a remembered member's token reads their name, not their stays.
			await requireCustomer(context, parent.id)
			const rows = await context.db
				.select()
				.from(reservations)
				.where(eq(reservations.customerId, parent.id))
				.orderBy(asc(reservations.checkInDate), asc(reservations.confirmationNumber))
			return Promise.all(rows.map((row) => reservationNode(context, row)))
		},
	},
	SavedProperty: {
		// Saved ids are kept even when the catalogue does not list them: no hotel then.
		property: (parent: { id: string }, _args, context) => loadProperty(context, parent.id),
	},
}
