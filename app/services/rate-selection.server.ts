import type { AppLoadContext } from '@remix-run/node'
import type { Cart, CartOutcome, CartSelection } from '@meridian/upstream-contract/booking.ts'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { currentCart } from './booking-session.server.ts'
import { CartExpired, Conflict, NotFound } from './upstream/errors.server.ts'
import { createCart, readCart, updateCart } from './upstream/operations/cart.server.ts'
import { getVisitor } from './visitor.server.ts'

// Selecting a rate (spec 001 §1): the visitor's cart gets the selection. A cart already
// in the session is updated with its revision number, so a change made meanwhile (another
// tab) is a CONFLICT; that is retried once on a fresh read. A cart that has expired is
// replaced by a new one: the guest chose a rate, and a rate is what they get.

export async function putSelectionInCart(request: Request, context: AppLoadContext, selection: CartSelection): Promise<CartOutcome> {
	const visitor = await getVisitor(request, context)
	const current = await currentCart(request, context)
	if (current.kind !== 'cart') return createCart(selection, visitor.upstream)
	// The client may answer a stale revision as an outcome or as a Conflict error: one meaning.
	const update = async (cart: Pick<Cart, 'id' | 'revisionNumber'>): Promise<CartOutcome> => {
		try {
			return await updateCart(cart.id, cart.revisionNumber, selection, visitor.upstream)
		} catch (error) {
			if (error instanceof Conflict) return { ok: false, code: UPSTREAM_ERROR_CODES.conflict }
			throw error
		}
	}
	try {
		const outcome = await update(current.cart)
		if (outcome.ok || outcome.code !== UPSTREAM_ERROR_CODES.conflict) return outcome
		return await update(await readCart(current.cart.id, visitor.upstream))
	} catch (error) {
		if (error instanceof CartExpired || error instanceof NotFound) return createCart(selection, visitor.upstream)
		throw error
	}
}
