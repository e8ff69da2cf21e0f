import { z } from 'zod'
import { OrderReservationSchema, type OrderReservation } from '@meridian/upstream-contract/order.ts'
import {
	ReservationNotificationSchema,
	ReservationSummarySchema,
	type ReservationNotification,
	type ReservationSummary,
} from '@meridian/upstream-contract/reservation.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'
import { STATUS } from './booking-selections.server.ts'
import { ORDER_RESERVATION, refusalOf, StatusListSchema, SUCCESS, type Outcome } from './order.server.ts'

// Existing reservations: found by confirmation number and the guest's surname (anyone
// holding both), or among a signed-in member's own (their bearer token in the context).
// A lookup that matches nothing is the platform's reservation.not.found (a ReservationError).

const RESERVATION_SUMMARY_FIELDS = /* GraphQL */ `
	confirmationNumber
	status
	property {
		id
		seoNickname
		basicInformation {
			name
		}
	}
	checkInDate
	checkOutDate
	numberOfNights
	guest {
		givenName
		surname
		customerId
	}
	rooms {
		ordinal
		adults
		children
		room {
			code
			name
		}
		ratePlan {
			code
			name
		}
	}
	revisionNumber
`

export const PhoenixBookReservationLookup = defineOperation(
	/* GraphQL */ `
		query PhoenixBookReservationLookup($confirmationNumber: String!, $surname: String!) {
			reservation(confirmationNumber: $confirmationNumber, surname: $surname) {
				${RESERVATION_SUMMARY_FIELDS}
			}
		}
	`,
	z.object({ reservation: ReservationSummarySchema.nullable() }),
)

export const PhoenixBookReservationDetails = defineOperation(
	`query PhoenixBookReservationDetails($confirmationNumber: String!, $surname: String!) { reservation(confirmationNumber: $confirmationNumber, surname: $surname) { ${ORDER_RESERVATION} } }`,
	z.object({ reservation: OrderReservationSchema.nullable() }),
)

export const PhoenixBookNotificationStatus = defineOperation(
	`query PhoenixBookNotificationStatus($confirmationNumber: String!, $surname: String!) { reservationNotifications(confirmationNumber: $confirmationNumber, surname: $surname) { channel recipient subject sentAt } }`,
	z.object({ reservationNotifications: z.array(ReservationNotificationSchema) }),
)

export const PhoenixBookCancelReservation = defineOperation(
	`mutation PhoenixBookCancelReservation($input: CancelReservationInput!) { cancelReservation(input: $input) { ${STATUS} reservation { ${ORDER_RESERVATION} } } }`,
	z.object({ cancelReservation: z.object({ status: StatusListSchema, reservation: OrderReservationSchema.nullable() }) }),
)

export const PhoenixBookCheckInNow = defineOperation(
	`mutation PhoenixBookCheckInNow($input: CheckInInput!) { checkInNow(input: $input) { ${STATUS} reservation { ${ORDER_RESERVATION} } } }`,
	z.object({ checkInNow: z.object({ status: StatusListSchema, reservation: OrderReservationSchema.nullable() }) }),
)

export const PhoenixBookCustomerReservations = defineOperation(
	/* GraphQL */ `
		query PhoenixBookCustomerReservations($customerId: ID!) {
			customer(id: $customerId) {
				id
				reservations {
					${RESERVATION_SUMMARY_FIELDS}
				}
			}
		}
	`,
	z.object({ customer: z.object({ id: z.string(), reservations: z.array(ReservationSummarySchema) }).nullable() }),
)

/** The reservation with this confirmation number and guest surname; null when the platform answers none. */
export async function lookUpReservation(
	confirmationNumber: string,
	surname: string,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<ReservationSummary | null> {
	const { reservation } = await runOperation(PhoenixBookReservationLookup, { confirmationNumber, surname }, ctx, options)
	return reservation
}

/** The signed-in member's own reservations (my trips), every status. */
export async function memberReservations(customerId: string, ctx: UpstreamContext, options?: CallOptions): Promise<ReservationSummary[]> {
	const { customer } = await runOperation(PhoenixBookCustomerReservations, { customerId }, ctx, options)
	return customer?.reservations ?? []
}

/** One of the signed-in member's own reservations; null when it is not theirs. */
export async function memberReservation(
	customerId: string,
	confirmationNumber: string,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<ReservationSummary | null> {
	const { customer } = await runOperation(PhoenixBookCustomerReservations, { customerId }, ctx, options)
	return customer?.reservations.find((reservation) => reservation.confirmationNumber === confirmationNumber) ?? null
}

/** The stay, its rooms and its charges (spec 001 §7 current and cancelled reservation details); null when the platform finds none. */
export async function reservationDetails(
	confirmationNumber: string,
	surname: string,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<OrderReservation | null> {
	const { reservation } = await runOperation(PhoenixBookReservationDetails, { confirmationNumber, surname }, ctx, options)
	return reservation
}

/**
 * Cancels the rooms named by ordinal, or all of them. Refusals: 'E_ALREADY_CANCELLED' (a
 * repeat), 'E_MOD_DISALLOW' (the stay has begun), 'reservation.not.found', 'BAD_REQUEST'.
 */
export async function cancelReservation(
	input: { confirmationNumber: string; surname: string; roomOrdinals?: number[] },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ reservation: OrderReservation }>> {
	const { cancelReservation: payload } = await runOperation(PhoenixBookCancelReservation, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.reservation) return { ok: true, reservation: payload.reservation }
	return refusalOf(PhoenixBookCancelReservation, status, ctx)
}

/** Checks the guest in online with the arrival time (spec 001 check-in now). Refusals: 'E_MOD_DISALLOW' (not the day), 'BAD_REQUEST'. */
export async function checkInNow(
	input: { confirmationNumber: string; surname: string; arrivalTime: string },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ reservation: OrderReservation }>> {
	const { checkInNow: payload } = await runOperation(PhoenixBookCheckInNow, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.reservation) return { ok: true, reservation: payload.reservation }
	return refusalOf(PhoenixBookCheckInNow, status, ctx)
}

/** What was sent about the reservation (spec 001 §7 notification status), oldest first. */
export async function reservationNotifications(
	confirmationNumber: string,
	surname: string,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<ReservationNotification[]> {
	const { reservationNotifications: sent } = await runOperation(PhoenixBookNotificationStatus, { confirmationNumber, surname }, ctx, options)
	return sent
}
