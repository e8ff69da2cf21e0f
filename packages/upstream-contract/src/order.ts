import { z } from 'zod'
import { CHECK_IN_STATUSES } from './contract.ts'
import { ReservationSummarySchema } from './reservation.ts'

// Booking step two as the data graph answers it (spec 001 §3 "Order", "Item", "Guest
// profile"): the guest and the card a cart carries, and the order it becomes.

/** The code addCartPayment and createOrder answer when the issuer refuses the card (the spec names none; ours). */
export const PAYMENT_DECLINED = 'PAYMENT_DECLINED'

/** The code addCartPayment and addCartSavedPayment answer for a card network the hotel does not take (property payment information; ours). */
export const CARD_NOT_ACCEPTED = 'CARD_NOT_ACCEPTED'

/** The code buyPoints answers when a purchase would pass the member's yearly limit (spec 001 §8). */
export const PURCHASE_LIMIT_ERROR = 'PURCHASE_LIMIT_ERROR'

/** A points purchase's reference at the payment service: its token is redeemed for this member's purchase only. */
export const pointsPurchaseReference = (customerId: string) => `points:${customerId}`

export const AddressSchema = z.object({
	line1: z.string().nullish(),
	line2: z.string().nullish(),
	city: z.string().nullish(),
	stateProvinceCode: z.string().nullish(),
	postalCode: z.string().nullish(),
	countryCode: z.string(),
})

export const TravelAgentSchema = z.object({ iataNumber: z.string(), code: z.string(), name: z.string(), rateNames: z.array(z.string()) })

export const TravelInsuranceQuoteSchema = z.object({
	premium: z.object({ value: z.number().int(), valueDecimalPoint: z.number().int(), currency: z.string() }),
	provider: z.string(),
	coverage: z.string(),
})
export type TravelInsuranceQuote = z.infer<typeof TravelInsuranceQuoteSchema>

export const CartGuestSchema = z.object({
	/** A user title code (MR, MRS…), or none. */
	title: z.string().nullish(),
	givenName: z.string(),
	surname: z.string(),
	email: z.string(),
	phone: z.string(),
	address: AddressSchema,
	arrivalTime: z.string().nullish(),
	comments: z.string().nullish(),
	requestCodes: z.array(z.string()),
	travelAgent: TravelAgentSchema.nullish(),
	travelInsurance: z.boolean().nullish(),
	/** The Meridian Rewards member number a guest gave for the stay (lookup rewards). */
	memberNumber: z.string().nullish(),
})
export type CartGuest = z.infer<typeof CartGuestSchema>

export const CartPaymentSchema = z.object({
	network: z.string(),
	lastFour: z.string(),
	expiryMonth: z.number().int(),
	expiryYear: z.number().int(),
	cardholderName: z.string(),
})

/** A member's saved card (payment methods): never its number. */
export const PaymentMethodSchema = z.object({
	id: z.string(),
	network: z.string(),
	lastFour: z.string(),
	expiryMonth: z.number().int(),
	expiryYear: z.number().int(),
	cardholderName: z.string(),
	isDefault: z.boolean(),
})
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>

/** The guest who will stay, as updateCartGuest takes it. */
export type CartGuestEntry = Omit<CartGuest, 'arrivalTime' | 'comments' | 'travelAgent' | 'travelInsurance'> & {
	arrivalTime?: string
	comments?: string
	travelAgentNumber?: string
	travelInsurance?: boolean | null
	prepayConsent?: boolean
}

/** The reservation an order item holds: the summary plus what a confirmation shows. */
export const OrderReservationSchema = ReservationSummarySchema.extend({
	// memberNumberLastFour: whose points the stay earns (customerId's member), masked.
	guest: ReservationSummarySchema.shape.guest.extend({ email: z.string(), memberNumberLastFour: z.string().nullish() }),
	// A room cancelled on its own stays listed, marked.
	rooms: z.array(ReservationSummarySchema.shape.rooms.element.extend({ cancelled: z.boolean().optional() })),
	total: z.object({
		value: z.number().int(),
		valueDecimalPoint: z.number().int(),
		currency: z.string(),
	}),
	totalTaxes: z.object({
		value: z.number().int(),
		valueDecimalPoint: z.number().int(),
		currency: z.string(),
	}),
	totalPoints: z.number().int().nullish(),
	travelAgent: TravelAgentSchema.nullish(),
	travelInsurance: TravelInsuranceQuoteSchema.shape.premium.nullish(),
	// Check-in now (spec 001 §4).
	checkInStatus: z.enum(CHECK_IN_STATUSES).nullish(),
	arrivalTime: z.string().nullish(),
	earlyArrivalStatus: z.string().nullish(),
	/** The order that booked it; null for a reservation booked without one (spec 001 §3 revision numbers). */
	orderRevisionNumber: z.number().int().nullish(),
	/** The room requests made with the stay (room overview). */
	requestCodes: z.array(z.string()).nullish(),
})

export type OrderReservation = z.infer<typeof OrderReservationSchema>

export const OrderSchema = z.object({
	id: z.string(),
	orderRevisionNumber: z.number().int(),
	createdAt: z.string(),
	items: z
		.array(
			z.object({
				basicInformation: z.object({ confirmationNumber: z.string() }),
				reservationRevisionNumber: z.number().int(),
				reservation: OrderReservationSchema,
			}),
		)
		.min(1),
})
export type Order = z.infer<typeof OrderSchema>

/** The order after updateReservationChanges: the revision numbers to match by confirmation number. */
export const ChangedOrderSchema = OrderSchema.pick({ items: true }).extend({ orderRevisionNumber: z.number().int().nullable() })
export type ChangedOrder = z.infer<typeof ChangedOrderSchema>

export const CONFIRMATION_OFFER_TYPES = ['CO_BRAND_CARD', 'CROSS_SELL', 'UPSELL', 'BRANDED_BANNER'] as const
export const ConfirmationOfferSchema = z.object({
	type: z.enum(CONFIRMATION_OFFER_TYPES),
	title: z.string(),
	description: z.string(),
	ctaText: z.string(),
	ctaLink: z.string(),
})
export type ConfirmationOffer = z.infer<typeof ConfirmationOfferSchema>

/** What an order's stay earns in points (earnWhileYouSleep): base points, and the asking member's tier bonus. */
export const StayEarningsSchema = z.object({
	redemption: z.boolean(),
	qualifyingSpend: z.object({ value: z.number().int(), valueDecimalPoint: z.number().int(), currency: z.string() }),
	basePoints: z.number().int(),
	bonusPoints: z.number().int(),
	tier: z.string().nullish(),
})
export type StayEarnings = z.infer<typeof StayEarningsSchema>
