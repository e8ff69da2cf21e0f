import { and, eq, gte, sql } from 'drizzle-orm'
import { BOOKING_LIMITS, POINTS_PURCHASE, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { PAYMENT_DECLINED, pointsPurchaseReference, PURCHASE_LIMIT_ERROR } from '@meridian/upstream-contract/order.ts'
import { customers, pointsPurchases } from '../../../db/schema/index.ts'
import { requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { redeemToken } from '../../../payment/sessions.ts'
import { status } from './payload-status.ts'

// Buying points (the top-up pages of spec 001 §2): paid with the payment service's one-time
// token for the member's purchase (the card was typed at the service, never at the merchant),
// and the balance raised at once, up to a yearly limit counted from what the member bought
// since 1 January (UTC). The card is not kept.

type BuyInput = { customerId: string; points: number; paymentToken: string }

const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), currentPointBalance: null })

async function buyPoints(context: GraphContext, input: BuyInput) {
	await requireCustomer(context, input.customerId)
	const { points } = input
	if (!Number.isInteger(points) || points < POINTS_PURCHASE.step || points > BOOKING_LIMITS.maxPointsPurchase || points % POINTS_PURCHASE.step !== 0) {
		return refused(
			UPSTREAM_ERROR_CODES.badRequest,
			`Points are bought in steps of ${POINTS_PURCHASE.step}, at most ${BOOKING_LIMITS.maxPointsPurchase}`,
			'points',
		)
	}
	// The token is spent only for a purchase that can be made.
	const card = await redeemToken(context.db, input.paymentToken, pointsPurchaseReference(input.customerId), context.now)
	if (!card) return refused(UPSTREAM_ERROR_CODES.badRequest, 'The payment token is unknown, used, expired or another purchase’s', 'paymentToken')
	if (card.declines) return refused(PAYMENT_DECLINED, 'The issuer declined the card')
	// The member's row is locked while this year's purchases are counted, so two purchases
	// at once cannot both slip under the limit.
	const yearStart = new Date(Date.UTC(context.now.getUTCFullYear(), 0, 1))
	const member = await context.db.transaction(async (tx) => {
		const [locked] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customerId)).for('update')
		if (!locked) return null
		const [bought] = await tx
			.select({ points: sql<number>`coalesce(sum(${pointsPurchases.points}), 0)::int` })
			.from(pointsPurchases)
			.where(and(eq(pointsPurchases.customerId, input.customerId), gte(pointsPurchases.boughtAt, yearStart)))
		if ((bought?.points ?? 0) + points > POINTS_PURCHASE.yearlyLimit) return 'over the limit' as const
		await tx.insert(pointsPurchases).values({ customerId: input.customerId, points, boughtAt: context.now })
		const [raised] = await tx
			.update(customers)
			.set({ pointBalance: sql`${customers.pointBalance} + ${points}` })
			.where(eq(customers.id, input.customerId))
			.returning({ balance: customers.pointBalance })
		return raised ?? null
	})
	if (member === 'over the limit') return refused(PURCHASE_LIMIT_ERROR, `At most ${POINTS_PURCHASE.yearlyLimit} points a year`, 'points')
	if (!member) return refused(UPSTREAM_ERROR_CODES.notFound, 'No such customer')
	return { status: status('SUCCESS'), currentPointBalance: member.balance }
}

export const buyPointsResolvers: Resolvers = {
	Mutation: {
		buyPoints: (_parent, args: { input: BuyInput }, context) => buyPoints(context, args.input),
	},
}
