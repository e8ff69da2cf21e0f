import type { AppLoadContext } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { LOOKUP_PATH } from '#app/models/reservation-lookup.ts'
import { rememberedReservation, type FoundReservation } from '#app/services/reservation-session.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { readFoundReservation } from '#app/services/manage-reservation.server.ts'

// The pages about the reservation the session found (cancel, check in): it and its
// details, or a redirect to the lookup when there is none or the platform no longer finds
// it; a failing platform is the 503 page.

/** The found reservation as the session keeps it, or the redirect to the lookup. */
export async function requireFoundReservation(request: Request, context: AppLoadContext): Promise<FoundReservation> {
	const visitor = await getVisitor(request, context)
	const found = await orUnavailable(() => rememberedReservation(request, context))
	if (!found) throw redirectFor(request, localizePath(LOOKUP_PATH, visitor.locale))
	return found
}

/** The found reservation's details, or the redirect to the lookup. */
export async function foundReservationDetails(request: Request, context: AppLoadContext, found: FoundReservation) {
	const visitor = await getVisitor(request, context)
	const reservation = await orUnavailable(() => readFoundReservation(found, visitor.upstream))
	if (!reservation) throw redirectFor(request, localizePath(LOOKUP_PATH, visitor.locale))
	return reservation
}
