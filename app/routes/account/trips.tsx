import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { localizePath } from '#app/models/locale.ts'
import { tripsOf, type Trip } from '#app/models/my-trips.ts'
import { LOOKUP_PATH, UPCOMING_PATH } from '#app/models/reservation-lookup.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { requireMember } from '#app/http/require-member.server.ts'
import { lookupRedirect } from '#app/http/reservation-layout.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { rememberReservation } from '#app/services/reservation-session.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { memberTrip, memberTrips } from '#app/services/manage-reservation.server.ts'
import { newSessionHeaders } from '#app/http/session-cookie.server.ts'

// My trips (spec 001 §2 /loyalty/findReservationList.mi): a signed-in member's upcoming,
// past and cancelled stays. Each opens on the upcoming-reservation page through a form,
// so no address carries a confirmation number. Someone not signed in has no trips: the
// redirect table's lookup-to-my-trips rule sends them to the lookup (which offers to sign in).
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	if (visitor.state !== 'member' || !visitor.customerId) throw await lookupRedirect(request, context)
	const t = translatorFor(visitor.locale)
	const reservations = await orUnavailable(() => memberTrips(visitor.customerId ?? '', visitor.upstream))
	return json(
		{
			title: t('reservation.pageTitle', { name: t('booking.trips.title'), site: t('site.name') }),
			trips: tripsOf(reservations, new Date().toISOString().slice(0, 10), visitor.locale),
			action: localizePath('/loyalty/findReservationList.mi', visitor.locale),
			lookup: localizePath(LOOKUP_PATH, visitor.locale),
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

/** View one trip: it must be the member's own; it is kept in the session and shown. */
export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await requireMember(request, context)
	const confirmationNumber = String((await readFormData(request)).get('confirmationNumber') ?? '').trim()
	const here = localizePath('/loyalty/findReservationList.mi', visitor.locale)
	const reservation = /^\d{1,11}$/.test(confirmationNumber)
		? await orUnavailable(() => memberTrip(visitor.customerId ?? '', confirmationNumber, visitor.upstream))
		: null
	if (!reservation) return redirectFor(request, here)
	const found = { confirmationNumber, surname: reservation.guest.surname, propertyId: reservation.property.id }
	const { newSession } = await orUnavailable(() => rememberReservation(request, context, found))
	return redirectFor(request, localizePath(UPCOMING_PATH, visitor.locale), { headers: await newSessionHeaders(request, newSession) })
}

export default function MyTripsPage() {
	const { t } = useReservationsTranslation()
	const { trips, action, lookup } = useLoaderData<typeof loader>()
	const list = (name: 'upcoming' | 'past' | 'cancelled', items: Trip[]) => (
		<section className="my-trips__list" aria-labelledby={`trips-${name}`}>
			<h2 id={`trips-${name}`}>{t(`booking.trips.${name}`)}</h2>
			{items.length ? (
				<ul>
					{items.map((trip) => (
						<li key={trip.confirmationNumber} className="my-trips__trip">
							<h3>{trip.hotelName}</h3>
							<p>
								{t('reservation.guestInfo.dates', { checkIn: trip.checkIn, checkOut: trip.checkOut })} ·{' '}
								{t('reservation.guestInfo.nights', { count: trip.nights })}
							</p>
							<p>
								{t('booking.confirmation.number')}: {trip.confirmationNumber}
							</p>
							<Form method="post" action={action}>
								<input type="hidden" name="confirmationNumber" value={trip.confirmationNumber} />
								<button type="submit" aria-label={t('booking.trips.viewLabel', { hotel: trip.hotelName, number: trip.confirmationNumber })}>
									{t('booking.trips.view')}
								</button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p>{t('booking.trips.none')}</p>
			)}
		</section>
	)
	return (
		<div className="my-trips">
			<h1>{t('booking.trips.title')}</h1>
			{list('upcoming', trips.upcoming)}
			{list('past', trips.past)}
			{list('cancelled', trips.cancelled)}
			<p>
				<Link to={lookup}>{t('booking.trips.lookup')}</Link>
			</p>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
