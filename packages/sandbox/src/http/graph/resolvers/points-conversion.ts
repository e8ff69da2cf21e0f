import { and, eq, gte, sql } from 'drizzle-orm'
import { POINTS_CONVERSION, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { customers, pointsConversions } from '../../../db/schema/index.ts'
import { requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { status } from './payload-status.ts'

// Points to a partner airline's miles (spec 000 §4 convert-points events; the rule is
// POINTS_CONVERSION): at least minimumPoints, in steps of stepPoints, pointsPerMile points
// a mile (whole miles, rounded down). The balance goes down and the conversion is recorded
// in one transaction; a balance too small changes nothing.

/** The airlines points convert to (the sandbox's own list). */
export const CONVERSION_PARTNERS = [
	{ code: 'UA', name: 'United MileagePlus' },
	{ code: 'DL', name: 'Delta SkyMiles' },
	{ code: 'BA', name: 'British Airways Executive Club' },
] as const

type ConvertInput = { customerId: string; partnerCode: string; points: number }

const INSUFFICIENT_POINTS = 'INSUFFICIENT_POINTS'

const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), milesAwarded: null, currentPointBalance: null })

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
	const miles = Math.floor(points / POINTS_CONVERSION.pointsPerMile)
	const converted = await context.db.transaction(async (tx) => {
		// The balance is taken only if it covers the points, in the same statement.
		const [member] = await tx
			.update(customers)
			.set({ pointBalance: sql`${customers.pointBalance} - ${points}` })
			.where(and(eq(customers.id, input.customerId), gte(customers.pointBalance, points)))
			.returning({ balance: customers.pointBalance })
		if (!member) return null
		await tx.insert(pointsConversions).values({ customerId: input.customerId, partnerCode: partner.code, points, miles, convertedAt: context.now })
		return member
	})
	if (!converted) return refused(INSUFFICIENT_POINTS, 'The balance does not cover these points', 'points')
	return { status: status('SUCCESS'), milesAwarded: miles, currentPointBalance: converted.balance }
}

export const pointsConversionResolvers: Resolvers = {
	Query: {
		conversionPartners: () => CONVERSION_PARTNERS,
	},
	Mutation: {
		convertPoints: (_parent, args: { input: ConvertInput }, context) => convertPoints(context, args.input),
	},
}
