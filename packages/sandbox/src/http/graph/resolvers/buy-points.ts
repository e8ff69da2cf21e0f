import { eq, sql } from 'drizzle-orm'
import { BOOKING_LIMITS, POINTS_PURCHASE, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { PAYMENT_DECLINED } from '@meridian/upstream-contract/order.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { customers } from '../../../db/schema/index.ts'
import { requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { checkCard } from './cart-payment.ts'
import { status } from './payload-status.ts'

// Buying points (the top-up pages of spec 001 §2): the member's own card, checked as the
// payment operation checks one, and the balance raised at once. The card is not kept.

type BuyInput = { customerId: string; points: number; cardNumber: string; cvv: string; expiryMonth: number; expiryYear: number; cardholderName: string }

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
	const checked = checkCard(input, context.now)
	if ('field' in checked) return refused(UPSTREAM_ERROR_CODES.badRequest, checked.why, checked.field)
	if (input.cardNumber.replace(/[\s-]/g, '') === TEST_CARDS.declined.number) return refused(PAYMENT_DECLINED, 'The issuer declined the card')
	const [member] = await context.db
		.update(customers)
		.set({ pointBalance: sql`${customers.pointBalance} + ${points}` })
		.where(eq(customers.id, input.customerId))
		.returning({ balance: customers.pointBalance })
	if (!member) return refused(UPSTREAM_ERROR_CODES.notFound, 'No such customer')
	return { status: status('SUCCESS'), currentPointBalance: member.balance }
}

export const buyPointsResolvers: Resolvers = {
	Mutation: {
		buyPoints: (_parent, args: { input: BuyInput }, context) => buyPoints(context, args.input),
	},
}
