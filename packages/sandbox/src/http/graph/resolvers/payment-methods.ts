import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { CARD_NOT_ACCEPTED } from '@meridian/upstream-contract/order.ts'
import { cartPayments, paymentMethods } from '../../../db/schema/index.ts'
import { acceptedCardsOf } from '../../../db/seed/catalogue/accepted-cards.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { cartToChange } from './cart-node.ts'

// A member's saved cards (spec 001 §7 payment methods, customer payment info): listed for
// the member the bearer token speaks for, paid with by their id (the card on file: the
// token kept for it pays, no security code travels), and added when a member paying with
// a new card asks to keep it.

type SavedPaymentInput = { cartId: string; paymentMethodId: string }
type SavedCard = { network: string; lastFour: string; expiryMonth: number; expiryYear: number; cardholderName: string; paymentToken: string }

async function savedCardsOf(context: GraphContext) {
	const member = await context.memberId()
	if (!member) return []
	return context.db
		.select()
		.from(paymentMethods)
		.where(eq(paymentMethods.customerId, member))
		.orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.savedAt), asc(paymentMethods.id))
}

async function addCartSavedPayment(context: GraphContext, input: SavedPaymentInput) {
	const { live, answer } = await cartToChange(context, input.cartId)
	const member = await context.memberId()
	if (!member) return answer(UPSTREAM_ERROR_CODES.unauthorized, 'Sign in to pay with a saved card', 'paymentMethodId')
	const [card] = await context.db
		.select()
		.from(paymentMethods)
		.where(and(eq(paymentMethods.id, input.paymentMethodId), eq(paymentMethods.customerId, member)))
	if (!card) return answer(UPSTREAM_ERROR_CODES.notFound, 'No such saved card', 'paymentMethodId')
	if (!acceptedCardsOf(live.row.propertyId).includes(card.network)) return answer(CARD_NOT_ACCEPTED, 'The hotel does not take this card', 'paymentMethodId')
	const thisMonth = context.now.getUTCFullYear() * 12 + context.now.getUTCMonth()
	if (card.expiryYear * 12 + card.expiryMonth - 1 < thisMonth) return answer(UPSTREAM_ERROR_CODES.badRequest, 'The saved card has expired', 'paymentMethodId')
	const row = {
		cartId: live.row.id,
		network: card.network,
		lastFour: card.lastFour,
		expiryMonth: card.expiryMonth,
		expiryYear: card.expiryYear,
		cardholderName: card.cardholderName,
		paymentToken: card.paymentToken,
	}
	await context.db.insert(cartPayments).values(row).onConflictDoUpdate({ target: cartPayments.cartId, set: row })
	return answer('SUCCESS')
}

/** Keeps a card just authorized for the member who asks (none for a guest), unless they have it already. */
export async function saveCardToProfile(context: GraphContext, card: SavedCard): Promise<void> {
	const member = await context.memberId()
	if (!member) return
	const saved = await savedCardsOf(context)
	const same = saved.some(
		(known) =>
			known.network === card.network && known.lastFour === card.lastFour && known.expiryYear === card.expiryYear && known.expiryMonth === card.expiryMonth,
	)
	if (same) return
	const { network, lastFour, expiryMonth, expiryYear, cardholderName, paymentToken } = card
	await context.db.insert(paymentMethods).values({
		id: `PM-${randomUUID()}`,
		customerId: member,
		...{ network, lastFour, expiryMonth, expiryYear, cardholderName, paymentToken },
		isDefault: saved.length === 0,
		savedAt: context.now,
	})
}

export const paymentMethodResolvers: Resolvers = {
	Query: {
		paymentMethods: (_parent, _args, context) => savedCardsOf(context),
	},
	Mutation: {
		addCartSavedPayment: (_parent, args: { input: SavedPaymentInput }, context) => addCartSavedPayment(context, args.input),
	},
}
