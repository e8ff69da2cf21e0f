import type { AppLoadContext } from '@remix-run/node'
import { formatMoney } from '#app/models/money.ts'
import { rememberedBooking } from './booking-session.server.ts'
import { UpstreamError } from './upstream/errors.server.ts'
import { travelInsuranceQuote } from './upstream/operations/order.server.ts'
import { getVisitor } from './visitor.server.ts'

/**
 * Travel insurance for the held stay, the premium formatted for the visitor; null when
 * there is no cart or the platform cannot quote now (the client has logged why): the form
 * then does not ask, and the review shows the choice without a price.
 */
export async function insuranceOffer(request: Request, context: AppLoadContext) {
	const visitor = await getVisitor(request, context)
	try {
		const booking = await rememberedBooking(request, context)
		if (!booking) return null
		const quote = await travelInsuranceQuote(booking.cartId, visitor.upstream)
		return { premium: formatMoney(quote.premium, quote.premium.currency, visitor.locale), provider: quote.provider, coverage: quote.coverage }
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return null
	}
}
