import type { AppLoadContext } from '@remix-run/node'
import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'
import { rememberedReservation, type FoundReservation } from './reservation-session.server.ts'
import { ReservationError } from './upstream/errors.server.ts'
import { lookUpReservation } from './upstream/operations/reservation.server.ts'
import { getVisitor } from './visitor.server.ts'

// The reservation a modify page is about: the one the session found (by the lookup, a
// lookup link or the member's trips), read again as it is now. Null when the session has
// none or the platform no longer finds it; any other failure is thrown as it came.
export async function reservationToModify(
	request: Request,
	context: AppLoadContext,
): Promise<{ found: FoundReservation; reservation: ReservationSummary } | null> {
	const found = await rememberedReservation(request, context)
	if (!found) return null
	const visitor = await getVisitor(request, context)
	try {
		const reservation = await lookUpReservation(found.confirmationNumber, found.surname, visitor.upstream)
		return reservation ? { found, reservation } : null
	} catch (error) {
		if (error instanceof ReservationError) return null
		throw error
	}
}
