import type { Cart } from '@meridian/upstream-contract/booking.ts'
import type { SessionChanges, SessionData } from '@meridian/upstream-contract/session.ts'
import { MIGRATION_STATUS_SESSION_KEY } from './migration-status.ts'
import { BOOKING_SESSION_KEY } from './reservation-pages.ts'

// A session id that was in the browser before sign-in (or sign-out) may have been planted
// or seen by someone else (issue 10, item 4), so each of them starts a new session, and
// what comes along depends on whose the old one was (issue 28, item 1).
//
// A guest's session, at sign-in: what the guest built up comes along (the cart held in
// booking, a reservation found, an enrolment), except what proves a sign-in, which only
// the platform writes, and the last attempt's errors. The one signing in is the one who
// built it.
//
// A member's session (signed in, or only remembered), at sign-out and at a sign-in over
// it: the next person at the computer may be someone else, so only what is nobody's
// comes along: the locale, the hotel of the page, the hotels' migration statuses, the
// cart's id and search (the service keeps it only while the cart holds nothing of the
// member: cartHoldsNothingOfAMember) and — the one thing "remember me" is documented to
// keep — the remembered member, whom the platform alone can forget or replace.
//
// A sign-in waiting for its second factor comes along only to the session its code is
// checked in (docs/decisions/020): a new sign-in, or a sign-out, abandons it. That session
// is the one the password step made, already stripped as above, so it passes on the rest.

const LEFT_BEHIND = new Set(['authenticated', 'accessToken', 'apiErrors'])
const PENDING_SIGN_IN = 'secondFactor'

/** Nobody's: they say how the site is shown, not who looked at it. */
const NOBODYS = ['locale', 'propertyId', MIGRATION_STATUS_SESSION_KEY]

/** The remembered member (spec 000, the remembered-user store: name, rememberedUser, member number), as the platform keeps it. */
const REMEMBERED_MEMBER = ['rememberedUser', 'rememberToken', 'userIdToken', 'consumerID', 'memberName']

/** sign-in: the password step; second-factor: the code's check, in the session the password step made. */
export type Renewal = 'sign-in' | 'second-factor' | 'sign-out'

/** The old session speaks for a member, signed in or remembered: someone else may be next. */
export const isMembersSession = (data: SessionData) => data.authenticated === true || data.rememberedUser === true

/** What a renewed session starts with, taken from the session it replaces. */
export function carriedOver(data: SessionData, renewal: Renewal): SessionChanges {
	const present = ([, value]: [string, unknown]) => value !== null && value !== undefined
	if (renewal === 'second-factor') return Object.fromEntries(Object.entries(data).filter((entry) => !LEFT_BEHIND.has(entry[0]) && present(entry)))
	if (renewal === 'sign-in' && !isMembersSession(data)) {
		return Object.fromEntries(Object.entries(data).filter((entry) => !LEFT_BEHIND.has(entry[0]) && entry[0] !== PENDING_SIGN_IN && present(entry)))
	}
	const kept = [...NOBODYS, ...(data.rememberedUser === true ? REMEMBERED_MEMBER : [])]
	const changes: SessionChanges = Object.fromEntries(Object.entries(data).filter((entry) => kept.includes(entry[0]) && present(entry)))
	const cart = bookingCartOf(data[BOOKING_SESSION_KEY])
	return cart ? { ...changes, [BOOKING_SESSION_KEY]: cart } : changes
}

/** The cart's id and the search it came from; not a member number joined while booking. */
function bookingCartOf(value: unknown): { cartId: string; rateListSearch: string } | null {
	if (typeof value !== 'object' || value === null) return null
	const { cartId, rateListSearch } = value as Record<string, unknown>
	return typeof cartId === 'string' && typeof rateListSearch === 'string' ? { cartId, rateListSearch } : null
}

/**
 * A cart that may pass from a member's session to the next person's: a room and rate
 * chosen, nothing more. Not one the member's details, card or number went onto (the
 * platform makes a cart the member's when they give the details signed in), nor a change
 * to one of their stays.
 */
export function cartHoldsNothingOfAMember(cart: Pick<Cart, 'customerId' | 'guest' | 'payment' | 'modifiesConfirmationNumber'>): boolean {
	return !cart.customerId && !cart.guest && !cart.payment && !cart.modifiesConfirmationNumber
}
