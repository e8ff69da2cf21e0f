import { json, type AppLoadContext } from '@remix-run/node'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { PROMOTION_CLOSED } from '@meridian/upstream-contract/customer.ts'
import { localizePath } from '#app/models/locale.ts'
import { PROMOTION_PATH, promotionCodeFrom, promotionPathOf, promotionState, stayDatesText, utcToday } from '#app/models/promotion.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { requireMember } from '#app/http/require-member.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { eventContext, trackEvent } from '#app/services/upstream/data-layer.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { findPromotions, registerMember } from '#app/services/member-account.server.ts'

// The promotions page (spec 000 /promotion): anyone may look, a signed-in member registers.
// A register form posts here and the page shows the outcome beside that promotion.

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function promotionPage(request: Request, context: AppLoadContext) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	// A code that cannot be one (`<script>`, too long) is no code: the list, never an error.
	const code = promotionCodeFrom(new URL(request.url).searchParams.get('code'))
	// With the member's token, so that each one says whether they registered.
	const found = await orUnavailable(() => findPromotions(code, visitor.upstream))
	const today = utcToday(new Date())
	const member = visitor.state === 'member'
	const promotions = found.map((promotion) => ({
		code: promotion.code,
		title: promotion.title,
		description: promotion.description,
		stayDates: stayDatesText(promotion.startDate, promotion.endDate, visitor.locale),
		state: promotionState(promotion, today),
		// Anyone not signed in (a remembered member too) signs in first and comes back to this one.
		signInHref: member ? null : signInHref(promotionPathOf(promotion.code), visitor.locale),
	}))
	const notFound = code !== null && promotions.length === 0
	return json(
		{
			title: `${t('account.promotion.title')} | ${t('site.name')}`,
			action: localizePath(code ? promotionPathOf(code) : PROMOTION_PATH, visitor.locale),
			listHref: localizePath(PROMOTION_PATH, visitor.locale),
			single: code !== null,
			notFound,
			promotions,
		},
		{ status: notFound ? 404 : 200, headers: PRIVATE },
	)
}

type PromotionAnswer = {
	/** The promotion the answer is about, to show it beside; null when the form named none we could read. */
	code: string | null
	/** You're registered for {{title}}. */
	done?: { title: string }
	/** A key under account.promotion: closed, errors.notFound, errors.refused. */
	error?: string
}

const answer = (body: PromotionAnswer, status = 200) => json<PromotionAnswer>(body, { status, headers: PRIVATE })

export async function registerPromotion(request: Request, context: AppLoadContext) {
	const form = await readFormData(request)
	const code = promotionCodeFrom(form.get('code'))
	// A guest comes back to the promotion they chose, whichever page they chose it on.
	const visitor = await requireMember(request, context, code ? { returnTo: promotionPathOf(code) } : {})
	if (form.get('intent') !== 'register' || !code || !visitor.customerId) return answer({ code, error: 'errors.refused' }, 400)
	const customerId = visitor.customerId

	const registered = await orUnavailable(() => registerMember({ customerId, promotionCode: code }, visitor.upstream))
	if (!registered.ok) {
		logger.info('promotion: refused', { code: registered.code })
		if (registered.code === PROMOTION_CLOSED) return answer({ code, error: 'closed' }, 400)
		if (registered.code === UPSTREAM_ERROR_CODES.notFound) return answer({ code, error: 'errors.notFound' }, 404)
		return answer({ code, error: 'errors.refused' }, 400)
	}
	if (visitor.sessionToken) {
		// The code is the promotion's, not the member's: no personal data goes to analytics.
		void trackEvent(
			'promotion',
			{ ...eventContext(request, visitor.locale), promotionCode: registered.promotion.code },
			{ ...visitor.upstream, sessionToken: visitor.sessionToken },
		)
	}
	return answer({ code: registered.promotion.code, done: { title: registered.promotion.title } })
}
