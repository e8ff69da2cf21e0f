import { eq } from 'drizzle-orm'
import { STAY_EARNING } from '@meridian/upstream-contract/contract.ts'
import { customers, orders, properties, reservationRooms, reservations } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { convert } from './currency.ts'

// What a stay earns in points (the earnWhileYouSleep page of spec 001 §2): base points on
// the room charges before taxes, counted in US dollars, and the asking member's tier bonus
// on top (contract STAY_EARNING). A guest sees what a member at the base level would earn.

const DAY_MS = 86_400_000

async function stayEarnings(context: GraphContext, orderId: string) {
	const [stay] = await context.db
		.select({
			confirmationNumber: reservations.confirmationNumber,
			checkInDate: reservations.checkInDate,
			checkOutDate: reservations.checkOutDate,
			currency: properties.currency,
		})
		.from(orders)
		.innerJoin(reservations, eq(reservations.confirmationNumber, orders.confirmationNumber))
		.innerJoin(properties, eq(properties.id, reservations.propertyId))
		.where(eq(orders.id, orderId))
	if (!stay) return null
	const [rooms, tier] = await Promise.all([
		context.db.select().from(reservationRooms).where(eq(reservationRooms.confirmationNumber, stay.confirmationNumber)),
		tierOfRequester(context),
	])
	const nights = Math.round((Date.parse(stay.checkOutDate) - Date.parse(stay.checkInDate)) / DAY_MS)
	const redemption = rooms.some((room) => room.pointsPerNight !== null)
	const spend = redemption ? 0 : rooms.reduce((sum, room) => sum + room.amountPerNight * nights, 0)
	const usd = (await convert(context, { fromCurrency: stay.currency, value: spend, toCurrency: 'USD' })) ?? { value: 0, valueDecimalPoint: 2, currency: 'USD' }
	const wholeDollars = Math.floor(usd.value / 10 ** usd.valueDecimalPoint)
	const basePoints = wholeDollars * STAY_EARNING.basePointsPerUsd
	const bonusPercent = tier ? STAY_EARNING.tierBonusPercent[tier] : 0
	return { redemption, qualifyingSpend: usd, basePoints, bonusPoints: Math.round((basePoints * bonusPercent) / 100), tier }
}

type Tier = keyof typeof STAY_EARNING.tierBonusPercent

async function tierOfRequester(context: GraphContext): Promise<Tier | null> {
	const customerId = await context.memberId()
	if (!customerId) return null
	const [member] = await context.db.select({ tier: customers.tier }).from(customers).where(eq(customers.id, customerId))
	return member && member.tier in STAY_EARNING.tierBonusPercent ? (member.tier as Tier) : null
}

export const stayEarningsResolvers: Resolvers = {
	Query: {
		stayEarnings: (_parent, args: { orderId: string }, context) => stayEarnings(context, args.orderId),
	},
}
