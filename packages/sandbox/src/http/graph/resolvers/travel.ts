import { eq } from 'drizzle-orm'
import { travelAgents } from '../../../db/schema/index.ts'
import { graphError, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { cartExpired, cartNode, loadLiveCart, requireCartHolder } from './cart-node.ts'
import { moneyIn } from './money.ts'

// Travel agents (spec 001 §7 AAA validate) and travel insurance (travel insurance quote).
// The insurer is the sandbox's own: 6 % of the stay with taxes, at least 25 in the
// hotel's currency's main unit (the spec shows no pricing; ours).

export const E_BAD_IATA = 'E_BAD_IATA'
const PREMIUM_RATE = 0.06
const MINIMUM_PREMIUM_UNITS = 25

type AgentRow = typeof travelAgents.$inferSelect
const agentNode = (row: AgentRow) => ({ iataNumber: row.iataNumber, code: row.code, name: row.name, rateNames: row.rateNames })

export async function travelAgentByNumber(context: GraphContext, iataNumber: string) {
	const [row] = await context.db.select().from(travelAgents).where(eq(travelAgents.iataNumber, iataNumber.trim()))
	return row ? agentNode(row) : null
}

/** The premium in the cart's currency's minor units, for the stay as priced now. */
export async function insurancePremium(context: GraphContext, cartId: string): Promise<{ value: number; valueDecimalPoint: number; currency: string }> {
	const live = await loadLiveCart(context, cartId)
	if (!live) throw cartExpired()
	await requireCartHolder(context, live.row, live.items)
	const cart = await cartNode(context, live.row, live.items)
	const minimum = MINIMUM_PREMIUM_UNITS * 10 ** cart.total.valueDecimalPoint
	return moneyIn(context, cart.currency, Math.max(Math.round(cart.total.value * PREMIUM_RATE), minimum))
}

export const travelResolvers: Resolvers = {
	Query: {
		travelAgent: async (_parent, args: { iataNumber: string }, context) => {
			const agent = await travelAgentByNumber(context, args.iataNumber)
			if (!agent) throw graphError('No travel agency has this IATA number', E_BAD_IATA)
			return agent
		},
		travelInsuranceQuote: async (_parent, args: { cartId: string }, context) => ({
			premium: await insurancePremium(context, args.cartId),
			provider: 'Meridian Trip Protection (sandbox insurer)',
			coverage: 'Trip cancellation and interruption up to the cost of the stay, medical emergencies abroad, lost luggage.',
		}),
	},
}
