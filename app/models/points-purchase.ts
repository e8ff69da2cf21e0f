import { BOOKING_LIMITS, POINTS_PURCHASE } from '@meridian/upstream-contract/contract.ts'
import { PAYMENT_DECLINED, PURCHASE_LIMIT_ERROR } from '@meridian/upstream-contract/order.ts'
import { CARD_PROBLEMS } from './card-step.ts'
import { formatMoney } from './money.ts'

// Buying points on the top-up pages (spec 001 §1 redemption, §2): how many a member may buy
// and what they cost, in the contract's steps.

/** Every amount a member may buy: one step to the most. */
export const POINTS_CHOICES: readonly number[] = Array.from(
	{ length: BOOKING_LIMITS.maxPointsPurchase / POINTS_PURCHASE.step },
	(_, index) => (index + 1) * POINTS_PURCHASE.step,
)

/** The amount that covers what is missing, rounded up to a step; null when it cannot be bought. */
export function pointsToCover(missing: number): number | null {
	const rounded = Math.max(POINTS_PURCHASE.step, Math.ceil(missing / POINTS_PURCHASE.step) * POINTS_PURCHASE.step)
	return rounded <= BOOKING_LIMITS.maxPointsPurchase ? rounded : null
}

export const isPointsChoice = (points: number) => POINTS_CHOICES.includes(points)

/** Why no points were bought after the payment service (booking.errors.*): its own refusals, or the platform's. */
const TOP_UP_PROBLEMS = [...CARD_PROBLEMS, PURCHASE_LIMIT_ERROR, 'upstreamRefused'] as const
export type TopUpProblem = (typeof TOP_UP_PROBLEMS)[number]

/** The problem a top-up page's `problem` parameter names; null for none or one we never send. */
export const topUpProblemOf = (value: string | null): TopUpProblem | null => TOP_UP_PROBLEMS.find((problem) => problem === value) ?? null

/** What the platform's refusal of a purchase means for the member: declined, over the yearly limit, a token it would not redeem, or else. */
export function purchaseRefusalProblemOf(code: string, field?: string | null): TopUpProblem {
	if (code === PAYMENT_DECLINED) return 'paymentDeclined'
	if (code === PURCHASE_LIMIT_ERROR) return PURCHASE_LIMIT_ERROR
	return field === 'paymentToken' ? 'cardStepExpired' : 'upstreamRefused'
}

/** What an amount of points costs, as the member reads it. */
export function pointsPrice(points: number, locale: string): string {
	const { pricePerStep } = POINTS_PURCHASE
	return formatMoney(
		{ value: (points / POINTS_PURCHASE.step) * pricePerStep.value, valueDecimalPoint: pricePerStep.valueDecimalPoint },
		pricePerStep.currency,
		locale,
	)
}
