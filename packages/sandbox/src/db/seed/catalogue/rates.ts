import type { RateTab, SpecialRateType, ratePlans, roomRates } from '../../schema/index.ts'
import { decimalPointOf } from './brands.ts'
import type { SeedProperty } from './property-shape.ts'
import { roomTemplatesOf } from './rooms.ts'

/** The corporate account whose negotiated rate every hotel carries (README lists it). */
export const SEED_CORPORATE_CODE = 'ACM'

/** A hotel's group block code: its property code and GR, seven characters (spec 001 §9). */
export const groupCodeOf = (propertyId: string) => `${propertyId}GR`

const FLEXIBLE =
	'Free cancellation until 11:59 PM hotel time the day before arrival. Later cancellations and no-shows are charged one night at the room rate plus taxes.'
const THREE_DAYS =
	'Free cancellation until 11:59 PM hotel time 3 days before arrival. Later cancellations and no-shows are charged one night at the room rate plus taxes.'
const NON_REFUNDABLE = 'Non-refundable: the whole stay, taxes included, is charged when you book and cannot be cancelled or changed.'
const POINTS = 'Free cancellation until 11:59 PM hotel time 2 days before arrival; the points are returned to your account.'
const GROUP = "Rooms in the group's block may be cancelled free of charge until 7 days before arrival; after that, as the group's agreement says."

type PlanTemplate = {
	code: string
	tab: RateTab
	name: string
	description: string
	/** Price relative to the flexible rate. */
	factor: number
	cancellationPolicy: string
	specialRateType?: SpecialRateType
	isMemberRate?: boolean
	isPrepay?: boolean
	isRedemption?: boolean
	isCorporate?: boolean
	isGroup?: boolean
	/** Spec 001 §9 deposit payment type: 1 the whole stay when booked, 4 the first night when booked. */
	depositType?: 1 | 4 | 8
}

// One plan or more on each tab of the rate list (spec 001 §1).
const PLANS: PlanTemplate[] = [
	{
		code: 'FLEX',
		tab: 'STANDARD',
		name: 'Flexible Rate',
		description: 'Pay at the hotel; change or cancel until the day before arrival.',
		factor: 1,
		cancellationPolicy: FLEXIBLE,
	},
	{
		code: 'MBRF',
		tab: 'STANDARD',
		name: 'Member Flexible Rate',
		description: 'Our lowest flexible rate, for loyalty members.',
		factor: 0.95,
		cancellationPolicy: FLEXIBLE,
		isMemberRate: true,
	},
	{
		code: 'BKFT',
		tab: 'DEALS_AND_PACKAGES',
		name: 'Bed and Breakfast',
		description: 'Breakfast for up to two guests each morning.',
		factor: 1.12,
		cancellationPolicy: FLEXIBLE,
	},
	{
		code: 'STY3',
		tab: 'DEALS_AND_PACKAGES',
		name: 'Stay Longer and Save',
		description: '15% off stays of 3 nights or more.',
		factor: 0.85,
		cancellationPolicy: THREE_DAYS,
		depositType: 4,
	},
	{
		code: 'PPAY',
		tab: 'PREPAY',
		name: 'Prepay and Save',
		description: 'Pay now and save on the flexible rate.',
		factor: 0.85,
		cancellationPolicy: NON_REFUNDABLE,
		isPrepay: true,
		depositType: 1,
	},
	{
		code: 'AAA',
		tab: 'SPECIAL_RATES',
		name: 'AAA/CAA Member Rate',
		description: 'Show a valid AAA or CAA card at check-in.',
		factor: 0.9,
		cancellationPolicy: FLEXIBLE,
		specialRateType: 'AAA',
	},
	{
		code: 'SNR',
		tab: 'SPECIAL_RATES',
		name: 'Senior Discount',
		description: 'For guests 62 and over; proof of age is requested at check-in.',
		factor: 0.88,
		cancellationPolicy: FLEXIBLE,
		specialRateType: 'SENIOR',
	},
	{
		code: 'GOV',
		tab: 'SPECIAL_RATES',
		name: 'Government and Military',
		description: 'For government employees and military personnel on official travel; ID is requested at check-in.',
		factor: 0.8,
		cancellationPolicy: FLEXIBLE,
		specialRateType: 'GOVERNMENT',
	},
	{
		code: 'CORP',
		tab: 'SPECIAL_RATES',
		name: 'Acme Industries Corporate Rate',
		description: 'Negotiated rate for Acme Industries travellers.',
		factor: 0.87,
		cancellationPolicy: FLEXIBLE,
		specialRateType: 'CORPORATE',
		isCorporate: true,
	},
	{
		code: 'PNTS',
		tab: 'REDEMPTION',
		name: 'Redeem Points',
		description: 'Pay with points: no cash due, taxes included.',
		factor: 0,
		cancellationPolicy: POINTS,
		isRedemption: true,
	},
	{ code: 'GRP', tab: 'GROUP', name: 'Group Rate', description: "Rate of the group's room block.", factor: 0.82, cancellationPolicy: GROUP, isGroup: true },
]

export function ratePlanRows(property: SeedProperty): Array<typeof ratePlans.$inferInsert> {
	return PLANS.map((plan, index) => ({
		propertyId: property.id,
		code: plan.code,
		tab: plan.tab,
		name: plan.name,
		description: plan.description,
		specialRateType: plan.specialRateType ?? null,
		corporateCode: plan.isCorporate ? SEED_CORPORATE_CODE : null,
		groupCode: plan.isGroup ? groupCodeOf(property.id) : null,
		isMemberRate: plan.isMemberRate ?? false,
		isPrepay: plan.isPrepay ?? false,
		cancellationPolicy: plan.cancellationPolicy,
		position: index + 1,
		depositType: plan.depositType ?? null,
	}))
}

// Yen and won prices end in round hundreds and thousands, as their hotels publish them.
const ROUNDING: Record<string, number> = { JPY: 100, KRW: 1_000 }

/** A price in the currency's minor units. */
function minorUnits(majorAmount: number, currency: string): number {
	const step = ROUNDING[currency]
	if (step) return Math.round(majorAmount / step) * step
	return Math.round(majorAmount * 10 ** decimalPointOf(currency))
}

export function roomRateRows(property: SeedProperty): Array<typeof roomRates.$inferInsert> {
	return PLANS.flatMap((plan) =>
		roomTemplatesOf(property).map((room) => {
			const amount = minorUnits(property.pricing.baseRate * room.priceFactor * plan.factor, property.currency)
			return {
				propertyId: property.id,
				ratePlanCode: plan.code,
				roomCode: room.code,
				amountPerNight: amount,
				taxesPerNight: Math.round(amount * property.pricing.taxRate),
				pointsPerNight: plan.isRedemption ? Math.round((property.pricing.points * room.priceFactor) / 1_000) * 1_000 : null,
			}
		}),
	)
}
