import { eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { CARD_NOT_ACCEPTED, PAYMENT_DECLINED } from '@meridian/upstream-contract/order.ts'
import { cartPayments } from '../../../db/schema/index.ts'
import { acceptedCardsOf } from '../../../db/seed/catalogue/accepted-cards.ts'
import { redeemToken } from '../../../payment/sessions.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { cartToChange } from './cart-node.ts'
import { saveCardToProfile } from './payment-methods.ts'

// The payment operation: the one-time token the payment service gave the guest for this
// cart is redeemed, and the card it stands for authorized, as a payment provider would.
// The card number and the security code never come here: they stayed with the payment
// service. The cart keeps the network, the last four digits, the expiry and the token.

type TokenInput = {
	cartId: string
	/** The payment service's one-time token for this cart. */
	paymentToken: string
	/** A member keeps the card for next time (payment methods). */
	saveToProfile?: boolean | null
}

async function addCartPayment(context: GraphContext, input: TokenInput) {
	const { live, answer } = await cartToChange(context, input.cartId)
	const card = await redeemToken(context.db, input.paymentToken, live.row.id, context.now)
	if (!card) return answer(UPSTREAM_ERROR_CODES.badRequest, 'The payment token is unknown, used or expired', 'paymentToken')
	if (!acceptedCardsOf(live.row.propertyId).includes(card.network)) return answer(CARD_NOT_ACCEPTED, 'The hotel does not take this card', 'cardNumber')
	if (card.declines) return answer(PAYMENT_DECLINED, 'The issuer declined the card')
	const { declines: _, ...kept } = card
	const row = { cartId: live.row.id, ...kept, paymentToken: input.paymentToken }
	await context.db.insert(cartPayments).values(row).onConflictDoUpdate({ target: cartPayments.cartId, set: row })
	if (input.saveToProfile) await saveCardToProfile(context, row)
	return answer('SUCCESS')
}

export async function paymentOfCart(context: GraphContext, cartId: string) {
	const [row] = await context.db.select().from(cartPayments).where(eq(cartPayments.cartId, cartId))
	return row ?? null
}

export const cartPaymentResolvers: Resolvers = {
	Mutation: {
		addCartPayment: (_parent, args: { input: TokenInput }, context) => addCartPayment(context, args.input),
	},
	Cart: {
		payment: (cart: { id: string }, _args, context) => paymentOfCart(context, cart.id),
	},
}
