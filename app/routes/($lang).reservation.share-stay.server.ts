import { json, type AppLoadContext } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { CONFIRMATION_PATH } from '#app/models/reservation-pages.ts'
import { ShareReservationSchema } from '#app/models/share-reservation.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { rememberedOrder } from '#app/services/booking-session.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { shareReservation } from '#app/services/upstream/operations/order.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'

// Share the stay by e-mail or text message, from the confirmation (spec 001 §1, §7): a
// post, then back to the confirmation with a notice. A bad address is a 400 with the
// message next to its field in the form that sent it, the other values kept.

export async function shareStay(request: Request, context: AppLoadContext) {
	const form = await readFormData(request)
	const visitor = await getVisitor(request, context)
	const confirmation = localizePath(CONFIRMATION_PATH, visitor.locale)
	const channel = form.get('channel') === 'SMS' ? ('SMS' as const) : ('EMAIL' as const)
	const submission = parseSubmission(form, ShareReservationSchema, { disableAutoCoercion: true })
	if (submission.status !== 'success') return json({ share: { channel, result: submission.reply() } }, { status: 400 })
	const placed = await rememberedOrder(request, context).catch(() => null)
	// Nothing booked in this session (or it ended): the confirmation says so.
	if (!placed) return redirectFor(request, confirmation)
	try {
		const outcome = await shareReservation({ orderId: placed.orderId, ...submission.value }, visitor.upstream)
		if (outcome.ok) return redirectWithNotice(request, confirmation, 'reservation.notice.shared')
		logger.warn('confirmation: share refused', { code: outcome.code })
		const field = channel === 'EMAIL' ? 'email' : 'phone'
		const answer =
			outcome.code === 'BAD_REQUEST'
				? { fieldErrors: { [field]: [channel === 'EMAIL' ? 'emailInvalid' : 'smsPhoneInvalid'] } }
				: { formErrors: [outcome.code === 'LIMIT_EXCEEDED' ? 'shareLimit' : 'shareFailed'] }
		return json({ share: { channel, result: submission.reply(answer) } }, { status: outcome.code === 'LIMIT_EXCEEDED' ? 429 : 400 })
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return json({ share: { channel, result: submission.reply({ formErrors: ['shareFailed'] }) } }, { status: 503 })
	}
}
