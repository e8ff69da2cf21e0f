import { eq } from 'drizzle-orm'
import { BOOKING_LIMITS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { customers } from '../../../db/schema/index.ts'
import { graphError, requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { cartExpired, cartNode, loadLiveCart, requireCartHolder } from './cart-node.ts'

// The redemption panel's figures: the member's balance against the points a stay needs,
// and whether buying points could cover the rest.

type Args = { customerId: string; cartId?: string | null; pointsRequired?: number | null }

async function pointsOfCart(context: GraphContext, customerId: string, cartId: string): Promise<number> {
	const live = await loadLiveCart(context, cartId)
	if (!live) throw cartExpired()
	await requireCartHolder(context, live.row, live.items)
	if (live.row.customerId !== null && live.row.customerId !== customerId) {
		throw graphError('The cart is another member’s', UPSTREAM_ERROR_CODES.unauthorized)
	}
	return (await cartNode(context, live.row, live.items)).totalPoints ?? 0
}

async function redemptionData(context: GraphContext, args: Args) {
	await requireCustomer(context, args.customerId)
	const given = args.pointsRequired ?? null
	if (given === null && !args.cartId) throw graphError('Name a cart or the points required', UPSTREAM_ERROR_CODES.badRequest)
	if (given !== null && given < 0) throw graphError('pointsRequired is 0 or more', UPSTREAM_ERROR_CODES.badRequest)
	const [member] = await context.db.select({ balance: customers.pointBalance }).from(customers).where(eq(customers.id, args.customerId))
	if (!member) throw graphError('No such customer', UPSTREAM_ERROR_CODES.notFound)
	const pointsRequired = given ?? (await pointsOfCart(context, args.customerId, args.cartId ?? ''))
	const additionalPointsRequired = Math.max(pointsRequired - member.balance, 0)
	return {
		currentPointBalance: member.balance,
		pointsRequired,
		additionalPointsRequired,
		canBuyPoints: additionalPointsRequired > 0 && additionalPointsRequired <= BOOKING_LIMITS.maxPointsPurchase,
	}
}

export const redemptionResolvers: Resolvers = {
	Query: {
		redemptionData: (_parent, args: Args, context) => redemptionData(context, args),
	},
}
