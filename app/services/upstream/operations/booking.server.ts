import { z } from 'zod'
import {
	AvailabilitySearchResultSchema,
	CalendarDaySchema,
	CurrencySchema,
	DefaultSelectionSchema,
	MoneySchema,
	ProductSearchResultSchema,
	RateDetailsSchema,
	RoomSchema,
	type AvailabilitySearch,
	type AvailabilitySearchResult,
	type CalendarDay,
	type Currency,
	type CurrencyConversion,
	type DefaultSelection,
	type Money,
	type ProductSearch,
	type ProductSearchResult,
	type RateDetails,
	type Room,
} from '@meridian/upstream-contract/booking.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'
import { MONEY, PRODUCT, RATE_PLAN, ROOM_FACTS, STATUS } from './booking-selections.server.ts'

// Rooms and rates for a stay (spec 001 §3 and §7): products by property (ERS and not),
// rate details, room features and images, the cancellation policy, find-hotels
// availability, the calendar, the default selection, and currency change and exchange.
// A refused product search (bad dates, too many nights, sold out: 427) is an answer with
// its status; only failures of the platform throw.

const PRODUCT_SEARCH = /* GraphQL */ `
	${STATUS}
	checkInDate
	checkOutDate
	lengthOfStay
	currency
	products { ${PRODUCT} }
`

export const PhoenixBookSearchProductsByProperty = defineOperation(
	/* GraphQL */ `
		query PhoenixBookSearchProductsByProperty($input: ProductSearchInput!) {
			searchProductsByProperty(input: $input) { ${PRODUCT_SEARCH} }
		}
	`,
	z.object({ searchProductsByProperty: ProductSearchResultSchema }),
)

export const PhoenixBookSearchErsProductsByProperty = defineOperation(
	/* GraphQL */ `
		query PhoenixBookSearchErsProductsByProperty($input: ProductSearchInput!) {
			searchProductsByProperty(input: $input) { ${PRODUCT_SEARCH} }
		}
	`,
	z.object({ searchProductsByProperty: ProductSearchResultSchema }),
)

/** Rooms and rates for a stay (ERS with input.ers). A refused search answers its status, not a throw. */
export async function searchProductsByProperty(input: ProductSearch, ctx: UpstreamContext, options?: CallOptions): Promise<ProductSearchResult> {
	const { ers = false, ...search } = input
	const operation = ers ? PhoenixBookSearchErsProductsByProperty : PhoenixBookSearchProductsByProperty
	const rooms = search.rooms.map((room) => ({ adults: room.adults, children: room.children }))
	const { searchProductsByProperty: result } = await runOperation(operation, { input: { ...search, rooms, ers } }, ctx, options)
	return result
}

export const PhoenixBookRateDetails = defineOperation(
	/* GraphQL */ `
		query PhoenixBookRateDetails($propertyId: ID!, $ratePlanCode: ID!) {
			property(id: $propertyId) {
				ratePlan(code: $ratePlanCode) {
					${RATE_PLAN}
					rules { descriptions localizedDescriptions { translatedText } }
				}
			}
		}
	`,
	z.object({ property: z.object({ ratePlan: RateDetailsSchema.nullable() }).nullable() }),
)

/** Null when the hotel has no such plan. */
export async function rateDetails(propertyId: string, ratePlanCode: string, ctx: UpstreamContext): Promise<RateDetails | null> {
	const { property } = await runOperation(PhoenixBookRateDetails, { propertyId, ratePlanCode }, ctx)
	return property?.ratePlan ?? null
}

export const PhoenixBookRoomFeatures = defineOperation(
	/* GraphQL */ `
		query PhoenixBookRoomFeatures($propertyId: ID!, $roomCode: ID!) {
			property(id: $propertyId) {
				room(code: $roomCode) { ${ROOM_FACTS} }
			}
		}
	`,
	z.object({ property: z.object({ room: RoomSchema.omit({ images: true }).nullable() }).nullable() }),
)

export const PhoenixBookRoomImages = defineOperation(
	/* GraphQL */ `
		query PhoenixBookRoomImages($propertyId: ID!, $roomCode: ID!) {
			property(id: $propertyId) {
				room(code: $roomCode) {
					images {
						url
						caption
					}
				}
			}
		}
	`,
	z.object({ property: z.object({ room: RoomSchema.pick({ images: true }).nullable() }).nullable() }),
)

/** Room features, images and ERS attributes; null when the hotel has no such room. */
export async function roomDetails(propertyId: string, roomCode: string, ctx: UpstreamContext): Promise<Room | null> {
	const [features, images] = await Promise.all([
		runOperation(PhoenixBookRoomFeatures, { propertyId, roomCode }, ctx),
		runOperation(PhoenixBookRoomImages, { propertyId, roomCode }, ctx),
	])
	const room = features.property?.room
	if (!room) return null
	return { ...room, images: images.property?.room?.images ?? [] }
}

export const PhoenixBookCancellationPolicy = defineOperation(
	/* GraphQL */ `
		query PhoenixBookCancellationPolicy($propertyId: ID!, $ratePlanCode: ID!) {
			property(id: $propertyId) {
				ratePlan(code: $ratePlanCode) {
					cancellationPolicy
				}
			}
		}
	`,
	z.object({ property: z.object({ ratePlan: z.object({ cancellationPolicy: z.string() }).nullable() }).nullable() }),
)

export async function cancellationPolicy(propertyId: string, ratePlanCode: string, ctx: UpstreamContext): Promise<string | null> {
	const { property } = await runOperation(PhoenixBookCancellationPolicy, { propertyId, ratePlanCode }, ctx)
	return property?.ratePlan?.cancellationPolicy ?? null
}

export const PhoenixBookSearchAvailability = defineOperation(
	/* GraphQL */ `
		query PhoenixBookSearchAvailability($input: AvailabilitySearchInput!) {
			searchAvailability(input: $input) {
				status { httpStatus code errors { message field id details } warnings { message field id details } }
				totalCount
				pageNumber
				pageSize
				results {
					property {
						id
						seoNickname
						basicInformation { name brand { id } currency }
						contactInformation { address { city country { description } } }
						reviews { stars { count } numberOfReviews { count } }
						media { primaryImage { wideHorizontal } }
					}
					distanceInMiles
					available
					lowestNightlyRate { ${MONEY} }
				}
			}
		}
	`,
	z.object({ searchAvailability: AvailabilitySearchResultSchema }),
)

export async function searchAvailability(input: AvailabilitySearch, ctx: UpstreamContext): Promise<AvailabilitySearchResult> {
	const rooms = input.rooms.map((room) => ({ adults: room.adults, children: room.children }))
	const { searchAvailability: result } = await runOperation(PhoenixBookSearchAvailability, { input: { ...input, rooms } }, ctx)
	return result
}

export const PhoenixBookAvailabilityCalendar = defineOperation(
	/* GraphQL */ `
		query PhoenixBookAvailabilityCalendar($propertyId: ID!, $startDate: String!, $days: Int, $rooms: Int, $adultsPerRoom: Int) {
			availabilityCalendar(propertyId: $propertyId, startDate: $startDate, days: $days, rooms: $rooms, adultsPerRoom: $adultsPerRoom) {
				date
				available
				lowestNightlyRate { ${MONEY} }
			}
		}
	`,
	z.object({ availabilityCalendar: z.array(CalendarDaySchema) }),
)

export async function availabilityCalendar(
	input: { propertyId: string; startDate: string; days?: number; rooms?: number; adultsPerRoom?: number },
	ctx: UpstreamContext,
): Promise<CalendarDay[]> {
	const { availabilityCalendar: days } = await runOperation(PhoenixBookAvailabilityCalendar, input, ctx)
	return days
}

export const PhoenixBookDefaultSelection = defineOperation(
	/* GraphQL */ `
		query PhoenixBookDefaultSelection($propertyId: ID!) {
			defaultSelection(propertyId: $propertyId) {
				checkInDate
				checkOutDate
				rooms
				adultsPerRoom
				tab
			}
		}
	`,
	z.object({ defaultSelection: DefaultSelectionSchema }),
)

export async function defaultSelection(propertyId: string, ctx: UpstreamContext): Promise<DefaultSelection> {
	const { defaultSelection: selection } = await runOperation(PhoenixBookDefaultSelection, { propertyId }, ctx)
	return selection
}

export const PhoenixBookCurrencyChange = defineOperation(
	/* GraphQL */ `
		query PhoenixBookCurrencyChange {
			currencies {
				code
				decimalPoint
			}
		}
	`,
	z.object({ currencies: z.array(CurrencySchema) }),
)

/** Currency change: the currencies prices may be shown in. */
export async function currencies(ctx: UpstreamContext): Promise<Currency[]> {
	const { currencies: list } = await runOperation(PhoenixBookCurrencyChange, {}, ctx)
	return list
}

export const PhoenixBookCurrencyExchange = defineOperation(
	/* GraphQL */ `
		query PhoenixBookCurrencyExchange($input: CurrencyConversionInput!) {
			currencyExchange(input: $input) { ${MONEY} }
		}
	`,
	z.object({ currencyExchange: MoneySchema }),
)

/** Currency exchange: one amount into another currency, in its minor units. */
export async function exchangeCurrency(input: CurrencyConversion, ctx: UpstreamContext): Promise<Money> {
	const { currencyExchange: money } = await runOperation(PhoenixBookCurrencyExchange, { input }, ctx)
	return money
}
