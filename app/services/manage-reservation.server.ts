import type { OrderReservation } from '@meridian/upstream-contract/order.ts'
import type { ReservationNotification, ReservationSummary } from '@meridian/upstream-contract/reservation.ts'
import type { FoundReservation, PendingChange } from './reservation-session.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { ReservationError } from './upstream/errors.server.ts'
import type { Outcome } from './upstream/operations/order.server.ts'
import { updateReservationChanges } from './upstream/operations/reservation-changes.server.ts'
import {
	cancelReservation,
	checkInNow,
	memberReservation,
	memberReservations,
	reservationDetails,
	reservationNotifications,
} from './upstream/operations/reservation.server.ts'
import { acceptRoomUpgrade, roomUpgradeOffers, type RoomUpgradeOffer } from './upstream/operations/room-upgrade.server.ts'

// What a guest does with a booked stay: the one the session found (by the lookup, a lookup
// link or the member's trips), or one of the signed-in member's own. Refusals come back as
// outcomes; an outage is thrown as it came, for the route to answer.

/** The found stay as it is now, rooms and charges; null when the platform no longer finds it. */
export async function readFoundReservation(found: FoundReservation, ctx: UpstreamContext): Promise<OrderReservation | null> {
	return reservationDetails(found.confirmationNumber, found.surname, ctx).catch((error: unknown) => {
		if (error instanceof ReservationError) return null
		throw error
	})
}

/** What the platform sent the guest about the found stay, oldest first. */
export function foundReservationNotifications(found: FoundReservation, ctx: UpstreamContext): Promise<ReservationNotification[]> {
	return reservationNotifications(found.confirmationNumber, found.surname, ctx)
}

/** Checks the guest of the found stay in online, arriving at `arrivalTime`. */
export function checkIn(found: FoundReservation, arrivalTime: string, ctx: UpstreamContext): Promise<Outcome<{ reservation: OrderReservation }>> {
	return checkInNow({ confirmationNumber: found.confirmationNumber, surname: found.surname, arrivalTime }, ctx)
}

/** Cancels the found stay's rooms named by ordinal, or all of them. */
export function cancelRooms(
	found: FoundReservation,
	roomOrdinals: number[] | undefined,
	ctx: UpstreamContext,
): Promise<Outcome<{ reservation: OrderReservation }>> {
	return cancelReservation({ confirmationNumber: found.confirmationNumber, surname: found.surname, roomOrdinals }, ctx)
}

/** The room upgrades the found stay is offered, each for one room. */
export function upgradeOffers(found: FoundReservation, ctx: UpstreamContext): Promise<RoomUpgradeOffer[]> {
	return roomUpgradeOffers(found.confirmationNumber, found.surname, ctx)
}

/** Moves one room of the found stay to an offered room type. */
export function acceptUpgrade(
	found: FoundReservation,
	upgrade: { roomOrdinal: number; roomCode: string },
	ctx: UpstreamContext,
): Promise<Outcome<{ reservation: OrderReservation }>> {
	return acceptRoomUpgrade({ confirmationNumber: found.confirmationNumber, surname: found.surname, ...upgrade }, ctx)
}

/** Applies the change chosen for the found stay (its cart) at the revisions the guest saw; an expired cart throws CartExpired. */
export function applyChange(
	found: FoundReservation,
	change: PendingChange,
	seen: { reservationRevisionNumber: number; orderRevisionNumber: number | null; prepayConsent: boolean },
	ctx: UpstreamContext,
) {
	return updateReservationChanges({ cartId: change.cartId, confirmationNumber: found.confirmationNumber, surname: found.surname, ...seen }, ctx)
}

/** The signed-in member's own stays (my trips), every status. */
export function memberTrips(customerId: string, ctx: UpstreamContext): Promise<ReservationSummary[]> {
	return memberReservations(customerId, ctx)
}

/** One of the signed-in member's own stays; null when it is not theirs. */
export function memberTrip(customerId: string, confirmationNumber: string, ctx: UpstreamContext): Promise<ReservationSummary | null> {
	return memberReservation(customerId, confirmationNumber, ctx)
}
