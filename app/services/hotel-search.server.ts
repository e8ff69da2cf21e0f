import { SUGGESTION_LIMIT } from '#app/models/suggested-places.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { availabilityCalendar, searchAvailability, searchProductsByProperty } from './upstream/operations/booking.server.ts'
import { fetchSuggestedPlaces } from './upstream/operations/catalogue.server.ts'
import { brandProperties, searchProperties } from './upstream/operations/search.server.ts'

// Finding a hotel: by destination (with or without dates), among one brand's hotels, the
// places that match what a visitor types, and a hotel's bookable days and room pool. An
// outage is thrown as it came; each page decides what it shows without it.

/** Hotels at or near the destination, without dates. */
export function hotelsAt(destination: string, ctx: UpstreamContext) {
	return searchProperties(destination, ctx)
}

/** One brand's hotels at or near the destination (a brand's landing page). */
export function brandHotelsAt(brandCode: string, destination: string, ctx: UpstreamContext) {
	return brandProperties(brandCode, destination, ctx)
}

/** Hotels with rooms for the stay, a page of them in the order asked. */
export function hotelsWithRooms(search: Parameters<typeof searchAvailability>[0], ctx: UpstreamContext) {
	return searchAvailability(search, ctx)
}

/** Places with hotels for what the visitor has typed, as many as the field and the results page show. */
export function placeSuggestions(query: string, ctx: UpstreamContext) {
	return fetchSuggestedPlaces(query, ctx, { first: SUGGESTION_LIMIT })
}

/** A hotel's bookable days from a date on (the availability calendar). */
export function bookableDays(input: Parameters<typeof availabilityCalendar>[0], ctx: UpstreamContext) {
	return availabilityCalendar(input, ctx)
}

/** The rooms and rates a hotel's reservations staff book (ERS room pool) for the stay. */
export function roomPool(search: Omit<Parameters<typeof searchProductsByProperty>[0], 'ers'>, ctx: UpstreamContext) {
	return searchProductsByProperty({ ...search, ers: true }, ctx)
}
