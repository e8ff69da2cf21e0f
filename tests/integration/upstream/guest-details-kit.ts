import { addDays, hotelToday } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { action as guestInfoAction } from '#app/routes/($lang).reservation.guestInfo[.]mi.tsx'
import { action as book } from '#app/routes/($lang).reservation.reviewDetails[.]mi.tsx'
import { guestDetails } from '../guest-details-form.ts'
import { heldCart } from './held-cart.ts'
import { cookieFor, post } from './route-calls.ts'
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

/** The guest's form, posted on the guest-information page. */
export const sendDetails = async (overrides: Record<string, string> = {}) =>
	post(guestInfoAction, '/reservation/guestInfo.mi', guestDetails(overrides), await cookieFor(guest.sessionToken))
export const bookNow = async (idempotencyKey: string) => post(book, '/reservation/reviewDetails.mi', { idempotencyKey }, await cookieFor(guest.sessionToken))
export const key = () => crypto.randomUUID()

export type Reply = { result: { status: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }
