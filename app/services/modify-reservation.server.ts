import type { AppLoadContext } from '@remix-run/node'
import type { ModifyIdentity } from '#app/models/modify-reservation.ts'
import type { ReservationSummary } from '#app/models/upstream/reservation.ts'
import { notFoundRedirect, reservationFailure } from './reservation-layout.server.ts'
import { LookupLimited, lookupLimits } from './reservation-lookup-limits.server.ts'
import { ReservationError } from './upstream/errors.server.ts'
import { lookUpReservation, memberReservation } from './upstream/operations/reservation.server.ts'
import { getVisitor } from './visitor.server.ts'

// The reservation a modify page is about. One the platform does not find (or a number it
// refuses) is the redirect table's notFound rule (307 to the error page, spec 001 §2),
// the same whether the number or the surname was wrong; an expired session and an
// unavailable platform follow the table too. A lookup by number and surname is limited
// (LookupLimited when over); a member's lookup of their own reservations is not.
export async function reservationToModify(request: Request, context: AppLoadContext, identity: ModifyIdentity): Promise<ReservationSummary> {
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
		if (error instanceof ReservationError) throw await notFoundRedirect(request, context)
		await gate?.abandoned()
		throw await reservationFailure(error, request, context)
	}
	if (!reservation) throw await notFoundRedirect(request, context)
	await gate?.found()
	return reservation
}
