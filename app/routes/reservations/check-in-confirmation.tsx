import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { checkInStage, earlyArrivalOf } from '#app/models/check-in.ts'
import { localizePath } from '#app/models/locale.ts'
import { CHECK_IN_PATH, UPCOMING_PATH } from '#app/models/reservation-lookup.ts'
import { foundReservationDetails, requireFoundReservation } from '#app/routes/reservations/found-reservation.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Checked in (spec 001 §2 /reservation/check-in-confirmation.mi): the arrival time, and
// where the request for an early room stands (spec 001 §4 sticky request statuses). A
// reservation not checked in yet goes to the check-in page.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const reservation = await foundReservationDetails(request, context, await requireFoundReservation(request, context))
	const checkIn = localizePath(CHECK_IN_PATH, visitor.locale)
	const stage = checkInStage(reservation.checkInStatus)
	if (!stage.checkedIn) throw redirectFor(request, checkIn)
	const t = translatorFor(visitor.locale)
	return json(
		{
			title: t('reservation.pageTitle', { name: t('booking.checkIn.doneTitle'), site: t('site.name') }),
			confirmationNumber: reservation.confirmationNumber,
			hotelName: reservation.property.basicInformation.name,
			arrivalTime: reservation.arrivalTime ?? '',
			earlyArrival: earlyArrivalOf(reservation.earlyArrivalStatus),
			canChange: stage.arrivalTimeChangeable,
			links: { checkIn, upcoming: localizePath(UPCOMING_PATH, visitor.locale) },
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export default function CheckInConfirmationPage() {
	const { t } = useReservationsTranslation()
	const { confirmationNumber, hotelName, arrivalTime, earlyArrival, canChange, links } = useLoaderData<typeof loader>()
	return (
		<div className="check-in">
			<h1>{t('booking.checkIn.doneTitle')}</h1>
			<p role="status">{t('booking.checkIn.done', { hotel: hotelName, time: arrivalTime })}</p>
			<p className="confirmation__number">
				{t('booking.confirmation.number')}: <strong data-testid="confirmation-number">{confirmationNumber}</strong>
			</p>
			{earlyArrival ? <p>{t(`booking.checkIn.early.${earlyArrival}`)}</p> : null}
			<ul className="confirmation__actions">
				{canChange ? (
					<li>
						<Link to={links.checkIn}>{t('booking.checkIn.changeLink')}</Link>
					</li>
				) : null}
				<li>
					<Link to={links.upcoming}>{t('booking.checkIn.back')}</Link>
				</li>
			</ul>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
