import { RESERVATION_PATHS } from './reservation-redirects.ts'

// Which reservation pages need what (spec 001 §2 page kinds): the layout reads this to
// decide whether a page needs a live session, a cart, or nothing at all.

/** Pages that say something went wrong: they never send the visitor elsewhere themselves. */
export const STATIC_PAGES = new Set(['expiredSession.mi', '800Page.mi', 'unsuccessfulSell.mi', 'productsUnavailable.mi', 'redirect.mi'])

/** Pages that show the cart being booked: without one there is nothing to show (gi, rrd, rrdgi). */
export const CART_PAGES = new Set(['guestInfo.mi', 'reviewDetails.mi', 'reviewguestinformation.mi', 'cardPayment.mi'])

/** The platform-session data key holding the cart id and the rate-list search it came from. */
export const BOOKING_SESSION_KEY = 'bookingCart'

/** The platform-session data key holding the reservation the visitor found (the upcoming-reservation page's). */
export const RESERVATION_SESSION_KEY = 'foundReservation'

/** The platform-session data key holding the change cart of the found reservation, until it is confirmed. */
export const RESERVATION_CHANGE_SESSION_KEY = 'reservationChange'

/** The platform-session data key holding the order the visitor just placed (the confirmation's). */
export const ORDER_SESSION_KEY = 'bookingOrder'

export const needsCart = (pageKind: string) => CART_PAGES.has(pageKind)

/** Where the guest-details form is: a review without the guest (or the card of a cash stay) starts there. */
export const GUEST_INFO_PATH = '/reservation/guestInfo.mi'
export const REVIEW_PATH = '/reservation/reviewDetails.mi'
/** Buying the points a stay lacks (spec 001 §2). */
export const TOP_UP_PATH = '/loyalty/redeem/topUpPoints.mi'
/** Guest information and the review on one page (spec 001 §2 "rrdgi"). */
export const REVIEW_AND_GUEST_INFO_PATH = '/reservation/reviewguestinformation.mi'
/** The session's last order: where Book now leads, and where a booking page leads once its cart is booked. */
export const CONFIRMATION_PATH = '/reservation/confirmation.mi'

/** The review needs who is staying and, unless points pay for the stay, an authorized card. */
export function readyForReview(cart: { guest?: unknown; payment?: unknown; totalPoints?: number | null }): boolean {
	return Boolean(cart.guest) && (cart.totalPoints != null || Boolean(cart.payment))
}
export const checksSession = (pageKind: string) => !STATIC_PAGES.has(pageKind)

/** The rate list with the search the cart came from (a query string without '?'). */
export function rateListPath(search: string): string {
	const query = search.replace(/^\?/, '')
	return query ? `${RESERVATION_PATHS.rateList}?${query}` : RESERVATION_PATHS.rateList
}

/** Appends a stored search to a redirect target the table already localized. */
export function withSearch(location: string, search: string): string {
	const query = search.replace(/^\?/, '')
	if (!query) return location
	return `${location}${location.includes('?') ? '&' : '?'}${query}`
}

/** Whole minutes left before an instant, never below zero (a cart that just expired shows 0). */
export function minutesLeft(expiresAt: string, now: Date): number {
	const ms = Date.parse(expiresAt) - now.getTime()
	return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0
}

/** A prepaid rate in the cart: charged in full now, not refundable; the guest acknowledges it. */
export const isPrepaid = (cart: { items: ReadonlyArray<{ product: { ratePlan: { isPrepay: boolean } } }> }) =>
	cart.items.some((item) => item.product.ratePlan.isPrepay)
