import type { UpstreamContext } from './upstream/context.server.ts'
import {
	confirmationOffers,
	createOrder,
	joinNow,
	readOrder,
	saveReservationToTrips,
	shareReservation,
	stayEarnings,
	type SharedStay,
} from './upstream/operations/order.server.ts'

// A booking's order: placing it, reading it back, and what the confirmation offers after
// it (points earned, my trips, sharing, joining). Refusals come back as outcomes; an
// outage is thrown as it came, for the route to answer.

export type { SharedStay }

/** Books the cart; the same idempotency key answers the same order, so a repeated submit lands on one reservation. */
export function bookCart(cartId: string, idempotencyKey: string, ctx: UpstreamContext) {
	return createOrder({ cartId, idempotencyKey }, ctx)
}

/** The placed order as the platform has it now; null for an unknown order. */
export function readPlacedOrder(orderId: string, ctx: UpstreamContext) {
	return readOrder(orderId, ctx)
}

/** What the order's stay earns in points, with the asking member's tier bonus. */
export function pointsEarnedBy(orderId: string, ctx: UpstreamContext) {
	return stayEarnings(orderId, ctx)
}

/** The co-brand card, cross-sell, upsell and brand banner beside the confirmation. */
export function offersBesideConfirmation(orderId: string, ctx: UpstreamContext) {
	return confirmationOffers(orderId, ctx)
}

/** Puts the order's stay in the signed-in member's trips. */
export function saveToMyTrips(orderId: string, ctx: UpstreamContext) {
	return saveReservationToTrips(orderId, ctx)
}

/** Sends the stay's details to an e-mail address or a phone number. */
export function shareStayDetails(input: Parameters<typeof shareReservation>[0], ctx: UpstreamContext) {
	return shareReservation(input, ctx)
}

/** A new member account for the guest of a cart being booked or of an order booked as a guest. */
export function joinWithStay(input: Parameters<typeof joinNow>[0], ctx: UpstreamContext) {
	return joinNow(input, ctx)
}
