import { json, type AppLoadContext } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { refusalMessage, type RefusalMessage } from '#app/models/reservation-errors.ts'
import { CONFIRMATION_PATH, rateListPath } from '#app/models/reservation-pages.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { reservationFailure } from '#app/http/reservation-layout.server.ts'
import { rememberedBooking, rememberedOrder, rememberOrder } from '#app/services/booking-session.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { CartExpired, ReservationError, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { bookCart } from '#app/services/placed-order.server.ts'

// Book now, on the review page (spec 001 §1): the cart becomes an order. The idempotency
// key comes with the form, so a double click, a reload that posts again, or back and
// submit again asks for the same order and lands on the same confirmation.

/** Refusals that name what the review cannot give: the balance, the prepaid rate's consent, the guest or the card not given yet. */
const FIELD_ERRORS = new Map<string, RefusalMessage>([
	['points', { key: 'booking.review.errors.notEnoughPoints' }],
	['prepayConsent', { key: 'booking.review.errors.prepayConsentMissing' }],
	['guest', { key: 'booking.review.errors.detailsMissing' }],
	['payment', { key: 'booking.review.errors.detailsMissing' }],
])

/** The rate list's notice after a room sold between Select and Book now (the platform's 427). */
export const ROOM_TAKEN_NOTICE = 'reservation.notice.roomTaken'

const IDEMPOTENCY_KEY = /^[0-9a-f-]{36}$/

const failed = { source: 'API_ERROR', component: 'reviewDetails.book' } as const

export async function placeOrder(request: Request, context: AppLoadContext, posted?: FormData) {
	const form = posted ?? (await readFormData(request))
	const visitor = await getVisitor(request, context)
	const confirmation = localizePath(CONFIRMATION_PATH, visitor.locale)
	if (visitor.sessionExpired) throw await reservationFailure(new SessionExpired(failed), request, context)
	const idempotencyKey = String(form.get('idempotencyKey') ?? '')
	if (!IDEMPOTENCY_KEY.test(idempotencyKey)) return json({ error: refusalMessage('BAD_REQUEST').error }, { status: 400 })

	const [booking, placed] = await Promise.all([rememberedBooking(request, context), rememberedOrder(request, context)]).catch(async (error: unknown) => {
		throw await reservationFailure(error, request, context)
	})
	if (!booking) {
		// The first of two submits already turned the cart into this order.
		if (placed) return redirectFor(request, confirmation)
		throw await reservationFailure(new CartExpired(failed), request, context)
	}
	try {
		const outcome = await bookCart(booking.cartId, idempotencyKey, visitor.upstream)
		if (!outcome.ok) {
			if (outcome.code === 'E_DOUBLE_CLICK' && placed?.cartId === booking.cartId) return redirectFor(request, confirmation)
			logger.warn('review: order refused', { code: outcome.code })
			// The room is gone and the cart with it (the layout could not read it again): the
			// rate list says so and offers what is left.
			if (outcome.code === '427') return redirectWithNotice(request, localizePath(rateListPath(booking.rateListSearch), visitor.locale), ROOM_TAKEN_NOTICE)
			const missing = outcome.field ? FIELD_ERRORS.get(outcome.field) : undefined
			// Every other code says what the one table (app/models/reservation-errors.ts) says, at its status.
			const { error, status } = missing ? { error: missing, status: 400 } : refusalMessage(outcome.code)
			return json({ error, idempotencyKey }, { status })
		}
		const [item] = outcome.order.items
		const memory = {
			orderId: outcome.order.id,
			confirmationNumber: item?.basicInformation.confirmationNumber ?? '',
			cartId: booking.cartId,
			rateListSearch: booking.rateListSearch,
			newMemberNumber: booking.newMemberNumber,
			propertyId: item?.reservation.property.id,
		}
		await rememberOrder(request, context, memory, item?.reservation.totalPoints ?? 0)
		return redirectFor(request, confirmation)
	} catch (error) {
		// A reservation code in the platform's error rather than its answer: the same table says it.
		if (error instanceof ReservationError) {
			const { error: refused, status } = refusalMessage(error.code)
			return json({ error: refused, idempotencyKey }, { status })
		}
		// The cart is still there (or the order is, under the same key): the review says to try again.
		if (error instanceof UpstreamError && !(error instanceof SessionExpired || error instanceof CartExpired)) {
			// The same key again: if the order was made and only the answer was lost, the retry finds it.
			return json({ error: { key: 'booking.review.errors.unavailable' } satisfies RefusalMessage, idempotencyKey }, { status: 503 })
		}
		throw await reservationFailure(error, request, context, booking.rateListSearch)
	}
}
