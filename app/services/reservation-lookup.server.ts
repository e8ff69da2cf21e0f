import type { AppLoadContext } from '@remix-run/node'
import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'
import { LookupLimited, lookupLimits } from './reservation-lookup-limits.server.ts'
import { ReservationError } from './upstream/errors.server.ts'
import { lookUpReservation, memberReservation } from './upstream/operations/reservation.server.ts'
import { getVisitor } from './visitor.server.ts'

/**
 * Who asks for which reservation: its number and the guest's last name, and the check-in
 * date when the form asks for it; a signed-in member may leave the name out (their own).
 */
export type ReservationIdentity = { confirmationNumber: string; lastName: string; checkInDate?: string }

// The reservation the lookup asks for, or null when the platform does not find it (or
// refuses the number) or its check-in date is another: the same whichever part was wrong.
// A lookup by number and surname is limited (LookupLimited when over), and only a lookup
// that matched every part gives its attempt back; a member's lookup of their own
// reservations is not limited. Any other failure is thrown as it came.
export async function findReservation(request: Request, context: AppLoadContext, identity: ReservationIdentity): Promise<ReservationSummary | null> {
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
	// The date is part of the proof: compared here, before the attempt is given back.
	if (!reservation || (identity.checkInDate !== undefined && reservation.checkInDate !== identity.checkInDate)) return null
	await gate?.found()
	return reservation
}
