import { and, eq } from 'drizzle-orm'
import { BOOKING_LIMITS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { properties, roomRates, type SpecialRateType } from '../../../db/schema/index.ts'
import { addDays, hotelToday, nightsBetween } from '../../../db/seed/catalogue/demo-dates.ts'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import { graphError, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { roomsLeftByNight, nightsOf } from './inventory.ts'
import { moneyOf, type Money } from './money.ts'
import { loadProperty, type PropertyNode } from './property.ts'
import { ratesOfProperty, roomsOfProperty, type RatePlanNode, type RoomNode } from './rooms-and-rates.ts'

// Pricing a stay: the products (rate plan × room type) a hotel offers for the dates and
// rooms asked, each priced night by night. The rate list and carts both price through
// priceProducts, so a cart always holds what the list showed.

export type RoomRequest = { adults: number; children?: number | null }

export type PriceRequest = {
	propertyId: string
	/** Hotel-local dates, YYYY-MM-DD. */
	checkInDate: string
	checkOutDate: string
	/** One entry per room. */
	rooms: RoomRequest[]
	tab?: string | null
	specialRateType?: SpecialRateType | null
	corporateCode?: string | null
	groupCode?: string | null
	rewardsRedemption?: boolean | null
	/** Only this plan and/or room type (a cart's selection). */
	ratePlanCode?: string | null
	roomCode?: string | null
	/** The cart being re-priced: its own rooms do not count as held. */
	excludeCartId?: string | null
	/**
	 * A cart being booked, or a change being made: only reservations count, less the rooms
	 * of the reservation changed. Other carts' holds do not: when rooms sold elsewhere leave
	 * fewer rooms than carts hold, the first guests to book get them.
	 */
	booking?: { changes: string | null } | null
	/** A change cart being made or re-priced: the rooms of the reservation it changes do not count against it (live carts' holds still do). */
	changes?: string | null
}

/** Why a stay cannot be priced (the status code answered). */
export type RefusalCode = 'invalidTravelDatesErrorText' | 'E_TOO_MANY_NIGHTS' | '427' | 'BAD_REQUEST'

export type ProductNode = {
	id: string
	room: RoomNode
	ratePlan: RatePlanNode
	averageNightlyRate: Money
	wasNightlyRate: Money | null
	/** Taxes and points per night ride along for nightly products; the Product type answers date and amount. */
	nightly: Array<{ date: string; amount: Money; taxes: Money; points: number | null }>
	totalBeforeTaxes: Money
	totalTaxes: Money
	totalWithTaxes: Money
	pointsPerNight: number | null
	totalPoints: number | null
	roomsLeft: number
}

export type PricedStay = {
	code: 'SUCCESS' | RefusalCode
	property: PropertyNode
	checkInDate: string
	checkOutDate: string
	lengthOfStay: number
	currency: string
	products: ProductNode[]
}

const STANDARD_PLAN = 'FLEX'
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isRealDate = (text: string) => ISO_DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text

// Yen and won prices end in round hundreds and thousands, as the seed writes them.
const PRICE_STEP: Record<string, number> = { JPY: 100, KRW: 1_000 }
const roundToStep = (amount: number, currency: string) => {
	const step = PRICE_STEP[currency] ?? 1
	return Math.round(amount / step) * step
}

// Friday and Saturday nights are the weekend nights everywhere in the demo.
const isWeekendNight = (date: string) => {
	const day = new Date(`${date}T00:00:00Z`).getUTCDay()
	return day === 5 || day === 6
}

/** The hotel refuses the dates before looking at rooms (spec 001 §8 codes). */
export function stayRefusal(now: Date, timeZone: string, checkInDate: string, checkOutDate: string): RefusalCode | null {
	if (!isRealDate(checkInDate) || !isRealDate(checkOutDate)) return 'invalidTravelDatesErrorText'
	const today = hotelToday(now, timeZone)
	if (checkInDate < today || checkInDate > addDays(today, BOOKING_LIMITS.bookingWindowDays)) return 'invalidTravelDatesErrorText'
	const nights = nightsBetween(checkInDate, checkOutDate)
	if (nights < 1) return 'invalidTravelDatesErrorText'
	if (nights > BOOKING_LIMITS.maxStayNights) return 'E_TOO_MANY_NIGHTS'
	return null
}

function roomsRefusal(requested: RoomRequest[]): RefusalCode | null {
	if (requested.length < 1 || requested.length > BOOKING_LIMITS.maxRooms) return 'BAD_REQUEST'
	const fits = requested.every(
		(room) =>
			Number.isInteger(room.adults) && room.adults >= 1 && (room.children ?? 0) >= 0 && room.adults + (room.children ?? 0) <= BOOKING_LIMITS.maxGuestsPerRoom,
	)
	return fits ? null : 'BAD_REQUEST'
}

function weekendUplift(context: GraphContext, propertyId: string) {
	return fromCatalogue(context.db, `weekend-uplift:${propertyId}`, async () => {
		const [row] = await context.db.select({ percent: properties.weekendUpliftPercent }).from(properties).where(eq(properties.id, propertyId))
		return row?.percent ?? 0
	})
}

function pricesOf(context: GraphContext, propertyId: string) {
	return fromCatalogue(context.db, `room-rates:${propertyId}`, () =>
		context.db
			.select()
			.from(roomRates)
			.where(and(eq(roomRates.propertyId, propertyId))),
	)
}

const sameCode = (a: string | null | undefined, b: string) => a?.trim().toUpperCase() === b.toUpperCase()

/** The plans asked for, among those the guest may see (corporate and group plans need their codes). */
async function plansAsked(context: GraphContext, propertyId: string, request: PriceRequest): Promise<RatePlanNode[]> {
	const visible = await ratesOfProperty(context, propertyId, { corporateCode: request.corporateCode, groupCode: request.groupCode })
	if (request.ratePlanCode) return visible.filter((plan) => sameCode(request.ratePlanCode, plan.code))
	if (request.rewardsRedemption) return visible.filter((plan) => plan.tab === 'REDEMPTION')
	return visible.filter((plan) => (!request.tab || plan.tab === request.tab) && (!request.specialRateType || plan.specialRateType === request.specialRateType))
}

/** Nightly amounts and taxes of one room on one plan, in minor units. */
function nightlyPrices(nights: string[], rate: typeof roomRates.$inferSelect, upliftPercent: number, currency: string) {
	return nights.map((date) => {
		const amount = isWeekendNight(date) ? roundToStep((rate.amountPerNight * (100 + upliftPercent)) / 100, currency) : rate.amountPerNight
		const taxes = rate.amountPerNight === 0 ? rate.taxesPerNight : Math.round((amount * rate.taxesPerNight) / rate.amountPerNight)
		return { date, amount, taxes }
	})
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/**
 * The products for a stay, or why there are none: SUCCESS (possibly with no product when
 * no plan matches), or a refusal code. An unknown hotel is the error NOT_FOUND.
 */
export async function priceProducts(context: GraphContext, request: PriceRequest): Promise<PricedStay> {
	const property = await loadProperty(context, request.propertyId)
	if (!property) throw graphError('No such property', UPSTREAM_ERROR_CODES.notFound)
	const nights = nightsOf(request.checkInDate, request.checkOutDate)
	const answer = (code: PricedStay['code'], products: ProductNode[] = []): PricedStay => ({
		code,
		property,
		checkInDate: request.checkInDate,
		checkOutDate: request.checkOutDate,
		lengthOfStay: nights.length,
		currency: property.currency,
		products,
	})
	const refused = stayRefusal(context.now, property.timeZone, request.checkInDate, request.checkOutDate) ?? roomsRefusal(request.rooms)
	if (refused) return answer(refused)

	const [roomNodes, plans, prices, upliftPercent, left] = await Promise.all([
		roomsOfProperty(context, property.id),
		plansAsked(context, property.id, request),
		pricesOf(context, property.id),
		weekendUplift(context, property.id),
		roomsLeftByNight(context, property, request),
	])
	const guests = Math.max(...request.rooms.map((room) => room.adults + (room.children ?? 0)))
	const offered = roomNodes
		.filter((room) => !request.roomCode || sameCode(request.roomCode, room.code))
		.filter((room) => room.maxOccupancy >= guests)
		.map((room) => ({ room, roomsLeft: Math.min(...(left.get(room.code) ?? [0])) }))
		.filter(({ roomsLeft }) => roomsLeft >= request.rooms.length)
	if (offered.length === 0) return answer('427')

	// Read when the first product is priced: a stay with none never asks for its currency.
	let inCurrency: ((value: number) => Money) | undefined
	const roomCount = request.rooms.length
	const products: ProductNode[] = []
	for (const { room, roomsLeft } of offered) {
		const flexRate = prices.find((price) => price.ratePlanCode === STANDARD_PLAN && price.roomCode === room.code)
		const flexAverage = flexRate
			? Math.round(sum(nightlyPrices(nights, flexRate, upliftPercent, property.currency).map((n) => n.amount)) / nights.length)
			: null
		for (const plan of plans) {
			const rate = prices.find((price) => price.ratePlanCode === plan.code && price.roomCode === room.code)
			if (!rate) continue
			const money = (inCurrency ??= await moneyOf(context, property.currency))
			const isRedemption = plan.tab === 'REDEMPTION'
			const perNight = nightlyPrices(nights, rate, upliftPercent, property.currency)
			const stayAmount = sum(perNight.map((n) => n.amount))
			const stayTaxes = sum(perNight.map((n) => n.taxes))
			const average = Math.round(stayAmount / nights.length)
			const points = isRedemption ? rate.pointsPerNight : null
			products.push({
				id: `${plan.code}:${room.code}`,
				room,
				ratePlan: plan,
				averageNightlyRate: money(average),
				wasNightlyRate: !isRedemption && flexAverage !== null && average < flexAverage ? money(flexAverage) : null,
				nightly: perNight.map((n) => ({ date: n.date, amount: money(n.amount), taxes: money(n.taxes), points })),
				totalBeforeTaxes: money(stayAmount * roomCount),
				totalTaxes: money(stayTaxes * roomCount),
				totalWithTaxes: money((stayAmount + stayTaxes) * roomCount),
				pointsPerNight: points,
				totalPoints: points === null ? null : points * nights.length * roomCount,
				roomsLeft,
			})
		}
	}
	return answer('SUCCESS', products)
}

const STATUS: Record<PricedStay['code'], { httpStatus: number; message: string }> = {
	SUCCESS: { httpStatus: 200, message: '' },
	invalidTravelDatesErrorText: { httpStatus: 422, message: 'Check-in must be between today and the booking window, and check-out after check-in' },
	E_TOO_MANY_NIGHTS: { httpStatus: 422, message: `Stays are at most ${BOOKING_LIMITS.maxStayNights} nights` },
	BAD_REQUEST: {
		httpStatus: 400,
		message: `One to ${BOOKING_LIMITS.maxRooms} rooms, each with one adult or more and at most ${BOOKING_LIMITS.maxGuestsPerRoom} guests`,
	},
	'427': { httpStatus: 409, message: 'No rooms are available for these dates' },
}

/** The contract's status list for a priced stay. */
export function pricingStatus(code: PricedStay['code']) {
	const { httpStatus, message } = STATUS[code]
	return [{ httpStatus, code, errors: code === 'SUCCESS' ? [] : [{ message }], warnings: [] }]
}

type ProductSearchInput = Omit<PriceRequest, 'ratePlanCode' | 'roomCode' | 'excludeCartId' | 'booking'> & { ers?: boolean | null }

async function searchProductsByProperty(context: GraphContext, input: ProductSearchInput) {
	// ERS searches price the same products; their rooms answer attributes like any other.
	const { ers: _ers, ...request } = input
	const priced = await priceProducts(context, request)
	return { ...priced, status: pricingStatus(priced.code) }
}

export const productResolvers: Resolvers = {
	Query: {
		searchProductsByProperty: (_parent, args: { input: ProductSearchInput }, context) => searchProductsByProperty(context, args.input),
	},
}
