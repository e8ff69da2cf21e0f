import { randomUUID } from 'node:crypto'
import { json, type AppLoadContext } from '@remix-run/node'
import { refusalProblemOf } from '#app/models/card-step.ts'
import { pointsPrice, pointsToCover, POINTS_CHOICES, purchaseRefusalProblemOf, topUpProblemOf, type TopUpProblem } from '#app/models/points-purchase.ts'
import { pointsPurchaseSchema } from '#app/models/points-purchase-schema.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { changesNothing } from '#app/models/state-change-on-get.ts'
import { POINTS_PURCHASE } from '@meridian/upstream-contract/contract.ts'
import { pointsPurchaseReference } from '@meridian/upstream-contract/order.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { requireMember } from '#app/http/require-member.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { openCardSession } from '#app/services/payment-service.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { updateSession } from '#app/services/upstream/session.server.ts'
import { noteSessionWrite, type Visitor } from '#app/services/visitor.server.ts'
import { numberFormat } from '#app/models/intl-formats.ts'
import { topUpPoints } from '#app/services/member-account.server.ts'

// The top-up pages (spec 001 §2 /loyalty/redeem/topUpPoints.mi and topUpModifyResPoints.mi):
// a member chooses the points a stay lacks, types the card at the payment service (as on the
// booking's payment step: docs/decisions/010-card-form.md), and comes back here with a
// one-time token, which the platform redeems for this member's purchase; then back to the
// booking (or the change of one) with the balance updated. The card never passes here.

/** This page's address with the choice that travels through the payment service: the points and where to go after. */
const pageWith = (url: URL, points: number, returnTo: string, extra: Record<string, string> = {}) =>
	`${url.pathname}?${new URLSearchParams({ points: String(points), returnTo, ...extra })}`

export async function topUpPage(request: Request, context: AppLoadContext, { back }: { back: string }) {
	const visitor = await requireMember(request, context)
	const url = new URL(request.url)
	const token = url.searchParams.get('paymentToken')
	// A HEAD runs this loader too and must not spend the token (issue 28's rule).
	if (token && !changesNothing(request.method)) throw await paidTopUp(request, context, visitor, token, { back })
	const t = translatorFor(visitor.locale)
	const missing = Number(url.searchParams.get('points'))
	const points = (Number.isFinite(missing) && missing > 0 && pointsToCover(missing)) || POINTS_PURCHASE.step
	const refused = url.searchParams.get('paymentRefused')
	const problem: TopUpProblem | null = refused === null ? topUpProblemOf(url.searchParams.get('problem')) : refusalProblemOf(refused)
	const returnTo = safeReturnTo(url.searchParams.get('returnTo'), back)
	return json({
		title: t('reservation.pageTitle', { name: t('booking.topUp.title'), site: t('site.name') }),
		action: pageWith(url, points, returnTo),
		returnTo,
		points,
		choices: POINTS_CHOICES.map((value) => ({ value, points: numberFormat(visitor.locale).format(value), price: pointsPrice(value, visitor.locale) })),
		balance: visitor.points ?? null,
		problem,
	})
}

/** The points chosen: the member goes to the payment service's card form, which sends them back to this page. */
export async function buyTopUp(request: Request, context: AppLoadContext, { back }: { back: string }) {
	const visitor = await requireMember(request, context)
	const form = await readFormData(request)
	const submission = parseSubmission(form, pointsPurchaseSchema(), { disableAutoCoercion: true })
	const answer = (reply: Parameters<typeof submission.reply>[0], status: number) =>
		json({ result: submission.reply(reply), answerId: randomUUID() }, { status })
	if (submission.status !== 'success' || !visitor.customerId) return answer({}, 400)
	const returnTo = safeReturnTo(form.get('returnTo'), back)
	const returnUrl = new URL(pageWith(new URL(request.url), submission.value.points, returnTo), request.url).href
	try {
		const session = await openCardSession({ reference: pointsPurchaseReference(visitor.customerId), returnUrl }, visitor.upstream)
		return redirectFor(request, session.href, { status: 303 })
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return answer({ formErrors: ['unavailable'] }, 503)
	}
}

/** Back from the payment service with a token: the points bought (and the header's balance updated), or this page saying why not. */
async function paidTopUp(request: Request, context: AppLoadContext, visitor: Visitor, token: string, { back }: { back: string }): Promise<Response> {
	const url = new URL(request.url)
	const points = Number(url.searchParams.get('points'))
	const returnTo = safeReturnTo(url.searchParams.get('returnTo'), back)
	// 303: a reload of the page the member lands on must not come back here.
	const refused = (problem: TopUpProblem) => redirectFor(request, pageWith(url, points, returnTo, { problem }), { status: 303 })
	if (!visitor.customerId || !Number.isInteger(points)) return refused('upstreamRefused')
	try {
		const bought = await topUpPoints({ customerId: visitor.customerId, points, paymentToken: token }, visitor.upstream)
		if (!bought.ok) {
			logger.warn('top-up: refused', { code: bought.code })
			return refused(purchaseRefusalProblemOf(bought.code, bought.field))
		}
		// The header shows the balance read at sign-in: it is the new one now.
		if (visitor.sessionToken) {
			const data = { memberPoints: bought.currentPointBalance }
			await updateSession(data, { ...visitor.upstream, sessionToken: visitor.sessionToken })
			await noteSessionWrite(request, context, data)
		}
		return redirectWithNotice(request, safeLocalizedReturnTo(returnTo, visitor.locale, back), 'reservation.notice.pointsBought', { status: 303 })
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return refused('upstreamRefused')
	}
}
