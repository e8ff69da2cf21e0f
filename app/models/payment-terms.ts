// How the guest pays for the rate they hold (spec 001 §9 guarantee and deposit payment
// types): the card only guarantees the room, or a deposit is charged — the whole stay
// when booked (1), the first night when booked (4), or the whole stay seven days before
// arrival (8). The spec gives the codes; what each means is ours, and the platform's data.

export type PaymentTerms = 'guarantee' | 'wholeStayNow' | 'firstNightNow' | 'wholeStayBeforeArrival'

const DEPOSIT_TERMS: Record<number, PaymentTerms> = { 1: 'wholeStayNow', 4: 'firstNightNow', 8: 'wholeStayBeforeArrival' }

/** The terms of the cart's rate; null for a points stay, which takes no card. */
export function paymentTermsOf(cart: {
	items: ReadonlyArray<{ product: { ratePlan: { isRedemption: boolean; depositType?: number | null } } }>
}): PaymentTerms | null {
	const plan = cart.items[0]?.product.ratePlan
	if (!plan || plan.isRedemption) return null
	return (plan.depositType && DEPOSIT_TERMS[plan.depositType]) || 'guarantee'
}
