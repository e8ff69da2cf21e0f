import type { CartSelection } from '@meridian/upstream-contract/booking.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { fetchUserTitles } from './upstream/operations/catalogue.server.ts'
import { createCart, extendCartExpiration, readCart } from './upstream/operations/cart.server.ts'
import { fetchMemberInformation } from './upstream/operations/customer.server.ts'
import { addCartPayment, updateCartGuest } from './upstream/operations/order.server.ts'
import { addCartSavedPayment, paymentMethods } from './upstream/operations/payment-methods.server.ts'

// The cart of a booking on its way to an order: its selection, who stays, how it is paid,
// and what the guest-details step reads to fill its form. An expired cart throws
// CartExpired; refusals come back as outcomes.

/** A new cart for the selection (a change to a booked stay starts one too). */
export function newCart(selection: CartSelection, ctx: UpstreamContext) {
	return createCart(selection, ctx)
}

/** The cart with prices as of now. */
export function readBookingCart(cartId: string, ctx: UpstreamContext) {
	return readCart(cartId, ctx)
}

/** One more cart lifetime from now, for a guest still filling in the form. */
export function keepCartAlive(cartId: string, ctx: UpstreamContext) {
	return extendCartExpiration(cartId, ctx)
}

/** Who will stay, with the room requests, kept on the cart. */
export function setStayingGuest(cartId: string, guest: Parameters<typeof updateCartGuest>[1], ctx: UpstreamContext) {
	return updateCartGuest(cartId, guest, ctx)
}

/** Pays for the cart with a member's saved card. */
export function payWithSavedCard(cartId: string, paymentMethodId: string, ctx: UpstreamContext) {
	return addCartSavedPayment({ cartId, paymentMethodId }, ctx)
}

/** Pays for the cart with the payment service's one-time token (the card never came here). */
export function payWithCardToken(cartId: string, payment: { paymentToken: string; saveToProfile: boolean }, ctx: UpstreamContext) {
	return addCartPayment(cartId, payment, ctx)
}

/** The signed-in member's name, address and numbers, to fill in who stays. */
export function memberDetailsForGuest(customerId: string, ctx: UpstreamContext) {
	return fetchMemberInformation(customerId, ctx)
}

/** The signed-in member's saved cards, the default first. */
export function savedCards(ctx: UpstreamContext) {
	return paymentMethods(ctx)
}

/** The titles a guest may choose (Mr, Ms, ...). */
export function guestTitles(ctx: UpstreamContext) {
	return fetchUserTitles(ctx)
}

export type { Refusal } from './upstream/operations/order.server.ts'
