import type { CartSelection } from '@meridian/upstream-contract/booking.ts'
import { BOOKING_SESSION_KEY } from '#app/models/reservation-pages.ts'
import type { UpstreamContext } from '#app/services/upstream/context.server.ts'
import { createCart } from '#app/services/upstream/operations/cart.server.ts'
import { updateSession } from '#app/services/upstream/session.server.ts'

/** A new cart, remembered in the visitor's platform session as Select on the rate list leaves it. */
export async function heldCart(visit: UpstreamContext, selection: CartSelection, rateListSearch: string) {
	const created = await createCart(selection, visit)
	if (!created.ok) throw new Error(`the sandbox refused the cart: ${created.code}`)
	await updateSession({ [BOOKING_SESSION_KEY]: { cartId: created.cart.id, rateListSearch } }, visit)
	return created.cart
}
