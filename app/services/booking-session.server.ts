import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { BOOKING_SESSION_KEY, ORDER_SESSION_KEY } from '#app/models/reservation-pages.ts'
import type { Cart } from '@meridian/upstream-contract/booking.ts'
import type { SessionData } from '@meridian/upstream-contract/session.ts'
import { startingStatuses } from './migration-status.server.ts'
import { getCookieSession, type CookieSession } from './session.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { CartExpired, NotFound, SessionExpired } from './upstream/errors.server.ts'
import { readCart } from './upstream/operations/cart.server.ts'
import { createSession, updateSession } from './upstream/session.server.ts'
import { getVisitor, noteSessionWrite, sessionDataOf } from './visitor.server.ts'

// The booking flow's memory: which cart the visitor is filling and the rate-list search
// to come back to. Both live in the platform's session (the app keeps no state), under
// one key so that forgetting the cart is one write.

export { BOOKING_SESSION_KEY, ORDER_SESSION_KEY }

const BookingMemorySchema = z.object({
	cartId: z.string().min(1),
	rateListSearch: z.string(),
	/** The member number of a guest who joined while booking, for the confirmation's welcome. */
	newMemberNumber: z.string().optional(),
})
export type BookingMemory = z.infer<typeof BookingMemorySchema>

export type CurrentCart =
	{ kind: 'none' } | { kind: 'cart'; cart: Cart; rateListSearch: string } | { kind: 'cart-expired'; rateListSearch: string } | { kind: 'session-expired' }

type LiveSession = { upstream: UpstreamContext & { sessionToken: string }; newSession: NewSession }

/** The cookie session holding a platform session started for this request, for the route to commit; null when the visitor had one. */
export type NewSession = CookieSession | null

/**
 * The visitor's platform session, started for a guest who has none (or whose session
 * expired); newSession then holds the new session id, for the response's cookie.
 */
export async function ensureSession(request: Request, context: AppLoadContext): Promise<LiveSession> {
	const visitor = await getVisitor(request, context)
	if (visitor.sessionToken) return { upstream: { ...visitor.upstream, sessionToken: visitor.sessionToken }, newSession: null }
	// It begins with the hotels' migration statuses this request has learnt (the cart just made, say).
	const { sessionToken } = await createSession({ locale: visitor.locale, ...startingStatuses(visitor) }, visitor.upstream)
	const cookieSession = await getCookieSession(request)
	cookieSession.set('sessionToken', sessionToken)
	return { upstream: { ...visitor.upstream, sessionToken }, newSession: cookieSession }
}

/** The rate-list query string without its '?', the same however the caller holds it. */
export function normaliseSearch(search: string | URLSearchParams): string {
	const text = typeof search === 'string' ? search : search.toString()
	return text.startsWith('?') ? text.slice(1) : text
}

/** Keeps the cart and the search it came from; answers the new session the response's cookie must keep, if one was started. */
export async function rememberCart(
	request: Request,
	context: AppLoadContext,
	cart: Pick<Cart, 'id'>,
	search: string | URLSearchParams,
): Promise<{ newSession: NewSession }> {
	const { upstream, newSession } = await ensureSession(request, context)
	const memory: BookingMemory = { cartId: cart.id, rateListSearch: normaliseSearch(search) }
	await updateSession({ [BOOKING_SESSION_KEY]: memory }, upstream)
	await noteSessionWrite(request, context, { [BOOKING_SESSION_KEY]: memory })
	return { newSession }
}

/** A guest joined while booking: the booking remembers the new member number until the confirmation. */
export async function rememberNewMember(request: Request, context: AppLoadContext, newMemberNumber: string): Promise<void> {
	const visitor = await getVisitor(request, context)
	const memory = memoryIn(await sessionDataOf(request, context))
	if (!visitor.sessionToken || !memory) return
	const data = { [BOOKING_SESSION_KEY]: { ...memory, newMemberNumber } }
	await updateSession(data, { ...visitor.upstream, sessionToken: visitor.sessionToken })
	await noteSessionWrite(request, context, data)
}

/** What the session says of the cart, read fresh from the platform. */
export async function currentCart(request: Request, context: AppLoadContext): Promise<CurrentCart> {
	const visitor = await getVisitor(request, context)
	if (visitor.sessionExpired) return { kind: 'session-expired' }
	if (!visitor.sessionToken) return { kind: 'none' }
	const upstream = visitor.upstream
	try {
		const memory = memoryIn(await sessionDataOf(request, context))
		if (!memory) return { kind: 'none' }
		try {
			return { kind: 'cart', cart: await readCart(memory.cartId, upstream), rateListSearch: memory.rateListSearch }
		} catch (error) {
			if (!(error instanceof CartExpired || error instanceof NotFound)) throw error
			// An expired cart is said once: the next page starts without one.
			await updateSession({ [BOOKING_SESSION_KEY]: null }, upstream)
			await noteSessionWrite(request, context, { [BOOKING_SESSION_KEY]: null })
			return { kind: 'cart-expired', rateListSearch: memory.rateListSearch }
		}
	} catch (error) {
		if (error instanceof SessionExpired) return { kind: 'session-expired' }
		throw error
	}
}

/** The cart id and rate-list search the session keeps, without reading the cart (null: none). */
export async function rememberedBooking(request: Request, context: AppLoadContext): Promise<BookingMemory | null> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken) return null
	return memoryIn(await sessionDataOf(request, context))
}

function memoryIn(data: SessionData | null): BookingMemory | null {
	const memory = BookingMemorySchema.safeParse(data?.[BOOKING_SESSION_KEY])
	return memory.success ? memory.data : null
}

const OrderMemorySchema = z.object({
	orderId: z.string().min(1),
	confirmationNumber: z.string(),
	cartId: z.string(),
	rateListSearch: z.string(),
	newMemberNumber: z.string().optional(),
	/** The hotel, for the confirmation's header (read beside the order, not after it). */
	propertyId: z.string().optional(),
})
export type OrderMemory = z.infer<typeof OrderMemorySchema>

/**
 * The cart became an order: the session forgets the cart and keeps the order, in one
 * write, so the confirmation can be shown again and a resubmitted review finds it.
 */
export async function rememberOrder(request: Request, context: AppLoadContext, memory: OrderMemory, pointsSpent = 0): Promise<void> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken) return
	// The header's balance is the one read at sign-in: a points stay takes its points off it.
	const badge = pointsSpent > 0 && visitor.points !== undefined ? { memberPoints: Math.max(visitor.points - pointsSpent, 0) } : {}
	const data = { [BOOKING_SESSION_KEY]: null, [ORDER_SESSION_KEY]: memory, ...badge }
	await updateSession(data, { ...visitor.upstream, sessionToken: visitor.sessionToken })
	await noteSessionWrite(request, context, data)
}

/** The order the visitor placed last in this session, or null. */
export async function rememberedOrder(request: Request, context: AppLoadContext): Promise<OrderMemory | null> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken || visitor.sessionExpired) return null
	const memory = OrderMemorySchema.safeParse((await sessionDataOf(request, context))?.[ORDER_SESSION_KEY])
	return memory.success ? memory.data : null
}

/** A guest who joined after booking: the order remembers the new member number for the confirmation's welcome. */
export async function rememberOrderMember(request: Request, context: AppLoadContext, memory: OrderMemory, newMemberNumber: string): Promise<void> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken) return
	const data = { [ORDER_SESSION_KEY]: { ...memory, newMemberNumber } }
	await updateSession(data, { ...visitor.upstream, sessionToken: visitor.sessionToken })
	await noteSessionWrite(request, context, data)
}
