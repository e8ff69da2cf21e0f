import type { Resolvers } from '../resolver-map.ts'
import { moneyIn } from './money.ts'
import { priceProducts, pricingStatus, type RoomRequest } from './products.ts'
import { status } from './payload-status.ts'

// Nightly products (spec 001 §7): one product of a stay night by night, for one room,
// priced as the rate list and carts price it (priceProducts).

type NightlyProductsInput = {
	propertyId: string
	ratePlanCode: string
	roomCode: string
	checkInDate: string
	checkOutDate: string
	rooms: RoomRequest[]
}

export const nightlyProductResolvers: Resolvers = {
	Query: {
		nightlyProducts: async (_parent, args: { input: NightlyProductsInput }, context) => {
			const { ratePlanCode, roomCode, ...stay } = args.input
			const priced = await priceProducts(context, { ...stay, ratePlanCode, roomCode })
			const answer = { currency: priced.currency, nights: [] as unknown[] }
			if (priced.code !== 'SUCCESS') return { ...answer, status: pricingStatus(priced.code) }
			const [product] = priced.products
			if (!product) return { ...answer, status: status('NOT_FOUND', 'The hotel offers no such product for this stay') }
			const nights = await Promise.all(
				product.nightly.map(async (night) => ({
					date: night.date,
					rate: night.amount,
					taxes: night.taxes,
					total: await moneyIn(context, priced.currency, night.amount.value + night.taxes.value),
					points: night.points,
				})),
			)
			return { ...answer, nights, status: status('SUCCESS') }
		},
	},
}
