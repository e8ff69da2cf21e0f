import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { cartTotals, formatPoints, summarizeCart } from '#app/models/cart-summary.ts'
import { stayView } from '#app/models/confirmation.ts'
import { localizePath } from '#app/models/locale.ts'
import { CONFIRM_CHANGES_PATH, MODIFY_RATE_LIST_PATH } from '#app/models/modify-reservation.ts'
import { changeApplied, changeRefusalOf, pointsShort, readRevisions, revisionsAfter, type ChangeRefusal } from '#app/models/reservation-change.ts'
import { LOOKUP_PATH, UPCOMING_PATH } from '#app/models/reservation-lookup.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { reservationFailure } from '#app/http/reservation-layout.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { forgetChange, rememberedChange } from '#app/services/reservation-session.server.ts'
import { CartExpired } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { CartStaySummary } from '#app/ui/cart-stay-summary.tsx'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { CheckboxRow } from '#app/ui/form-fields.tsx'
import { useManageTranslation } from '#app/ui/messages/manage.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { readBookingCart } from '#app/services/booking-cart.server.ts'
import { applyChange, readFoundReservation } from '#app/services/manage-reservation.server.ts'

// Confirm changes (spec 001 §2 reservation management's confirm changes modal, a page
// here so it works without JavaScript): the found reservation as it is and the stay its
// change cart would make it, then Confirm changes. The form carries the revision numbers
// the guest saw: a change made elsewhere meanwhile is refused (409) and the page shows the
// reservation as it is now. A repeat (a double submit) finds the change done.

const TOP_UP_MODIFY_PATH = '/loyalty/redeem/topUpModifyResPoints.mi'

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const pending = await orUnavailable(() => rememberedChange(request, context))
	// Nothing to confirm: the reservation as it is (or the lookup, when there is none).
	if (!pending) throw redirectFor(request, localizePath(UPCOMING_PATH, locale))
	const { found, change } = pending
	let reservation, cart
	try {
		;[reservation, cart] = await Promise.all([readFoundReservation(found, visitor.upstream), readBookingCart(change.cartId, visitor.upstream)])
	} catch (error) {
		if (error instanceof CartExpired) throw await redirectWithNotice(request, localizePath(MODIFY_RATE_LIST_PATH, locale), 'reservation.notice.changeExpired')
		throw await reservationFailure(error, request, context)
	}
	if (!reservation) throw redirectFor(request, localizePath(LOOKUP_PATH, locale))
	const t = translatorFor(locale)
	const here = localizePath(CONFIRM_CHANGES_PATH, locale)
	const short = visitor.state === 'member' ? pointsShort(cart.totalPoints, reservation.totalPoints, visitor.points) : 0
	return json(
		{
			title: t('reservation.pageTitle', { name: t('manage.change.title'), site: t('site.name') }),
			current: stayView(reservation, locale),
			summary: summarizeCart(cart, locale, new Date()),
			totals: cartTotals(cart, locale),
			revisions: { reservationRevisionNumber: reservation.revisionNumber, orderRevisionNumber: reservation.orderRevisionNumber ?? null },
			prepay: cart.items.some((item) => item.product.ratePlan.isPrepay),
			pointsShort: short ? formatPoints(short, locale) : null,
			links: {
				action: here,
				modify: localizePath(MODIFY_RATE_LIST_PATH, locale),
				upcoming: localizePath(UPCOMING_PATH, locale),
				topUp: short ? `${localizePath(TOP_UP_MODIFY_PATH, locale)}?${new URLSearchParams({ points: String(short), returnTo: here })}` : null,
			},
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const form = await readFormData(request)
	const upcoming = localizePath(UPCOMING_PATH, locale)
	const pending = await orUnavailable(() => rememberedChange(request, context))
	// Confirmed already (the twin of a double submit got here first), or never chosen.
	if (!pending) return redirectFor(request, upcoming)
	const { found, change } = pending
	const seen = readRevisions(form)
	const refused = (refusal: ChangeRefusal) => json({ error: refusal }, { status: refusal.status })
	if (!seen) return refused(changeRefusalOf(UPSTREAM_ERROR_CODES.badRequest, null))
	let outcome
	try {
		outcome = await applyChange(found, change, { ...seen, prepayConsent: form.get('prepayConsent') === 'on' }, visitor.upstream)
	} catch (error) {
		if (error instanceof CartExpired) {
			await orUnavailable(() => forgetChange(request, context))
			return redirectWithNotice(request, localizePath(MODIFY_RATE_LIST_PATH, locale), 'reservation.notice.changeExpired')
		}
		throw await reservationFailure(error, request, context)
	}
	if (outcome.ok && changeApplied(seen, revisionsAfter(outcome.order, found.confirmationNumber))) {
		await orUnavailable(() => forgetChange(request, context))
		return redirectWithNotice(request, upcoming, 'reservation.notice.reservationChanged')
	}
	if (!outcome.ok && outcome.code === 'reservation.not.found') return redirectFor(request, localizePath(LOOKUP_PATH, locale))
	logger.warn('confirm changes: refused', outcome.ok ? { code: 'NOT_APPLIED' } : { code: outcome.code, field: outcome.field })
	return refused(outcome.ok ? changeRefusalOf('NOT_APPLIED', null) : changeRefusalOf(outcome.code, outcome.field))
}

export default function ConfirmChangesPage() {
	const { t } = useManageTranslation()
	useReservationsTranslation()
	const { current, summary, totals, revisions, prepay, pointsShort: short, links } = useLoaderData<typeof loader>()
	// The action answers data only when it refuses; otherwise it redirects.
	const refused = (useActionData<typeof action>() as { error?: ChangeRefusal } | undefined)?.error ?? null
	useBookingErrorsTranslation(refused != null)
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formAction === links.action
	const consentError = refused?.field === 'prepayConsent' ? t(refused.key) : undefined
	return (
		<div className="confirm-changes">
			<h1>{t('manage.change.title')}</h1>
			<ErrorSummary id="change-errors" messages={refused && !consentError ? [t(refused.key, { code: refused.code })] : []} />
			{refused?.key === 'booking.reservationErrors.roomUnavailable' || refused?.field === 'stayDates' ? (
				<p>
					<Link to={links.modify}>{t('manage.change.chooseAgain')}</Link>
				</p>
			) : null}
			<p className="confirmation__number">
				{t('booking.confirmation.number')}: <strong data-testid="confirmation-number">{current.confirmationNumber}</strong>
			</p>
			<section className="confirm-changes__now" aria-labelledby="change-now">
				<h2 id="change-now">{t('manage.change.now')}</h2>
				<dl data-testid="stay-now">
					<dt>{t('manage.change.dates')}</dt>
					<dd>
						{t('reservation.guestInfo.dates', { checkIn: current.checkIn, checkOut: current.checkOut })}
						{' · '}
						{t('reservation.guestInfo.nights', { count: current.nights })}
					</dd>
					<dt>{t('manage.change.rooms')}</dt>
					<dd>
						<ul>
							{current.rooms
								.filter((room) => !room.cancelled)
								.map((room) => (
									<li key={room.ordinal}>
										{room.roomName} · {room.rateName}
									</li>
								))}
						</ul>
					</dd>
					<dt>{t(current.totalPoints ? 'manage.change.points' : 'manage.change.total')}</dt>
					<dd>{current.totalPoints ?? current.totalWithTaxes}</dd>
				</dl>
			</section>
			<h2>{t('manage.change.after')}</h2>
			<p>{t('manage.change.intro')}</p>
			<div data-testid="stay-after">
				<CartStaySummary summary={summary} totals={totals} rateListHref={links.modify} />
			</div>
			{short && links.topUp ? (
				<p className="confirm-changes__points">
					{t('manage.change.pointsShort', { points: short })} <Link to={links.topUp}>{t('manage.change.buyPoints')}</Link>
				</p>
			) : null}
			<Form method="post" action={links.action} className="confirm-changes__form">
				<input type="hidden" name="reservationRevisionNumber" value={revisions.reservationRevisionNumber} />
				<input type="hidden" name="orderRevisionNumber" value={revisions.orderRevisionNumber ?? ''} />
				{prepay ? (
					<CheckboxRow
						field={{ id: 'change-prepay-consent', name: 'prepayConsent', errorId: 'change-prepay-consent-error' }}
						label={t('manage.change.prepayConsent')}
						required
						error={consentError}
					/>
				) : null}
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t('manage.change.submit')}
				</button>
			</Form>
			<p>
				<Link to={links.upcoming}>{t('manage.change.keep')}</Link>
			</p>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
