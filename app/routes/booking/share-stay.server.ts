import { json, type AppLoadContext } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { mobileNumberProblem } from '#app/models/phone-number.ts'
import { UPCOMING_PATH } from '#app/models/reservation-lookup.ts'
import { CONFIRMATION_PATH } from '#app/models/reservation-pages.ts'
import { ShareReservationSchema } from '#app/models/share-reservation.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { rememberedOrder } from '#app/services/booking-session.server.ts'
import { getEnv } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { lookupLinkFor } from '#app/services/lookup-link.server.ts'
import { rememberedReservation } from '#app/services/reservation-session.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import { readPlacedOrder, shareStayDetails, type SharedStay } from '#app/services/placed-order.server.ts'
import { readFoundReservation } from '#app/services/manage-reservation.server.ts'

// Share the stay by e-mail or text message (spec 001 §1, §7), from the confirmation (the
// order this session placed) or the upcoming-reservation page (the reservation it found):
// a post, then back to the page with a notice. The e-mail carries the lookup link, made
// absolute with PUBLIC_ORIGIN. A bad address is a 400 with the message next to its field in
// the form that sent it, the other values kept.

type From = 'confirmation' | 'upcoming'
const PAGES: Record<From, string> = { confirmation: CONFIRMATION_PATH, upcoming: UPCOMING_PATH }

export async function shareStay(request: Request, context: AppLoadContext, from: From = 'confirmation') {
	const form = await readFormData(request)
	const visitor = await getVisitor(request, context)
	const back = localizePath(PAGES[from], visitor.locale)
	const channel = form.get('channel') === 'SMS' ? ('SMS' as const) : ('EMAIL' as const)
	const submission = parseSubmission(form, ShareReservationSchema, { disableAutoCoercion: true })
	if (submission.status !== 'success') return json({ share: { channel, result: submission.reply() } }, { status: 400 })
	try {
		const shared = await sharedStayOf(request, context, from, visitor)
		// Nothing booked or found in this session (or it ended): the page says so.
		if (!shared) return redirectFor(request, back)
		const link = channel === 'EMAIL' ? await lookupLinkFor(shared.stay, visitor) : null
		const lookupLink = link ? `${getEnv().PUBLIC_ORIGIN}${link}` : null
		const outcome = await shareStayDetails({ ...shared.identity, ...submission.value, lookupLink }, visitor.upstream)
		if (outcome.ok) return redirectWithNotice(request, back, 'reservation.notice.shared')
		logger.warn(`${from}: share refused`, { code: outcome.code })
		const field = channel === 'EMAIL' ? 'email' : 'phone'
		const answer =
			outcome.code === 'BAD_REQUEST'
				? { fieldErrors: { [field]: [channel === 'EMAIL' ? 'emailInvalid' : mobileNumberProblem({ callingCode: String(form.get('dialCode') ?? '') })] } }
				: { formErrors: [outcome.code === 'LIMIT_EXCEEDED' ? 'shareLimit' : 'shareFailed'] }
		return json({ share: { channel, result: submission.reply(answer) } }, { status: outcome.code === 'LIMIT_EXCEEDED' ? 429 : 400 })
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return json({ share: { channel, result: submission.reply({ formErrors: ['shareFailed'] }) } }, { status: 503 })
	}
}

/** Who is shared and the stay its lookup link is made for; null when the session holds none. */
async function sharedStayOf(request: Request, context: AppLoadContext, from: From, visitor: Visitor) {
	if (from === 'confirmation') {
		const placed = await rememberedOrder(request, context).catch(() => null)
		const reservation = placed ? (await readPlacedOrder(placed.orderId, visitor.upstream))?.items[0]?.reservation : null
		return placed && reservation ? { identity: { orderId: placed.orderId } satisfies SharedStay, stay: reservation } : null
	}
	const found = await rememberedReservation(request, context)
	const reservation = found ? await readFoundReservation(found, visitor.upstream) : null
	return found && reservation
		? { identity: { confirmationNumber: found.confirmationNumber, surname: found.surname } satisfies SharedStay, stay: reservation }
		: null
}
