import { BOOKING_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { carriedOver, cartHoldsNothingOfAMember, isMembersSession, type Renewal } from '#app/models/session-renewal.ts'
import type { SessionChanges, SessionData } from '@meridian/upstream-contract/session.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { SessionExpired, UpstreamError } from './upstream/errors.server.ts'
import { deleteCart, readCart } from './upstream/operations/cart.server.ts'
import { createSession, deleteSession, readSession } from './upstream/session.server.ts'
import type { Visitor } from './visitor.server.ts'

/**
 * A new platform session for the visitor (at sign-in and sign-out), carrying over what
 * the old one may pass on (app/models/session-renewal.ts), and the old one deleted, so its
 * id stops working. Answers the new session id; throws an UpstreamError when the platform
 * cannot start one.
 */
export async function renewSession(visitor: Visitor, renewal: Renewal): Promise<{ sessionToken: string }> {
	const plain = { locale: visitor.locale, requestId: visitor.requestId }
	const old = visitor.sessionToken
	let data: SessionChanges = { locale: visitor.locale }
	if (old) {
		try {
			const { data: oldData } = await readSession({ ...plain, sessionToken: old })
			data = await withoutMembersCart(carriedOver(oldData, renewal), oldData, renewal, plain)
		} catch (error) {
			if (!(error instanceof SessionExpired)) throw error
		}
	}
	const { sessionToken } = await createSession(data, plain)
	if (old) {
		// The client logs a failure; the platform's idle timeout ends the old session then.
		await deleteSession({ ...plain, sessionToken: old }).catch(() => undefined)
	}
	return { sessionToken }
}

/**
 * From a member's session, the cart comes along only while it holds nothing of theirs;
 * one that does is deleted (its room goes back on sale), so no one else can book or read
 * it. Read as nobody: the platform answers a points cart only to its member, which drops it.
 */
async function withoutMembersCart(changes: SessionChanges, old: SessionData, renewal: Renewal, plain: UpstreamContext): Promise<SessionChanges> {
	const memory = changes[BOOKING_SESSION_KEY] as { cartId: string } | undefined
	if (!memory || renewal === 'second-factor' || (renewal === 'sign-in' && !isMembersSession(old))) return changes
	try {
		if (cartHoldsNothingOfAMember(await readCart(memory.cartId, plain))) return changes
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
	}
	// The client logs a failure; the cart then expires as carts do, with no session naming it.
	await deleteCart(memory.cartId, plain).catch(() => undefined)
	const { [BOOKING_SESSION_KEY]: _dropped, ...rest } = changes
	return rest
}
