import { z } from 'zod'
import type { Cart } from '@meridian/upstream-contract/booking.ts'
import { PaymentMethodSchema, type PaymentMethod } from '@meridian/upstream-contract/order.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'
import { STATUS } from './booking-selections.server.ts'
import { PAYMENT, PaymentCartSchema, refusalOf, StatusListSchema, SUCCESS, type Outcome } from './order.server.ts'

// A member's saved cards (spec 001 §7 payment methods, customer payment info): the list
// the payment part of the guest-details form offers, and paying a cart with one of them.

export const PhoenixBookPaymentMethods = defineOperation(
	`query PhoenixBookPaymentMethods { paymentMethods { id network lastFour expiryMonth expiryYear cardholderName isDefault } }`,
	z.object({ paymentMethods: z.array(PaymentMethodSchema) }),
)

export const PhoenixBookAddCartSavedPayment = defineOperation(
	`mutation PhoenixBookAddCartSavedPayment($input: SavedPaymentInput!) { addCartSavedPayment(input: $input) { ${STATUS} cart { id ${PAYMENT} } } }`,
	z.object({ addCartSavedPayment: z.object({ status: StatusListSchema, cart: PaymentCartSchema.nullable() }) }),
)

/** The signed-in member's saved cards, the default first. */
export async function paymentMethods(ctx: UpstreamContext, options?: CallOptions): Promise<PaymentMethod[]> {
	const { paymentMethods: cards } = await runOperation(PhoenixBookPaymentMethods, {}, ctx, options)
	return cards
}

/** Pays for the cart with a saved card (the card on file: no security code travels). Throws CartExpired. */
export async function addCartSavedPayment(
	input: { cartId: string; paymentMethodId: string },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ payment: NonNullable<Cart['payment']> }>> {
	const { addCartSavedPayment: payload } = await runOperation(PhoenixBookAddCartSavedPayment, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.cart?.payment) return { ok: true, payment: payload.cart.payment }
	return refusalOf(PhoenixBookAddCartSavedPayment, status, ctx)
}
