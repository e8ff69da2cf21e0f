import { and, eq, gte, sql } from 'drizzle-orm'
import { INVALID_PARTNER_NUMBER, POINTS_CONVERSION, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import type { SandboxDb } from '../../../db/connection.ts'
import { customers, partnerAccounts, pointsConversions } from '../../../db/schema/index.ts'
import { requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { partnerNumberOf, partnerNumberValid } from './member-fields.ts'
import { status } from './payload-status.ts'

// Points to a partner airline's miles (spec 000 §4 convert-points events; the rule is
// POINTS_CONVERSION): at least minimumPoints, in steps of stepPoints, pointsPerMile points
// a mile (whole miles, rounded down), to the member's number in the airline's programme.
// The balance goes down, the conversion is recorded and the number kept for that airline
// in one transaction; a balance too small changes nothing. A later conversion to the same
// airline may leave the number out and use the kept one. The number goes back to clients
// masked only (partnerAccounts), never whole.

/** The airlines points convert to (the sandbox's own list). */
export const CONVERSION_PARTNERS = [
	{ code: 'UA', name: 'United MileagePlus' },
	{ code: 'DL', name: 'Delta SkyMiles' },
	{ code: 'BA', name: 'British Airways Executive Club' },
] as const

type ConvertInput = { customerId: string; partnerCode: string; points: number; partnerNumber?: string | null }

const INSUFFICIENT_POINTS = 'INSUFFICIENT_POINTS'

const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), milesAwarded: null, currentPointBalance: null })

/** The number kept for this member and airline, or null. */
async function savedPartnerNumber(db: Pick<SandboxDb, 'select'>, customerId: string, partnerCode: string): Promise<string | null> {
	const [saved] = await db
		.select({ number: partnerAccounts.partnerNumber })
		.from(partnerAccounts)
		.where(and(eq(partnerAccounts.customerId, customerId), eq(partnerAccounts.partnerCode, partnerCode)))
	return saved?.number ?? null
}

async function convertPoints(context: GraphContext, input: ConvertInput) {
	await requireCustomer(context, input.customerId)
	const partner = CONVERSION_PARTNERS.find((known) => known.code === input.partnerCode.trim().toUpperCase())
	if (!partner) return refused(UPSTREAM_ERROR_CODES.badRequest, 'Not an airline points convert to', 'partnerCode')
	const { points } = input
	if (!Number.isInteger(points) || points < POINTS_CONVERSION.minimumPoints || points % POINTS_CONVERSION.stepPoints !== 0) {
		return refused(
			UPSTREAM_ERROR_CODES.badRequest,
			`Points convert from ${POINTS_CONVERSION.minimumPoints}, in steps of ${POINTS_CONVERSION.stepPoints}`,
			'points',
		)
	}
	const given = partnerNumberOf(input.partnerNumber)
	if (given && !partnerNumberValid(given)) return refused(INVALID_PARTNER_NUMBER, 'Not a partner programme number', 'partnerNumber')
	const partnerNumber = given ?? (await savedPartnerNumber(context.db, input.customerId, partner.code))
	if (!partnerNumber) return refused(UPSTREAM_ERROR_CODES.badRequest, `No ${partner.name} number given, and none kept`, 'partnerNumber')
	const miles = Math.floor(points / POINTS_CONVERSION.pointsPerMile)
	const at = context.now
	const converted = await context.db.transaction(async (tx) => {
		// The balance is taken only if it covers the points, in the same statement.
		const [member] = await tx
			.update(customers)
			.set({ pointBalance: sql`${customers.pointBalance} - ${points}` })
			.where(and(eq(customers.id, input.customerId), gte(customers.pointBalance, points)))
			.returning({ balance: customers.pointBalance })
		if (!member) return null
		await tx.insert(pointsConversions).values({ customerId: input.customerId, partnerCode: partner.code, points, miles, partnerNumber, convertedAt: at })
		await tx
			.insert(partnerAccounts)
			.values({ customerId: input.customerId, partnerCode: partner.code, partnerNumber, savedAt: at })
			.onConflictDoUpdate({ target: [partnerAccounts.customerId, partnerAccounts.partnerCode], set: { partnerNumber, savedAt: at } })
		return member
	})
	if (!converted) return refused(INSUFFICIENT_POINTS, 'The balance does not cover these points', 'points')
	return { status: status('SUCCESS'), milesAwarded: miles, currentPointBalance: converted.balance }
}

/** A kept number as clients see it: its last four digits behind four dots. */
export const maskedPartnerNumber = (number: string) => `••••${number.slice(-4)}`

/** The member's kept partner numbers, masked, in the order of CONVERSION_PARTNERS. */
async function partnerAccountsOf(db: Pick<SandboxDb, 'select'>, customerId: string) {
	const rows = await db.select().from(partnerAccounts).where(eq(partnerAccounts.customerId, customerId))
	const order = (code: string) => CONVERSION_PARTNERS.findIndex((partner) => partner.code === code)
	return rows
		.sort((a, b) => order(a.partnerCode) - order(b.partnerCode))
		.map((row) => ({ partnerCode: row.partnerCode, maskedNumber: maskedPartnerNumber(row.partnerNumber) }))
}

export const pointsConversionResolvers: Resolvers = {
	Query: {
		conversionPartners: () => CONVERSION_PARTNERS,
	},
	Mutation: {
		convertPoints: (_parent, args: { input: ConvertInput }, context) => convertPoints(context, args.input),
	},
	CustomerProfile: {
		// Every CustomerProfile the graph answers is the token's own member's (requireCustomer).
		partnerAccounts: (parent: { customerId: string }, _args, context) => partnerAccountsOf(context.db, parent.customerId),
	},
}
