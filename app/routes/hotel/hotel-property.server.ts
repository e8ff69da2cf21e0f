import { json, redirect } from '@remix-run/node'
import { findHotelProperty } from '#app/services/hotel-header.server.ts'
import type { Visitor } from '#app/services/visitor.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'

/**
 * The hotel a hotel page's seoNickname names: a 404 when there is none, a redirect to the
 * same page of the hotel `?propertyCode=` names, the 503 page when the platform fails.
 */
export async function hotelPropertyOf(request: Request, visitor: Visitor, seoNickname: string) {
	const found = await orUnavailable(() => findHotelProperty(request, visitor, seoNickname))
	if (found.kind === 'not-found') throw json({ message: 'Hotel not found' }, { status: 404 })
	if (found.kind === 'elsewhere') throw redirect(found.location)
	return found.property
}
