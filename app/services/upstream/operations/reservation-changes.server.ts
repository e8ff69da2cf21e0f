import { z } from 'zod'
import { ChangedOrderSchema, type ChangedOrder } from '@meridian/upstream-contract/order.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'
import { STATUS } from './booking-selections.server.ts'
import { ORDER_RESERVATION, refusalOf, StatusListSchema, SUCCESS, type Outcome } from './order.server.ts'

// Changing a booked reservation (spec 001 §7 updateReservationChanges): the change cart
// the modify rate list made replaces its dates, rooms and rate, under the revision
// numbers the guest saw. The answer is the newer order.

export const PhoenixBookUpdateReservationChanges = defineOperation(
	`mutation PhoenixBookUpdateReservationChanges($input: UpdateReservationChangesInput!) { updateReservationChanges(input: $input) { ${STATUS} order { orderRevisionNumber items { basicInformation { confirmationNumber } reservationRevisionNumber reservation { ${ORDER_RESERVATION} } } } } }`,
	z.object({ updateReservationChanges: z.object({ status: StatusListSchema, order: ChangedOrderSchema.nullable() }) }),
)

export type ReservationChange = {
	cartId: string
	confirmationNumber: string
	surname: string
	reservationRevisionNumber: number
	orderRevisionNumber: number | null
	prepayConsent: boolean
}

/**
 * Applies the change. Refusals: 'CONFLICT' (a revision number is stale), 'E_MOD_DISALLOW'
 * (cancelled, begun, another hotel), '427' (no longer available), 'BAD_REQUEST' with the
 * field (prepayConsent, points, ratePlanCode, cartId), 'reservation.not.found'. An expired
 * cart throws CartExpired, as every cart call.
 */
export async function updateReservationChanges(
	input: ReservationChange,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ order: ChangedOrder }>> {
	const { updateReservationChanges: payload } = await runOperation(PhoenixBookUpdateReservationChanges, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.order) return { ok: true, order: payload.order }
	return refusalOf(PhoenixBookUpdateReservationChanges, status, ctx)
}
