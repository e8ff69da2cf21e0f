import { GraphQLError } from 'graphql'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import {
	addDaysTo,
	mockCurrencies,
	mockExchange,
	mockHotel,
	mockProducts,
	mockRateDetails,
	mockRefusal,
	mockRoom,
	utcToday,
	type MockProductSearch,
} from '../fixtures/booking.ts'
import type { PropertyRecord } from '../fixtures/property.ts'
import { searchHotels } from '../fixtures/search.ts'

// The data graph's booking fields for the mock (products, availability, calendar, default
// selection, currencies): the sandbox's behaviour in miniature, from fixtures/booking.ts.

const HTTP_STATUS: Record<string, number> = { SUCCESS: 200, '427': 409 }
const status = (code: string) => [{ httpStatus: HTTP_STATUS[code] ?? 400, code, errors: [], warnings: [] }]
const error = (message: string, code: string) => new GraphQLError(message, { extensions: { code } })

/** A hotel with its room and rate-plan fields, as the schema's Property answers them. */
export function withBookingFields(hotel: PropertyRecord) {
	return { ...hotel, room: ({ code }: { code: string }) => mockRoom(code), ratePlan: ({ code }: { code: string }) => mockRateDetails(code) }
}

function hotelOrError(id: string): PropertyRecord {
	const hotel = mockHotel(id)
	if (!hotel) throw error('No such property', UPSTREAM_ERROR_CODES.notFound)
	return hotel
}

function productSearch(input: MockProductSearch) {
	const hotel = hotelOrError(input.propertyId)
	const refused = mockRefusal(input)
	const nights = Math.round((Date.parse(`${input.checkOutDate}T00:00:00Z`) - Date.parse(`${input.checkInDate}T00:00:00Z`)) / 86_400_000)
	return {
		status: status(refused ?? 'SUCCESS'),
		property: withBookingFields(hotel),
		checkInDate: input.checkInDate,
		checkOutDate: input.checkOutDate,
		lengthOfStay: Number.isFinite(nights) ? nights : 0,
		currency: hotel.basicInformation.currency,
		products: refused ? [] : mockProducts(hotel, input),
	}
}

const lowestRate = (hotel: PropertyRecord, input: Omit<MockProductSearch, 'propertyId'>) => {
	if (mockRefusal(input)) return null
	const rates = mockProducts(hotel, { ...input, propertyId: hotel.id, tab: 'STANDARD' }).map((product) => product.averageNightlyRate)
	return rates.reduce<(typeof rates)[number] | null>((low, rate) => (low === null || rate.value < low.value ? rate : low), null)
}

type AvailabilityInput = Omit<MockProductSearch, 'propertyId'> & { destination: string; sortType?: string | null; pageNumber?: number | null; pageSize?: number | null }

function searchAvailability(input: AvailabilityInput) {
	const pageNumber = Math.max(input.pageNumber ?? 1, 1)
	const pageSize = Math.min(Math.max(input.pageSize ?? 40, 1), 100)
	const refused = mockRefusal(input)
	const found = refused ? [] : searchHotels(input.destination, 50)
	const centre = found[0]?.basicInformation
	const results = found.map((hotel) => {
		const lowest = lowestRate(hotel, input)
		// Degrees to miles, roughly: the mock needs an order, not geodesy.
		const distance = centre ? Math.hypot(hotel.basicInformation.latitude - centre.latitude, hotel.basicInformation.longitude - centre.longitude) * 69 : 0
		return { property: withBookingFields(hotel), distanceInMiles: Math.round(distance * 10) / 10, available: lowest !== null, lowestNightlyRate: lowest }
	})
	results.sort((a, b) => a.distanceInMiles - b.distanceInMiles)
	return {
		status: status(refused ?? 'SUCCESS'),
		totalCount: results.length,
		pageNumber,
		pageSize,
		results: results.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
	}
}

export function bookingRootFields() {
	return {
		searchProductsByProperty: ({ input }: { input: MockProductSearch }) => productSearch(input),
		searchAvailability: ({ input }: { input: AvailabilityInput }) => searchAvailability(input),
		availabilityCalendar: (args: { propertyId: string; startDate: string; days?: number | null; rooms?: number | null; adultsPerRoom?: number | null }) => {
			const hotel = hotelOrError(args.propertyId)
			const rooms = Array.from({ length: Math.max(args.rooms ?? 1, 1) }, () => ({ adults: Math.max(args.adultsPerRoom ?? 1, 1), children: 0 }))
			return Array.from({ length: Math.min(Math.max(args.days ?? 31, 1), 62) }, (_, index) => {
				const date = addDaysTo(args.startDate, index)
				const lowest = lowestRate(hotel, { checkInDate: date, checkOutDate: addDaysTo(date, 1), rooms })
				return { date, available: lowest !== null, lowestNightlyRate: lowest }
			})
		},
		defaultSelection: ({ propertyId }: { propertyId: string }) => {
			hotelOrError(propertyId)
			const tomorrow = addDaysTo(utcToday(), 1)
			return { checkInDate: tomorrow, checkOutDate: addDaysTo(tomorrow, 1), rooms: 1, adultsPerRoom: 1, tab: 'STANDARD' }
		},
		currencies: () => mockCurrencies,
		currencyExchange: ({ input }: { input: Parameters<typeof mockExchange>[0] }) => {
			const converted = mockExchange(input)
			if (!converted) throw error('No exchange rate for that currency', UPSTREAM_ERROR_CODES.badRequest)
			return converted
		},
	}
}
