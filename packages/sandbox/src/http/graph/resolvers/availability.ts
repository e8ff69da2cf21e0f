import { BOOKING_LIMITS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { addDays, hotelToday } from '../../../db/seed/catalogue/demo-dates.ts'
import { graphError, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { convert } from './currency.ts'
import type { Money } from './money.ts'
import { priceProducts, pricingStatus, stayRefusal, type RoomRequest } from './products.ts'
import { loadProperty, type PropertyNode } from './property.ts'
import { searchProperties, SEARCH_MAX_FIRST } from './search.ts'

// Find hotels with prices (availability search), the one-night calendar and the rate
// list's default selection. Every price comes from priceProducts on the standard tab.

type Sort = 'DISTANCE' | 'PRICE' | 'STARS' | 'NAME'
type AvailabilityInput = {
	destination: string
	checkInDate: string
	checkOutDate: string
	rooms: RoomRequest[]
	sortType?: Sort | null
	pageNumber?: number | null
	pageSize?: number | null
}

const MAX_PAGE_SIZE = 100
const MAX_CALENDAR_DAYS = 62
const EARTH_RADIUS_MILES = 3958.8

export function haversineMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
	const radians = (degrees: number) => (degrees * Math.PI) / 180
	const dLat = radians(b.latitude - a.latitude)
	const dLon = radians(b.longitude - a.longitude)
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
	return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

const byName = (a: PropertyNode, b: PropertyNode) =>
	a.basicInformation.name < b.basicInformation.name ? -1 : a.basicInformation.name > b.basicInformation.name ? 1 : 0

/** The lowest average nightly rate on the standard tab, or null when nothing is bookable. */
async function lowestStandardRate(context: GraphContext, request: { propertyId: string; checkInDate: string; checkOutDate: string; rooms: RoomRequest[] }) {
	const priced = await priceProducts(context, { ...request, tab: 'STANDARD' })
	if (priced.code !== 'SUCCESS' || priced.products.length === 0) return null
	return priced.products.map((product) => product.averageNightlyRate).reduce((low, rate) => (rate.value < low.value ? rate : low))
}

async function searchAvailability(context: GraphContext, input: AvailabilityInput) {
	const pageNumber = Math.max(input.pageNumber ?? 1, 1)
	const pageSize = Math.min(Math.max(input.pageSize ?? 40, 1), MAX_PAGE_SIZE)
	const answer = (code: string, totalCount = 0, results: unknown[] = []) => ({
		status: pricingStatus(code as never),
		totalCount,
		pageNumber,
		pageSize,
		results,
	})
	const found = await searchProperties(context, input.destination, SEARCH_MAX_FIRST)
	const centre = found[0]?.basicInformation
	if (!centre) return answer('SUCCESS')
	// Dates are refused the same for every hotel; the first one's clock stands for all.
	const refused = stayRefusal(context.now, centre.timeZone, input.checkInDate, input.checkOutDate)
	if (refused) return answer(refused)
	const rows = await Promise.all(
		found.map(async (property) => {
			const lowest = await lowestStandardRate(context, { ...input, propertyId: property.id })
			const inUsd = lowest
				? await convert(context, { fromCurrency: lowest.currency, value: lowest.value, valueDecimalPoint: lowest.valueDecimalPoint, toCurrency: 'USD' })
				: null
			return {
				property,
				distanceInMiles: Math.round(haversineMiles(centre, property.basicInformation) * 10) / 10,
				available: lowest !== null,
				lowestNightlyRate: lowest,
				sortPrice: inUsd?.value ?? Number.POSITIVE_INFINITY,
			}
		}),
	)
	const compare: Record<Sort, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
		DISTANCE: (a, b) => a.distanceInMiles - b.distanceInMiles,
		// Sold-out hotels last; prices compare in US dollars across currencies.
		PRICE: (a, b) => (a.sortPrice === b.sortPrice ? 0 : a.sortPrice < b.sortPrice ? -1 : 1),
		STARS: (a, b) => b.property.reviews.stars.count - a.property.reviews.stars.count,
		NAME: () => 0,
	}
	const sort = compare[input.sortType ?? 'DISTANCE']
	rows.sort((a, b) => sort(a, b) || byName(a.property, b.property))
	const page = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(({ sortPrice: _sortPrice, ...row }) => row)
	return answer('SUCCESS', rows.length, page)
}

type CalendarInput = { propertyId: string; startDate: string; days?: number | null; rooms?: number | null; adultsPerRoom?: number | null }

async function availabilityCalendar(context: GraphContext, input: CalendarInput) {
	const property = await loadProperty(context, input.propertyId)
	if (!property) throw graphError('No such property', UPSTREAM_ERROR_CODES.notFound)
	if (!/^\d{4}-\d{2}-\d{2}$/.test(input.startDate) || Number.isNaN(Date.parse(`${input.startDate}T00:00:00Z`))) {
		throw graphError('startDate is not a date', UPSTREAM_ERROR_CODES.badRequest)
	}
	const days = Math.min(Math.max(input.days ?? 31, 1), MAX_CALENDAR_DAYS)
	const roomCount = Math.min(Math.max(input.rooms ?? 1, 1), BOOKING_LIMITS.maxRooms)
	const adults = Math.min(Math.max(input.adultsPerRoom ?? 1, 1), BOOKING_LIMITS.maxGuestsPerRoom)
	const rooms = Array.from({ length: roomCount }, () => ({ adults, children: 0 }))
	const dates = Array.from({ length: days }, (_, index) => addDays(input.startDate, index))
	const out: Array<{ date: string; available: boolean; lowestNightlyRate: Money | null }> = []
	for (const date of dates) {
		const lowest = await lowestStandardRate(context, { propertyId: property.id, checkInDate: date, checkOutDate: addDays(date, 1), rooms })
		out.push({ date, available: lowest !== null, lowestNightlyRate: lowest })
	}
	return out
}

async function defaultSelection(context: GraphContext, propertyId: string) {
	const property = await loadProperty(context, propertyId)
	if (!property) throw graphError('No such property', UPSTREAM_ERROR_CODES.notFound)
	const tomorrow = addDays(hotelToday(context.now, property.timeZone), 1)
	return { checkInDate: tomorrow, checkOutDate: addDays(tomorrow, 1), rooms: 1, adultsPerRoom: 1, tab: 'STANDARD' }
}

export const availabilityResolvers: Resolvers = {
	Query: {
		searchAvailability: (_parent, args: { input: AvailabilityInput }, context) => searchAvailability(context, args.input),
		availabilityCalendar: (_parent, args: CalendarInput, context) => availabilityCalendar(context, args),
		defaultSelection: (_parent, args: { propertyId: string }, context) => defaultSelection(context, args.propertyId),
	},
}
