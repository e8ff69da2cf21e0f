import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { stayView } from '#app/models/confirmation.ts'
import { localizePath } from '#app/models/locale.ts'
import { LOOKUP_PATH, stayHasEnded, UPCOMING_PATH } from '#app/models/reservation-lookup.ts'
import { rateListPath } from '#app/models/reservation-pages.ts'
import { RESERVATION_PATHS } from '#app/models/reservation-redirects.ts'
import { foundReservationDetails, requireFoundReservation } from '#app/routes/reservations/found-reservation.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { useManageTranslation } from '#app/ui/messages/manage.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { StayDetails } from '#app/ui/stay-details.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The expired-reservation page (spec 001 §2 "Expired reservation", path ours): the found
// reservation once its stay is over. Nothing about it can change any more; the guest may
// find another reservation, see their trips, or book this hotel again. A stay still to
// come (or under way) is the upcoming-reservation page's.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const found = await requireFoundReservation(request, context)
	const reservation = await foundReservationDetails(request, context, found)
	if (!stayHasEnded(reservation, new Date())) throw redirectFor(request, localizePath(UPCOMING_PATH, visitor.locale))
	const t = translatorFor(visitor.locale)
	return json(
		{
			title: t('reservation.pageTitle', { name: t('manage.expired.title'), site: t('site.name') }),
			view: stayView(reservation, visitor.locale),
			links: {
				lookup: localizePath(LOOKUP_PATH, visitor.locale),
				myTrips: visitor.state === 'member' ? localizePath(RESERVATION_PATHS.findReservationList, visitor.locale) : null,
				bookAgain: localizePath(rateListPath(new URLSearchParams({ propertyCode: reservation.property.id }).toString()), visitor.locale),
			},
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export default function ExpiredReservationPage() {
	const { t } = useManageTranslation()
	useReservationsTranslation()
	const { view, links } = useLoaderData<typeof loader>()
	return (
		<div className="upcoming-reservation">
			<h1>{t('manage.expired.title')}</h1>
			<p className="confirmation__number">
				{t('booking.confirmation.number')}: <strong data-testid="confirmation-number">{view.confirmationNumber}</strong>
			</p>
			<p role="status">{t('manage.expired.ended', { hotel: view.hotelName, date: view.checkOut })}</p>
			<StayDetails view={view} />
			<ul className="confirmation__actions">
				<li>
					<Link to={links.bookAgain}>{t('manage.expired.bookAgain', { hotel: view.hotelName })}</Link>
				</li>
				{links.myTrips ? (
					<li>
						<Link to={links.myTrips}>{t('booking.trips.title')}</Link>
					</li>
				) : null}
				<li>
					<Link to={links.lookup}>{t('booking.upcoming.another')}</Link>
				</li>
			</ul>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
