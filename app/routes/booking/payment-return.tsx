import type { LoaderFunctionArgs } from '@remix-run/node'
import { CARD_STEP_PAGES, cardProblemHref, cardStepPageOf, refusalProblemOf, tokenRefusalProblemOf, type CardProblem } from '#app/models/card-step.ts'
import { localizePath } from '#app/models/locale.ts'
import { changesNothing } from '#app/models/state-change-on-get.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { reservationFailure } from '#app/http/reservation-layout.server.ts'
import { rememberedBooking } from '#app/services/booking-session.server.ts'
import { CartExpired, SessionExpired } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { payWithCardToken } from '#app/services/booking-cart.server.ts'

// Back from the payment service (docs/decisions/010-card-form.md): with a one-time token
// reference, which the platform redeems for the visitor's cart, or with why none was issued.
// Either way the guest lands on a page of ours: the next step, or the payment part of the
// page they came from with the reason and every other entry kept (they are on the cart).
// A GET may pay here: the token was issued for this visitor's cart alone, and only once.

export async function loader({ request, context }: LoaderFunctionArgs) {
	// A HEAD runs this loader too (Remix answers it from the GET's), and must not spend the token.
	if (changesNothing(request.method)) return new Response(null, { status: 204 })
	const url = new URL(request.url)
	const page = cardStepPageOf(url.searchParams.get('from'))
	const visitor = await getVisitor(request, context)
	// 303: the payment is settled here; a reload of the next page must not come back.
	const back = (problem: CardProblem) => redirectFor(request, localizePath(cardProblemHref(page, problem), visitor.locale), { status: 303 })
	const token = url.searchParams.get('paymentToken')
	if (!token) return back(refusalProblemOf(url.searchParams.get('paymentRefused') ?? ''))

	const failed = { source: 'API_ERROR', component: 'paymentReturn' } as const
	if (visitor.sessionExpired) throw await reservationFailure(new SessionExpired(failed), request, context)
	const booking = await rememberedBooking(request, context).catch((error: unknown) => reservationFailure(error, request, context))
	if (booking instanceof Response) throw booking
	if (!booking) throw await reservationFailure(new CartExpired(failed), request, context)
	try {
		// A member who ticked the box keeps the card; the box travelled in our own return address.
		const saveToProfile = url.searchParams.get('save') === '1' && visitor.state === 'member'
		const paid = await payWithCardToken(booking.cartId, { paymentToken: token, saveToProfile }, visitor.upstream)
		if (!paid.ok) return back(tokenRefusalProblemOf(paid.code))
		return redirectFor(request, localizePath(CARD_STEP_PAGES[page].next, visitor.locale), { status: 303 })
	} catch (error) {
		throw await reservationFailure(error, request, context, booking.rateListSearch)
	}
}
