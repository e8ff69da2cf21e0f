import type { AppLoadContext } from '@remix-run/node'
import type { ModifyIdentity } from '#app/models/modify-reservation.ts'
import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'
import { LookupLimited, lookupLimits } from './reservation-lookup-limits.server.ts'
import { ReservationError } from './upstream/errors.server.ts'
import { lookUpReservation, memberReservation } from './upstream/operations/reservation.server.ts'
import { getVisitor } from './visitor.server.ts'

// The reservation a modify page is about, or null when the platform does not find it (or
// refuses the number): the same whether the number or the surname was wrong. A lookup by
// number and surname is limited (LookupLimited when over); a member's lookup of their own
// reservations is not. Any other failure is thrown as it came.
export async function reservationToModify(request: Request, context: AppLoadContext, identity: ModifyIdentity): Promise<ReservationSummary | null> {
	const visitor = await getVisitor(request, context)
	const own = !identity.lastName && visitor.state === 'member' && visitor.customerId
	const gate = own ? null : await lookupLimits.reserve(visitor.clientIp, identity.confirmationNumber)
	if (gate && !gate.ok) throw new LookupLimited(gate.retryAfterSeconds)
	let reservation: ReservationSummary | null
	try {
		reservation = own
			? await memberReservation(own, identity.confirmationNumber, visitor.upstream)
			: await lookUpReservation(identity.confirmationNumber, identity.lastName, visitor.upstream)
	} catch (error) {
		if (error instanceof ReservationError) return null
		await gate?.abandoned()
		throw error
	}
	if (reservation) await gate?.found()
	return reservation
}
