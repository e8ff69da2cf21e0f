import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { RESERVATION_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { ensureSession } from './booking-session.server.ts'
import { updateSession } from './upstream/session.server.ts'
import { getVisitor, noteSessionWrite, sessionDataOf } from './visitor.server.ts'

// The reservation the visitor found (by lookup, or from their trips): kept in the
// platform session, so no address carries its confirmation number or the guest's name.

// The hotel too, so the page can read its header beside the reservation rather than after it.
const FoundReservationSchema = z.object({ confirmationNumber: z.string().min(1), surname: z.string().min(1), propertyId: z.string().min(1) })
export type FoundReservation = z.infer<typeof FoundReservationSchema>

/** Keeps the reservation found; answers headers the response must carry (a new session's cookie). */
export async function rememberReservation(request: Request, context: AppLoadContext, found: FoundReservation): Promise<{ headers: Headers }> {
	const { upstream, headers } = await ensureSession(request, context)
	await updateSession({ [RESERVATION_SESSION_KEY]: found }, upstream)
	await noteSessionWrite(request, context, { [RESERVATION_SESSION_KEY]: found })
	return { headers }
}

export async function rememberedReservation(request: Request, context: AppLoadContext): Promise<FoundReservation | null> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken || visitor.sessionExpired) return null
	const found = FoundReservationSchema.safeParse((await sessionDataOf(request, context))?.[RESERVATION_SESSION_KEY])
	return found.success ? found.data : null
}
