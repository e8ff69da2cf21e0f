import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { localizePath } from '#app/models/locale.ts'
import { CONFIRMATION_PATH } from '#app/models/reservation-pages.ts'
import { earningsView } from '#app/models/stay-earnings.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { rememberedOrder } from '#app/services/booking-session.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { pointsEarnedBy, readPlacedOrder } from '#app/services/placed-order.server.ts'

// Earn while you sleep (spec 001 §2): what the stay just booked earns in points. The
// member who booked it sees their points (with their tier's bonus); a member signed in
// over a guest's booking is offered to save it to their trips to earn them; a guest sees
// what a member would earn and the way to join. The order comes from the session, as on
// the confirmation; without one, the confirmation page says there is nothing to show.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const confirmation = localizePath(CONFIRMATION_PATH, visitor.locale)
	const placed = await orUnavailable(() => rememberedOrder(request, context))
	if (!placed) throw redirectFor(request, confirmation)
	const [order, earnings] = await orUnavailable(() =>
		Promise.all([readPlacedOrder(placed.orderId, visitor.upstream), pointsEarnedBy(placed.orderId, visitor.upstream)]),
	)
	const reservation = order?.items[0]?.reservation
	if (!reservation || !earnings) throw redirectFor(request, confirmation)
	const t = translatorFor(visitor.locale)
	const bookedAsGuest = !reservation.guest.customerId
	return json(
		{
			title: t('reservation.pageTitle', { name: t('booking.earn.title'), site: t('site.name') }),
			confirmationNumber: placed.confirmationNumber,
			hotel: reservation.property.basicInformation.name,
			view: earningsView(earnings, reservation.guest, visitor, visitor.locale, Boolean(placed.newMemberNumber)),
			links: {
				confirmation,
				saveToTrips: bookedAsGuest ? localizePath('/reservation/saveToMyTrips.mi', visitor.locale) : null,
				joinAndSave: bookedAsGuest && visitor.state === 'guest' ? localizePath('/reservation/joinAndSaveReservation.mi', visitor.locale) : null,
			},
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export default function EarnWhileYouSleepPage() {
	const { t } = useReservationsTranslation()
	const { confirmationNumber, hotel, view, links } = useLoaderData<typeof loader>()
	const tier = (code: string | null) => (code ? t(`tiers.${code}`) : '')
	return (
		<div className="earn-while-you-sleep">
			<h1>{t('booking.earn.title')}</h1>
			<p>{t('booking.earn.stay', { number: confirmationNumber, hotel })}</p>
			{view.kind === 'points' ? <p>{t('booking.earn.pointsStay')}</p> : null}
			{view.kind === 'own' || view.kind === 'save' ? (
				<>
					<p className="earn-while-you-sleep__points">{t(view.kind === 'own' ? 'booking.earn.own' : 'booking.earn.save', { total: view.total })}</p>
					<dl>
						<dt>{t('booking.earn.base', { spend: view.spend })}</dt>
						<dd>{view.base}</dd>
						{view.bonus ? (
							<>
								<dt>{t('booking.earn.bonus', { tier: tier(view.tier) })}</dt>
								<dd>{view.bonus}</dd>
							</>
						) : null}
					</dl>
					{view.kind === 'own' ? <p>{t('booking.earn.whenCredited')}</p> : null}
				</>
			) : null}
			{view.kind === 'join' ? <p className="earn-while-you-sleep__points">{t('booking.earn.join', { base: view.base, spend: view.spend })}</p> : null}
			<ul className="earn-while-you-sleep__actions">
				{view.kind !== 'own' && view.kind !== 'points' && links.joinAndSave ? (
					<li>
						<Link to={links.joinAndSave}>{t('booking.confirmation.joinAndSave')}</Link>
					</li>
				) : null}
				{view.kind !== 'own' && view.kind !== 'points' && links.saveToTrips ? (
					<li>
						<Link to={links.saveToTrips}>{t(view.kind === 'save' ? 'booking.confirmation.saveToTrips' : 'booking.earn.alreadyMember')}</Link>
					</li>
				) : null}
				<li>
					<Link to={links.confirmation}>{t('booking.saveToTrips.back')}</Link>
				</li>
			</ul>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
