import { json, type AppLoadContext } from '@remix-run/node'
import { cartTotals, summarizeCart, type CartSummary } from '#app/models/cart-summary.ts'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { checksSession, CONFIRMATION_PATH, GUEST_INFO_PATH, needsCart, rateListPath, readyForReview, withSearch } from '#app/models/reservation-pages.ts'
import { pageKindOf, reservationRedirect, type RedirectTrigger } from '#app/models/reservation-redirects.ts'
import type { Cart } from '@meridian/upstream-contract/booking.ts'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { currentCart, rememberedOrder } from '#app/services/booking-session.server.ts'
import { redirectFor, redirectWithNotice } from './redirects.server.ts'
import { getCookieSession } from '#app/services/session.server.ts'
import { commitCookieSession } from './session-cookie.server.ts'
import { CartExpired, NotFound, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { noteMigrationStatus } from '#app/services/migration-status.server.ts'
import { orUnavailable, upstreamFailure } from './upstream-failure.server.ts'

// The reservation layout's loader (spec 001 §2): every booking and reservation page
// passes here first, and the redirect table's rules become real HTTP answers. Child
// loaders run beside this one, so they turn their own upstream failures into the same
// answers through reservationFailure.

export type ReservationLayoutData = {
	pageKind: string
	/** The cart of a page that shows one, with the rate-list search it came from. */
	booking: { cart: Cart; rateListSearch: string; summary: CartSummary; totals: ReturnType<typeof cartTotals>; rateListHref: string } | null
	/** A page with a live platform session, which ends when idle: the session-timeout warning shows (spec 001 §2). */
	session: { member: boolean } | null
}

/** The notice (a catalogue key) the rate list shows after an expired cart sent the visitor back. */
export const CART_EXPIRED_NOTICE = 'reservation.notice.cartExpired'
export const NO_CART_NOTICE = 'reservation.notice.noCart'

type Where = { pathname: string; locale: Locale }

export async function loadReservationLayout(request: Request, context: AppLoadContext): Promise<ReservationLayoutData> {
	const url = new URL(request.url)
	const pageKind = pageKindOf(url.pathname)
	const visitor = await getVisitor(request, context)
	const at: Where = { pathname: url.pathname, locale: visitor.locale }

	const navigationURL = url.searchParams.get('navigationURL')
	if (navigationURL !== null) {
		const to = reservationRedirect({ kind: 'navigation-url', url: sameOriginPath(navigationURL, url) }, at)
		if (to) throw redirectFor(request, to.location, { status: to.status })
	}
	if (!checksSession(pageKind)) return { pageKind, booking: null, session: null }
	if (visitor.sessionExpired) throw await sessionExpiredResponse(request, at)
	const session = visitor.sessionToken ? { member: visitor.state === 'member' } : null
	if (!needsCart(pageKind)) return { pageKind, booking: null, session }

	const current = await orUnavailable(() => currentCart(request, context))
	switch (current.kind) {
		case 'session-expired':
			throw await sessionExpiredResponse(request, at)
		case 'cart-expired':
			throw await cartExpiredResponse(request, at, current.rateListSearch, CART_EXPIRED_NOTICE)
		case 'none':
			// Back to a booking page after booking it (or a second submit): the booking is done.
			if (await rememberedOrder(request, context)) throw redirectFor(request, localizePath(CONFIRMATION_PATH, visitor.locale))
			throw await cartExpiredResponse(request, at, '', NO_CART_NOTICE)
		case 'cart': {
			const { cart, rateListSearch } = current
			// The cart tells its hotel's migration status: kept, if it is news, for the pages to come.
			await noteMigrationStatus(visitor, cart.property)
			if (pageKind === 'reviewDetails.mi' && !readyForReview(cart)) throw redirectFor(request, localizePath(GUEST_INFO_PATH, visitor.locale))
			const summary = summarizeCart(cart, visitor.locale, new Date())
			const rateListHref = localizePath(rateListPath(rateListSearch), visitor.locale)
			return { pageKind, booking: { cart, rateListSearch, summary, totals: cartTotals(cart, visitor.locale), rateListHref }, session }
		}
	}
}

/**
 * What a reservation page's loader or action answers for a failed upstream call: the
 * table's redirect, a 503 when the platform is down, or the error itself rethrown.
 */
export async function reservationFailure(error: unknown, request: Request, context: AppLoadContext, rateListSearch = ''): Promise<Response> {
	const { locale } = await getVisitor(request, context)
	const at: Where = { pathname: new URL(request.url).pathname, locale }
	if (error instanceof SessionExpired) return sessionExpiredResponse(request, at)
	if (error instanceof CartExpired) return cartExpiredResponse(request, at, rateListSearch, CART_EXPIRED_NOTICE)
	if (error instanceof NotFound) return tableRedirect(request, { kind: 'not-found' }, at)
	const answer = upstreamFailure(error)
	if (answer instanceof Response) return answer
	throw answer
}

/** Any page kind the app has no page for: the table's not-found rule. */
export async function notFoundRedirect(request: Request, context: AppLoadContext): Promise<Response> {
	const { locale } = await getVisitor(request, context)
	return tableRedirect(request, { kind: 'not-found' }, { pathname: new URL(request.url).pathname, locale })
}

/** A guest asking for "my trips" finds their trip by its confirmation number instead. */
export async function lookupRedirect(request: Request, context: AppLoadContext): Promise<Response> {
	const { locale } = await getVisitor(request, context)
	return tableRedirect(request, { kind: 'lookup-to-my-trips' }, { pathname: new URL(request.url).pathname, locale })
}

// The table's status answers a GET; a form post gets 303, so the browser does not post
// its body again to the error page (which answers 405 to a POST).
function tableRedirect(request: Request, trigger: RedirectTrigger, at: Where, init?: ResponseInit): Response {
	const to = reservationRedirect(trigger, at)
	if (!to) throw new Error(`no redirect rule for ${trigger.kind}`)
	return redirectFor(request, to.location, { ...init, status: to.status })
}

// The dead session id goes with the redirect: otherwise every later reservation page
// would find it again and the visitor could never start over.
async function sessionExpiredResponse(request: Request, at: Where): Promise<Response> {
	const cookieSession = await getCookieSession(request)
	cookieSession.unset('sessionToken')
	const trigger = { kind: 'upstream-error', code: UPSTREAM_ERROR_CODES.sessionExpired } as const
	return tableRedirect(request, trigger, at, { headers: { 'Set-Cookie': await commitCookieSession(request, cookieSession) } })
}

async function cartExpiredResponse(request: Request, at: Where, rateListSearch: string, notice: string): Promise<Response> {
	const trigger = { kind: 'upstream-error', code: UPSTREAM_ERROR_CODES.cartExpired } as const
	const to = reservationRedirect(trigger, at)
	if (!to) throw new Error('no redirect rule for an expired cart')
	return redirectWithNotice(request, withSearch(to.location, rateListSearch), notice, { status: to.status })
}

/** An absolute URL of this very origin counts as its path; any other stays as it is (and is refused). */
function sameOriginPath(navigationURL: string, here: URL): string {
	try {
		const target = new URL(navigationURL)
		return target.origin === here.origin ? `${target.pathname}${target.search}${target.hash}` : navigationURL
	} catch {
		return navigationURL
	}
}
