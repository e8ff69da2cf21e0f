import { addDays, hotelToday } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { action as guestInfoAction } from '#app/routes/booking/guest-info.tsx'
import { action as book } from '#app/routes/booking/review.tsx'
import { loader as paymentReturn } from '#app/routes/booking/payment-return.tsx'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { payAtService } from '../payment-service.ts'
import { guestDetails } from '../guest-details-form.ts'
import { heldCart } from './held-cart.ts'
import { cookieFor, get, post } from './route-calls.ts'
import { guest } from './sandbox-upstream.ts'

// What the route tests of booking step two share: carts for nights of their own, held in
// the visitor's session as Select leaves them, the guest-details form posted, and Book now.

export const RATE_LIST_SEARCH = 'propertyCode=NYCMC&roomCount=1&numAdultsPerRoom=2'

/** New carts, each for its own nights from firstStay days on, remembered in the visitor's session (a member's when customerId says so). */
export function cartsInSession(firstStay: number) {
	const today = hotelToday(new Date(), 'America/New_York')
	let nextStay = firstStay
	return async function cartInSession(ratePlanCode = 'FLEX', visit = guest, customerId?: string, propertyId = 'NYCMC') {
		nextStay += 3
		const selection = {
			propertyId,
			checkInDate: addDays(today, nextStay),
			checkOutDate: addDays(today, nextStay + 2),
			rooms: [{ adults: 2, children: 0 }],
			ratePlanCode,
			roomCode: 'DKNG',
			customerId,
		}
		return heldCart(visit, selection, RATE_LIST_SEARCH)
	}
}

/** The guest's form, posted on the guest-information page, and the card given at the payment service when the form leads there; the last answer of ours. */
export async function sendDetails(overrides: Record<string, string> = {}, card: { number: string; cvv: string } = TEST_CARDS.visa) {
	const cookie = await cookieFor(guest.sessionToken)
	return throughCardStep(await post(guestInfoAction, '/reservation/guestInfo.mi', guestDetails(overrides), cookie), cookie, card)
}

/** Where an answer of the guest-details form sends the guest to the payment service: the card given there, and our return route's answer. */
export async function throughCardStep(answer: Response, cookie: string, card: { number: string; cvv: string } = TEST_CARDS.visa) {
	const location = answer.headers.get('Location') ?? ''
	if (!/^https?:/.test(location)) return answer
	const back = await payAtService(location, card)
	return get(paymentReturn, `${back.pathname}${back.search}`, cookie)
}
export const bookNow = async (idempotencyKey: string) => post(book, '/reservation/reviewDetails.mi', { idempotencyKey }, await cookieFor(guest.sessionToken))
export const key = () => crypto.randomUUID()

export type Reply = { result: { status: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }
