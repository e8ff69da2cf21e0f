import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { RESERVATION_CHANGE_SESSION_KEY, RESERVATION_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { ensureSession, type NewSession } from './booking-session.server.ts'
import { updateSession } from './upstream/session.server.ts'
import { getVisitor, noteSessionWrite, sessionDataOf } from './visitor.server.ts'

// The reservation the visitor found (by lookup, or from their trips): kept in the
// platform session, so no address carries its confirmation number or the guest's name.

// The hotel too, so the page can read its header beside the reservation rather than after it.
const FoundReservationSchema = z.object({ confirmationNumber: z.string().min(1), surname: z.string().min(1), propertyId: z.string().min(1) })
export type FoundReservation = z.infer<typeof FoundReservationSchema>

/** Keeps the reservation found; answers the new session the response's cookie must keep, if one was started. */
export async function rememberReservation(request: Request, context: AppLoadContext, found: FoundReservation): Promise<{ newSession: NewSession }> {
	const { upstream, newSession } = await ensureSession(request, context)
	await updateSession({ [RESERVATION_SESSION_KEY]: found }, upstream)
	await noteSessionWrite(request, context, { [RESERVATION_SESSION_KEY]: found })
	return { newSession }
}

export async function rememberedReservation(request: Request, context: AppLoadContext): Promise<FoundReservation | null> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken || visitor.sessionExpired) return null
	const found = FoundReservationSchema.safeParse((await sessionDataOf(request, context))?.[RESERVATION_SESSION_KEY])
	return found.success ? found.data : null
}

// A change being made to the found reservation: the cart the modify rate list made, and
// which reservation it changes, so a change is never confirmed against another one.
const ReservationChangeSchema = z.object({ cartId: z.string().min(1), confirmationNumber: z.string().min(1) })
export type PendingChange = z.infer<typeof ReservationChangeSchema>

/** Keeps the reservation and the change cart for it together: the confirm page reads both. */
export async function rememberChange(request: Request, context: AppLoadContext, found: FoundReservation, cartId: string): Promise<{ newSession: NewSession }> {
	const { upstream, newSession } = await ensureSession(request, context)
	const changes = { [RESERVATION_SESSION_KEY]: found, [RESERVATION_CHANGE_SESSION_KEY]: { cartId, confirmationNumber: found.confirmationNumber } }
	await updateSession(changes, upstream)
	await noteSessionWrite(request, context, changes)
	return { newSession }
}

/** The change waiting to be confirmed for the found reservation; null when none, or when it is for another reservation. */
export async function rememberedChange(request: Request, context: AppLoadContext): Promise<{ found: FoundReservation; change: PendingChange } | null> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken || visitor.sessionExpired) return null
	const data = await sessionDataOf(request, context)
	const found = FoundReservationSchema.safeParse(data?.[RESERVATION_SESSION_KEY])
	const change = ReservationChangeSchema.safeParse(data?.[RESERVATION_CHANGE_SESSION_KEY])
	if (!found.success || !change.success || change.data.confirmationNumber !== found.data.confirmationNumber) return null
	return { found: found.data, change: change.data }
}

export async function forgetChange(request: Request, context: AppLoadContext): Promise<void> {
	const visitor = await getVisitor(request, context)
	await updateSession({ [RESERVATION_CHANGE_SESSION_KEY]: null }, visitor.upstream)
	await noteSessionWrite(request, context, { [RESERVATION_CHANGE_SESSION_KEY]: null })
}
