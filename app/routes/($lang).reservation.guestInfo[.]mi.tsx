import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useReservationLayout } from '#app/routes/($lang).reservation.tsx'
import { rememberedBooking } from '#app/services/booking-session.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { loadRedemptionPanel } from '#app/services/redemption-panel.server.ts'
import { reservationFailure } from '#app/http/reservation-layout.server.ts'
import { CartExpired, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { extendCartExpiration } from '#app/services/upstream/operations/cart.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { RedemptionPanel } from '#app/ui/redemption-panel.tsx'
import { StickyBar } from '#app/ui/sticky-bar.tsx'

// Guest information (spec 001 §2 "gi"): the cart the visitor picked, how long it is
// held, and a form to hold it longer. The layout has read the cart (or redirected);
// the guest-details form itself belongs to a later issue.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const { locale } = await getVisitor(request, context)
	const t = translatorFor(locale)
	const redemption = await loadRedemptionPanel(request, context)
	return json({ title: t('reservation.pageTitle', { name: t('reservation.guestInfo.title'), site: t('site.name') }), redemption })
}

export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const here = new URL(request.url)
	const back = `${here.pathname}${here.search}`
	if (form.get('intent') !== 'extend') return redirectFor(request, back)

	const visitor = await getVisitor(request, context)
	const failed = { source: 'API_ERROR', component: 'guestInfo.extend' } as const
	if (visitor.sessionExpired) throw await reservationFailure(new SessionExpired(failed), request, context)
	const notExtended = () => redirectWithNotice(request, back, 'reservation.notice.extendFailed')
	// A platform that cannot read the session now has not lost the cart: it stays as it was.
	const booking = await rememberedBooking(request, context).catch((error: unknown) => {
		if (error instanceof UpstreamError) return 'unread' as const
		throw error
	})
	if (booking === 'unread') return notExtended()
	if (!booking) throw await reservationFailure(new CartExpired(failed), request, context)
	try {
		await extendCartExpiration(booking.cartId, visitor.upstream)
	} catch (error) {
		// The cart or the session is gone: the redirect table says where to. Anything
		// else keeps the cart as it was and says so.
		if (error instanceof UpstreamError && !(error instanceof SessionExpired || error instanceof CartExpired)) return notExtended()
		throw await reservationFailure(error, request, context, booking.rateListSearch)
	}
	return redirectWithNotice(request, back, 'reservation.notice.extended')
}

export default function GuestInfoPage() {
	const { t } = useTranslation()
	const booking = useReservationLayout()?.booking
	const { redemption } = useLoaderData<typeof loader>()
	if (!booking) return null
	const { summary, totals, rateListHref } = booking
	return (
		<div className="guest-info">
			<StickyBar summary={summary} />
			<h1>{t('reservation.guestInfo.title')}</h1>
			<section className="cart-hold" aria-labelledby="cart-hold-title">
				<h2 id="cart-hold-title">{t('reservation.guestInfo.heading')}</h2>
				<p>
					{t('reservation.guestInfo.heldUntil', { time: summary.heldUntil })}{' '}
					<strong>{t('reservation.guestInfo.minutesLeft', { count: summary.minutesLeft })}</strong>
				</p>
				<Form method="post" className="cart-hold__extend">
					<input type="hidden" name="intent" value="extend" />
					<button type="submit">{t('reservation.guestInfo.extend')}</button>
				</Form>
			</section>

			<section className="cart-stay" aria-labelledby="cart-stay-title">
				<h2 id="cart-stay-title">{t('reservation.guestInfo.stay')}</h2>
				<p className="cart-stay__hotel">{summary.hotelName}</p>
				<p>
					{t('reservation.guestInfo.dates', { checkIn: summary.checkIn, checkOut: summary.checkOut })}
					{' · '}
					{t('reservation.guestInfo.nights', { count: summary.nights })}
				</p>
				<ol className="cart-rooms">
					{summary.rooms.map((room) => (
						<li key={room.ordinal} className="cart-room">
							<h3>
								{t('reservation.guestInfo.room', { number: room.ordinal })}: {room.roomName}
							</h3>
							<p>
								{t('reservation.guestInfo.guests', {
									people: [
										t('reservation.guestInfo.adults', { count: room.adults }),
										room.children ? t('reservation.guestInfo.children', { count: room.children }) : null,
									]
										.filter(Boolean)
										.join(', '),
								})}
							</p>
							<dl>
								<dt>{t('reservation.guestInfo.rate')}</dt>
								<dd>{room.rateName}</dd>
								<dt>{t('reservation.guestInfo.roomTotal')}</dt>
								<dd>
									{room.total}
									{room.points ? ` · ${t('reservation.guestInfo.roomPoints', { points: room.points })}` : null}
								</dd>
								<dt>{t('reservation.guestInfo.cancellation')}</dt>
								<dd>{room.cancellationPolicy}</dd>
							</dl>
						</li>
					))}
				</ol>
				<p>
					<Link to={rateListHref}>{t('reservation.guestInfo.changeRoom')}</Link>
				</p>
			</section>

			<section className="cart-totals" aria-labelledby="cart-totals-title">
				<h2 id="cart-totals-title">{t('reservation.guestInfo.totals')}</h2>
				<dl>
					<dt>{t('reservation.guestInfo.subtotal')}</dt>
					<dd>{totals.subtotal}</dd>
					<dt>{t('reservation.guestInfo.taxes')}</dt>
					<dd>{totals.taxes}</dd>
					<dt>{t('reservation.guestInfo.total')}</dt>
					<dd className="cart-totals__total">{totals.total}</dd>
				</dl>
				{summary.totalPoints ? <p>{t('reservation.guestInfo.totalPoints', { points: summary.totalPoints })}</p> : null}
			</section>
			{redemption ? <RedemptionPanel figures={redemption} /> : null}

			<p className="guest-info__later">{t('reservation.guestInfo.notYet')}</p>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }, { name: 'robots', content: 'noindex' }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
