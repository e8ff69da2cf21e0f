import { z } from 'zod'
import type { Cart } from '@meridian/upstream-contract/booking.ts'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { ResponseStatusSchema } from '@meridian/upstream-contract/customer.ts'
import {
	CartGuestSchema,
	CartPaymentSchema,
	ConfirmationOfferSchema,
	OrderSchema,
	StayEarningsSchema,
	TravelInsuranceQuoteSchema,
	type CartGuestEntry,
	type ConfirmationOffer,
	type Order,
	type StayEarnings,
	type TravelInsuranceQuote,
} from '@meridian/upstream-contract/order.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { errorForCode } from '../errors.server.ts'
import { reported } from '../failure-log.server.ts'
import { defineOperation, runOperation, type Operation } from '../graphql.server.ts'
import { MONEY, STATUS } from './booking-selections.server.ts'

// Booking step two (spec 001 §7): the guest associated with the cart, the card authorized
// for it, and the order the cart becomes. A refusal the guest can act on (a field the
// platform will not take, a declined card, a room sold out meanwhile, a double submit) is
// an outcome; an expired cart or session throws its typed error like every cart call.

const AGENT = 'iataNumber code name rateNames'
/** The guest a cart holds, as every cart document reads it. */
export const CART_GUEST = `guest {
	title givenName surname email phone address { line1 line2 city stateProvinceCode postalCode countryCode }
	arrivalTime comments requestCodes travelAgent { ${AGENT} } travelInsurance memberNumber
}`
const GUEST = CART_GUEST
export const PAYMENT = 'payment { network lastFour expiryMonth expiryYear cardholderName }'

/** A booked reservation as the confirmation and the upcoming-reservation page read it. */
export const ORDER_RESERVATION = /* GraphQL */ `
	confirmationNumber
	status
	property { id seoNickname basicInformation { name } }
	checkInDate
	checkOutDate
	numberOfNights
	guest { givenName surname email customerId memberNumberLastFour }
	rooms { ordinal adults children room { code name } ratePlan { code name } cancelled }
	total { ${MONEY} }
	totalTaxes { ${MONEY} }
	totalPoints
	revisionNumber
	orderRevisionNumber
	requestCodes
	travelAgent { ${AGENT} }
	travelInsurance { ${MONEY} }
	checkInStatus
	arrivalTime
	earlyArrivalStatus
`

const ORDER = /* GraphQL */ `
	id
	orderRevisionNumber
	createdAt
	items {
		basicInformation { confirmationNumber }
		reservationRevisionNumber
		reservation { ${ORDER_RESERVATION} }
	}
`

export const StatusListSchema = z.array(ResponseStatusSchema).min(1)
const GuestCartSchema = z.object({ id: z.string(), guest: CartGuestSchema.nullish() })
export const PaymentCartSchema = z.object({ id: z.string(), payment: CartPaymentSchema.nullish() })

export const PhoenixBookUpdateCartGuest = defineOperation(
	`mutation PhoenixBookUpdateCartGuest($input: CartGuestInput!) { updateCartGuest(input: $input) { ${STATUS} cart { id ${GUEST} } } }`,
	z.object({ updateCartGuest: z.object({ status: StatusListSchema, cart: GuestCartSchema.nullable() }) }),
)

export const PhoenixBookAddCartPayment = defineOperation(
	`mutation PhoenixBookAddCartPayment($input: CartPaymentInput!) { addCartPayment(input: $input) { ${STATUS} cart { id ${PAYMENT} } } }`,
	z.object({ addCartPayment: z.object({ status: StatusListSchema, cart: PaymentCartSchema.nullable() }) }),
)

export const PhoenixBookCreateOrder = defineOperation(
	`mutation PhoenixBookCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ${STATUS} order { ${ORDER} } } }`,
	z.object({ createOrder: z.object({ status: StatusListSchema, order: OrderSchema.nullable() }) }),
)

export const PhoenixBookTravelInsuranceQuote = defineOperation(
	`query PhoenixBookTravelInsuranceQuote($cartId: ID!) { travelInsuranceQuote(cartId: $cartId) { premium { ${MONEY} } provider coverage } }`,
	z.object({ travelInsuranceQuote: TravelInsuranceQuoteSchema }),
)

export const PhoenixBookShareReservation = defineOperation(
	`mutation PhoenixBookShareReservation($input: ShareReservationInput!) { shareReservation(input: $input) { ${STATUS} } }`,
	z.object({ shareReservation: z.object({ status: StatusListSchema }) }),
)

export const PhoenixBookJoinNow = defineOperation(
	`mutation PhoenixBookJoinNow($input: JoinNowInput!) { joinNow(input: $input) { ${STATUS} customerId memberNumber } }`,
	z.object({ joinNow: z.object({ status: StatusListSchema, customerId: z.string().nullish(), memberNumber: z.string().nullish() }) }),
)

export const PhoenixBookConfirmationOffers = defineOperation(
	`query PhoenixBookConfirmationOffers($orderId: ID!) { confirmationOffers(orderId: $orderId) { type title description ctaText ctaLink } }`,
	z.object({ confirmationOffers: z.array(ConfirmationOfferSchema) }),
)

export const PhoenixBookStayEarnings = defineOperation(
	`query PhoenixBookStayEarnings($orderId: ID!) { stayEarnings(orderId: $orderId) { redemption qualifyingSpend { ${MONEY} } basePoints bonusPoints tier } }`,
	z.object({ stayEarnings: StayEarningsSchema.nullable() }),
)

export const PhoenixBookSaveReservationToTrips = defineOperation(
	`mutation PhoenixBookSaveReservationToTrips($orderId: ID!) { saveReservationToTrips(orderId: $orderId) { ${STATUS} } }`,
	z.object({ saveReservationToTrips: z.object({ status: StatusListSchema }) }),
)

export const PhoenixBookOrderDetails = defineOperation(
	`query PhoenixBookOrderDetails($id: ID!) { order(id: $id) { ${ORDER} } }`,
	z.object({ order: OrderSchema.nullable() }),
)

/** A refusal: the platform's code and, for a field it will not take, that field's name. */
export type Refusal = { ok: false; code: string; field: string | null }
export type Outcome<T> = ({ ok: true } & T) | Refusal

export const SUCCESS = 'SUCCESS'
type Status = z.infer<typeof ResponseStatusSchema>

/** The first status decides; an expired cart or session throws, as on every cart call. */
export function refusalOf(operation: Operation<unknown>, status: Status | undefined, ctx: UpstreamContext): Refusal {
	const code = status?.code ?? 'UNKNOWN'
	if (code === UPSTREAM_ERROR_CODES.cartExpired || code === UPSTREAM_ERROR_CODES.sessionExpired) {
		const detail = status?.errors.map((error) => error.message).join(', ')
		throw reported(errorForCode(code, { source: 'UXL_ERROR', component: operation.name, status: status?.httpStatus, detail }), ctx)
	}
	return { ok: false, code, field: status?.errors.find((error) => error.field)?.field ?? null }
}

/** Who will stay, with the room requests, kept on the cart (associate profile with cart). */
export async function updateCartGuest(
	cartId: string,
	guest: CartGuestEntry,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ guest: NonNullable<Cart['guest']> }>> {
	const input = {
		cartId,
		...guest,
		arrivalTime: guest.arrivalTime || null,
		comments: guest.comments || null,
		travelAgentNumber: guest.travelAgentNumber || null,
		travelInsurance: guest.travelInsurance ?? null,
		memberNumber: guest.memberNumber || null,
		title: guest.title || null,
	}
	const { updateCartGuest: payload } = await runOperation(PhoenixBookUpdateCartGuest, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.cart?.guest) return { ok: true, guest: payload.cart.guest }
	return refusalOf(PhoenixBookUpdateCartGuest, status, ctx)
}

/**
 * Pays for the cart with the payment service's one-time token: the platform redeems it and
 * authorizes the card it stands for (the number and the security code never came here).
 * PAYMENT_DECLINED, CARD_NOT_ACCEPTED and BAD_REQUEST (field paymentToken: unknown, used or
 * expired) are outcomes.
 */
export async function addCartPayment(
	cartId: string,
	payment: { paymentToken: string; saveToProfile: boolean },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ payment: NonNullable<Cart['payment']> }>> {
	const input = { cartId, ...payment }
	const { addCartPayment: payload } = await runOperation(PhoenixBookAddCartPayment, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.cart?.payment) return { ok: true, payment: payload.cart.payment }
	return refusalOf(PhoenixBookAddCartPayment, status, ctx)
}

/**
 * Books the cart. The same idempotency key answers the same order, so a repeated submit
 * lands on one reservation. Refusals: '427', 'E_DOUBLE_CLICK', 'E_MAX_BOOKINGS',
 * 'PAYMENT_DECLINED', 'BAD_REQUEST' (field guest or payment).
 */
export async function createOrder(
	input: { cartId: string; idempotencyKey: string },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ order: Order }>> {
	const { createOrder: payload } = await runOperation(PhoenixBookCreateOrder, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.order) return { ok: true, order: payload.order }
	return refusalOf(PhoenixBookCreateOrder, status, ctx)
}

/** The order by id; null when the platform knows none. */
export async function readOrder(id: string, ctx: UpstreamContext, options?: CallOptions): Promise<Order | null> {
	const { order } = await runOperation(PhoenixBookOrderDetails, { id }, ctx, options)
	return order
}

/** What travel insurance would cost for the cart's stay. Throws CartExpired. */
export async function travelInsuranceQuote(cartId: string, ctx: UpstreamContext, options?: CallOptions): Promise<TravelInsuranceQuote> {
	const { travelInsuranceQuote: quote } = await runOperation(PhoenixBookTravelInsuranceQuote, { cartId }, ctx, options)
	return quote
}

/** The stay shared: the order's (the confirmation), or the reservation the number and the surname name (the upcoming page). */
export type SharedStay = { orderId: string } | { confirmationNumber: string; surname: string }

/**
 * Sends the stay's details to an e-mail address or an international phone number, the
 * e-mail with the lookup link when one is given. Refusals: 'BAD_REQUEST' (recipient),
 * 'LIMIT_EXCEEDED', 'NOT_FOUND'.
 */
export async function shareReservation(
	input: SharedStay & { channel: 'EMAIL' | 'SMS'; recipient: string; lookupLink?: string | null },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<object>> {
	const { shareReservation: payload } = await runOperation(PhoenixBookShareReservation, { input }, ctx, options)
	const [status] = payload.status
	return status?.code === SUCCESS ? { ok: true } : refusalOf(PhoenixBookShareReservation, status, ctx)
}

/**
 * A new member account while booking (join now; the join page enrolls instead, enroll.server.ts);
 * the cart or the order becomes the new member's. The password arrives sealed
 * (password-encryption.server.ts). Refusals:
 * 'email.duplicate.account' (field email), 'BAD_REQUEST' (field password, smsPhone or countryCode).
 */
export async function joinNow(
	input: {
		givenName: string
		surname: string
		email: string
		password: string
		passwordEncrypted: boolean
		countryCode: string
		smsPhone: string | null
		/** An airline or partner programme's member number, or none. */
		partnerNumber?: string | null
		/** The cart being booked, or the order of a stay already booked as a guest: it becomes the new member's. */
		cartId?: string
		orderId?: string
	},
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ memberNumber: string }>> {
	const { joinNow: payload } = await runOperation(PhoenixBookJoinNow, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.memberNumber) return { ok: true, memberNumber: payload.memberNumber }
	return refusalOf(PhoenixBookJoinNow, status, ctx)
}

/** The co-brand card, cross-sell, upsell and brand banner beside a confirmation. */
export async function confirmationOffers(orderId: string, ctx: UpstreamContext, options?: CallOptions): Promise<ConfirmationOffer[]> {
	const { confirmationOffers: offers } = await runOperation(PhoenixBookConfirmationOffers, { orderId }, ctx, options)
	return offers
}

/** What the order's stay earns in points, with the asking member's tier bonus (none for a guest); null for an unknown order. */
export async function stayEarnings(orderId: string, ctx: UpstreamContext, options?: CallOptions): Promise<StayEarnings | null> {
	const { stayEarnings: earnings } = await runOperation(PhoenixBookStayEarnings, { orderId }, ctx, options)
	return earnings
}

/** Puts the order's stay in the signed-in member's trips. Refusals: 'CONFLICT' (another member's), 'UNAUTHORIZED', 'NOT_FOUND'. */
export async function saveReservationToTrips(orderId: string, ctx: UpstreamContext, options?: CallOptions): Promise<Outcome<object>> {
	const { saveReservationToTrips: payload } = await runOperation(PhoenixBookSaveReservationToTrips, { orderId }, ctx, options)
	const [status] = payload.status
	return status?.code === SUCCESS ? { ok: true } : refusalOf(PhoenixBookSaveReservationToTrips, status, ctx)
}
