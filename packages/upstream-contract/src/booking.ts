import { z } from 'zod'
import { ResponseStatusSchema } from './customer.ts'
import { CartGuestSchema, CartPaymentSchema } from './order.ts'
import { PropertyMigrationStatusSchema } from './property.ts'

// Rooms, rates and carts as the data graph answers them (spec 001 §3 and §7): the
// booking flow's shared vocabulary. Every answer is parsed here, so a shape the app does
// not expect is an upstream error, not a crash.

export const RATE_TABS = ['STANDARD', 'DEALS_AND_PACKAGES', 'PREPAY', 'SPECIAL_RATES', 'REDEMPTION', 'GROUP'] as const
export type RateTab = (typeof RATE_TABS)[number]
export const SPECIAL_RATE_TYPES = ['AAA', 'SENIOR', 'GOVERNMENT', 'CORPORATE'] as const
export type SpecialRateType = (typeof SPECIAL_RATE_TYPES)[number]
export const AVAILABILITY_SORTS = ['DISTANCE', 'PRICE', 'STARS', 'NAME'] as const
export type AvailabilitySort = (typeof AVAILABILITY_SORTS)[number]

/** Minor units: the amount is value / 10^valueDecimalPoint (spec 001 §3). */
export const MoneySchema = z.object({ value: z.number().int(), valueDecimalPoint: z.number().int(), currency: z.string() })
export type Money = z.infer<typeof MoneySchema>

export type RoomOccupancy = { adults: number; children: number }

const CodeDescriptionSchema = z.object({ code: z.string(), description: z.string() })

export const RoomSchema = z.object({
	code: z.string(),
	name: z.string(),
	description: z.string(),
	bedType: z.string(),
	maxOccupancy: z.number().int(),
	isSleepingRoom: z.boolean(),
	features: z.array(z.object({ code: z.string(), description: z.string(), categories: z.array(z.string()) })),
	images: z.array(z.object({ url: z.string(), caption: z.string() })),
	/** ERS attributes of the room pool: category.code is the ERS code. */
	attributes: z.array(z.object({ category: CodeDescriptionSchema })),
})
export type Room = z.infer<typeof RoomSchema>

export const RatePlanSchema = z.object({
	code: z.string(),
	name: z.string(),
	description: z.string(),
	tab: z.enum(RATE_TABS),
	specialRateType: z.enum(SPECIAL_RATE_TYPES).nullish(),
	isMemberRate: z.boolean(),
	isPrepay: z.boolean(),
	isRedemption: z.boolean(),
	cancellationPolicy: z.string(),
	guaranteeType: z.string().optional(),
	depositType: z.union([z.literal(1), z.literal(4), z.literal(8)]).nullish(),
})
export type RatePlan = z.infer<typeof RatePlanSchema>

/** Rate details: the plan with its rule descriptions (spec 001 §3). */
export const RateDetailsSchema = RatePlanSchema.extend({
	rules: z.object({
		descriptions: z.array(z.string()),
		localizedDescriptions: z.array(z.object({ translatedText: z.string() })),
	}),
})
export type RateDetails = z.infer<typeof RateDetailsSchema>

export const ProductSchema = z.object({
	/** ratePlanCode:roomCode */
	id: z.string(),
	room: RoomSchema,
	ratePlan: RatePlanSchema,
	/** Average per night, one room, before taxes. */
	averageNightlyRate: MoneySchema,
	/** The standard rate of the same room per night when this one is lower. */
	wasNightlyRate: MoneySchema.nullish(),
	nightly: z.array(z.object({ date: z.string(), amount: MoneySchema })),
	/** Whole stay, all rooms. */
	totalBeforeTaxes: MoneySchema,
	totalTaxes: MoneySchema,
	totalWithTaxes: MoneySchema,
	pointsPerNight: z.number().int().nullish(),
	totalPoints: z.number().int().nullish(),
	roomsLeft: z.number().int(),
})
export type Product = z.infer<typeof ProductSchema>

export const ProductSearchResultSchema = z.object({
	status: z.array(ResponseStatusSchema),
	checkInDate: z.string(),
	checkOutDate: z.string(),
	lengthOfStay: z.number().int(),
	/** The hotel's currency: the one charged. */
	currency: z.string(),
	products: z.array(ProductSchema),
})
export type ProductSearchResult = z.infer<typeof ProductSearchResultSchema>

export type ProductSearch = {
	propertyId: string
	checkInDate: string
	checkOutDate: string
	rooms: RoomOccupancy[]
	tab?: RateTab
	specialRateType?: SpecialRateType
	corporateCode?: string
	groupCode?: string
	rewardsRedemption?: boolean
	ers?: boolean
}

export const AvailabilitySearchResultSchema = z.object({
	status: z.array(ResponseStatusSchema),
	totalCount: z.number().int(),
	pageNumber: z.number().int(),
	pageSize: z.number().int(),
	results: z.array(
		z.object({
			property: z.object({
				id: z.string(),
				seoNickname: z.string(),
				basicInformation: z.object({ name: z.string(), brand: z.object({ id: z.string() }), currency: z.string() }),
				contactInformation: z.object({
					address: z.object({ city: z.string(), country: z.object({ description: z.string() }) }),
				}),
				reviews: z.object({ stars: z.object({ count: z.number() }), numberOfReviews: z.object({ count: z.number() }) }),
				media: z.object({ primaryImage: z.object({ wideHorizontal: z.string().nullish() }).nullish() }),
			}),
			distanceInMiles: z.number(),
			available: z.boolean(),
			lowestNightlyRate: MoneySchema.nullish(),
		}),
	),
})
export type AvailabilitySearchResult = z.infer<typeof AvailabilitySearchResultSchema>

export type AvailabilitySearch = {
	destination: string
	checkInDate: string
	checkOutDate: string
	rooms: RoomOccupancy[]
	sortType?: AvailabilitySort
	pageNumber?: number
	pageSize?: number
}

export const CalendarDaySchema = z.object({ date: z.string(), available: z.boolean(), lowestNightlyRate: MoneySchema.nullish() })
export type CalendarDay = z.infer<typeof CalendarDaySchema>

export const DefaultSelectionSchema = z.object({
	checkInDate: z.string(),
	checkOutDate: z.string(),
	rooms: z.number().int(),
	adultsPerRoom: z.number().int(),
	tab: z.enum(RATE_TABS),
})
export type DefaultSelection = z.infer<typeof DefaultSelectionSchema>

export const CurrencySchema = z.object({ code: z.string(), decimalPoint: z.number().int() })
export type Currency = z.infer<typeof CurrencySchema>

/** Spec 001 §3, currency conversion input: from currency, value in minor units, decimal point, to currency. */
export type CurrencyConversion = { fromCurrency: string; value: number; valueDecimalPoint: number; toCurrency: string }

export const CartSchema = z.object({
	id: z.string(),
	revisionNumber: z.number().int(),
	/** ISO instant. */
	expiresAt: z.string(),
	property: z.object({
		id: z.string(),
		seoNickname: z.string(),
		migrationStatus: PropertyMigrationStatusSchema,
		/** timeZone: the hotel's IANA zone, for times a guest reads (the hold). */
		basicInformation: z.object({ name: z.string(), timeZone: z.string().nullish(), brand: z.object({ id: z.string() }).nullish() }),
		/** The card networks the hotel takes (property payment information). */
		paymentInformation: z.object({ acceptedCards: z.array(z.string()) }),
	}),
	checkInDate: z.string(),
	checkOutDate: z.string(),
	lengthOfStay: z.number().int(),
	currency: z.string(),
	customerId: z.string().nullish(),
	modifiesConfirmationNumber: z.string().nullish(),
	items: z.array(z.object({ ordinal: z.number().int(), adults: z.number().int(), children: z.number().int(), product: ProductSchema })),
	subtotal: MoneySchema,
	totalTaxes: MoneySchema,
	total: MoneySchema,
	totalPoints: z.number().int().nullish(),
	/** Who will stay, once the guest-information form is sent (absent where a query does not ask). */
	guest: CartGuestSchema.nullish(),
	/** The authorized card, masked (absent where a query does not ask). */
	payment: CartPaymentSchema.nullish(),
})
export type Cart = z.infer<typeof CartSchema>

/** What a guest picked on the rate list: the input of create and update cart. */
export type CartSelection = {
	propertyId: string
	checkInDate: string
	checkOutDate: string
	rooms: RoomOccupancy[]
	ratePlanCode: string
	roomCode: string
	corporateCode?: string
	groupCode?: string
	customerId?: string
	modifiesConfirmationNumber?: string
}

/** A cart call the platform refused answers its status code (CONFLICT, 427, E_TOO_MANY_NIGHTS…). */
export type CartOutcome = { ok: true; cart: Cart } | { ok: false; code: string }

export const RedemptionDataSchema = z.object({
	currentPointBalance: z.number().int(),
	pointsRequired: z.number().int(),
	additionalPointsRequired: z.number().int(),
	canBuyPoints: z.boolean(),
})
export type RedemptionData = z.infer<typeof RedemptionDataSchema>
