import { randomUUID } from 'node:crypto'
import { json, type AppLoadContext } from '@remix-run/node'
import { expiryYearChoices } from '#app/models/payment-card.ts'
import { pointsPrice, pointsToCover, POINTS_CHOICES } from '#app/models/points-purchase.ts'
import { pointsPurchaseSchema } from '#app/models/points-purchase-schema.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { POINTS_PURCHASE } from '@meridian/upstream-contract/contract.ts'
import { PAYMENT_DECLINED, PURCHASE_LIMIT_ERROR } from '@meridian/upstream-contract/order.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectWithNotice } from '#app/http/redirects.server.ts'
import { requireMember } from '#app/http/require-member.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { buyPoints } from '#app/services/upstream/operations/points.server.ts'
import { updateSession } from '#app/services/upstream/session.server.ts'
import { noteSessionWrite } from '#app/services/visitor.server.ts'
import { numberFormat } from '#app/models/intl-formats.ts'

// The top-up pages (spec 001 §2 /loyalty/redeem/topUpPoints.mi and topUpModifyResPoints.mi):
// a member buys the points a stay lacks, then goes back to the booking (or the change of
// one) with the balance updated. Members only; the card goes to the platform and nowhere
// else, as on the guest-details form.

const SECRET_FIELDS = ['cardNumber', 'cvv']

export async function topUpPage(request: Request, context: AppLoadContext, { back }: { back: string }) {
	const visitor = await requireMember(request, context)
	const t = translatorFor(visitor.locale)
	const url = new URL(request.url)
	const missing = Number(url.searchParams.get('points'))
	const points = (Number.isFinite(missing) && missing > 0 && pointsToCover(missing)) || POINTS_PURCHASE.step
	return json({
		title: t('reservation.pageTitle', { name: t('booking.topUp.title'), site: t('site.name') }),
		action: `${url.pathname}${url.search}`,
		returnTo: safeReturnTo(url.searchParams.get('returnTo'), back),
		points,
		choices: POINTS_CHOICES.map((value) => ({ value, points: numberFormat(visitor.locale).format(value), price: pointsPrice(value, visitor.locale) })),
		balance: visitor.points ?? null,
		expiryYears: expiryYearChoices(new Date()),
	})
}

export async function buyTopUp(request: Request, context: AppLoadContext, { back }: { back: string }) {
	const visitor = await requireMember(request, context)
	const form = await readFormData(request)
	const returnTo = safeLocalizedReturnTo(form.get('returnTo'), visitor.locale, back)
	const submission = parseSubmission(form, pointsPurchaseSchema({ today: new Date() }), { disableAutoCoercion: true })
	const answer = (reply: Parameters<typeof submission.reply>[0], status: number) =>
		json({ result: submission.reply({ ...reply, hideFields: SECRET_FIELDS }), answerId: randomUUID() }, { status })
	if (submission.status !== 'success' || !visitor.customerId) return answer({}, 400)
	const { points, cardNumber, cvv, expiryMonth, expiryYear, cardholderName } = submission.value
	try {
		const bought = await buyPoints({ customerId: visitor.customerId, points, cardNumber, cvv, expiryMonth, expiryYear, cardholderName }, visitor.upstream)
		if (!bought.ok) {
			logger.warn('top-up: refused', { code: bought.code })
			if (bought.code === PAYMENT_DECLINED) return answer({ fieldErrors: { cardNumber: ['paymentDeclined'] } }, 400)
			if (bought.code === PURCHASE_LIMIT_ERROR) return answer({ fieldErrors: { points: [PURCHASE_LIMIT_ERROR] } }, 400)
			const field = bought.field && ['points', 'cardNumber', 'cvv', 'expiryMonth', 'cardholderName'].includes(bought.field) ? bought.field : ''
			return answer(field ? { fieldErrors: { [field]: ['upstreamRefused'] } } : { formErrors: ['upstreamRefused'] }, 400)
		}
		// The header shows the balance read at sign-in: it is the new one now.
		if (visitor.sessionToken) {
			const data = { memberPoints: bought.currentPointBalance }
			await updateSession(data, { ...visitor.upstream, sessionToken: visitor.sessionToken })
			await noteSessionWrite(request, context, data)
		}
		return redirectWithNotice(request, returnTo, 'reservation.notice.pointsBought')
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return answer({ formErrors: ['unavailable'] }, 503)
	}
}
