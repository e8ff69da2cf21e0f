import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { acknowledgedBrands } from '#app/http/leaving-notice-cookie.server.ts'
import { checkInStage } from '#app/models/check-in.ts'
import { stayView } from '#app/models/confirmation.ts'
import { notificationStatusOf, roomOverviewOf } from '#app/models/room-overview.ts'
import { localizePath } from '#app/models/locale.ts'
import { MODIFY_RATE_LIST_PATH } from '#app/models/modify-reservation.ts'
import { rateListPath } from '#app/models/reservation-pages.ts'
import { CANCEL_PATH, CHECK_IN_PATH, EXPIRED_PATH, LOOKUP_PATH, stayHasEnded, UPCOMING_PATH, UPGRADE_PATH } from '#app/models/reservation-lookup.ts'
import { RESERVATION_PATHS } from '#app/models/reservation-redirects.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { hotelHeaderWithSave } from '#app/services/hotel-header.server.ts'
import { noteMigrationStatus } from '#app/services/migration-status.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { rememberedReservation, type FoundReservation } from '#app/services/reservation-session.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { sharedHotel } from '#app/services/shared-content.server.ts'
import { recordView } from '#app/http/recently-viewed-cookie.server.ts'
import { viewedHotelOf } from '#app/services/recently-viewed.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import { HotelHeader } from '#app/ui/hotel-header.tsx'
import { useManageTranslation } from '#app/ui/messages/manage.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { SaveHotelControl } from '#app/ui/save-hotel-control.tsx'
import { NotificationStatus, RoomOverview } from '#app/ui/room-overview.tsx'
import { ShareStay } from '#app/ui/share-stay.tsx'
import { StayDetails } from '#app/ui/stay-details.tsx'
import { shareStay } from '../booking/share-stay.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { foundReservationNotifications, readFoundReservation } from '#app/services/manage-reservation.server.ts'

// Upcoming reservation (spec 001 §2): the reservation the visitor found, by lookup or from
// their trips, kept in the session: the hotel's header with its save heart (a post-booking
// page), the stay, its rooms and the summary of charges, cancelled or not. Without a found
// reservation there is nothing to show: the lookup form asks for one.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const lookup = localizePath(LOOKUP_PATH, visitor.locale)
	const found = await orUnavailable(() => rememberedReservation(request, context))
	if (!found) throw redirectFor(request, lookup)
	const [reservation, { header, viewed }, sent] = await Promise.all([
		// A reservation the platform no longer finds asks for the lookup again; a failing platform is the 503 page.
		orUnavailable(() => readFoundReservation(found, visitor.upstream)),
		headerOf(request, context, visitor, found.propertyId),
		notificationsOf(found, visitor),
	])
	if (!reservation) throw redirectFor(request, lookup)
	if (stayHasEnded(reservation, new Date())) throw redirectFor(request, localizePath(EXPIRED_PATH, visitor.locale))
	const t = translatorFor(visitor.locale)
	const changeable = reservation.status === 'CONFIRMED' && reservation.checkInDate > new Date().toISOString().slice(0, 10)
	return json(
		{
			title: t('reservation.pageTitle', { name: t('booking.upcoming.title'), site: t('site.name') }),
			view: stayView(reservation, visitor.locale),
			overview: roomOverviewOf(reservation),
			notifications: sent ? notificationStatusOf(sent, visitor.locale) : null,
			header,
			links: {
				lookup,
				self: localizePath(UPCOMING_PATH, visitor.locale),
				myTrips: visitor.state === 'member' ? localizePath(RESERVATION_PATHS.findReservationList, visitor.locale) : null,
				calendar: reservation.status === 'CONFIRMED' ? localizePath('/reservation/upcomingReservation.ics', visitor.locale) : null,
				// Book another room for the same stay (spec 001 §2 reservation management).
				bookAnother:
					reservation.status === 'CONFIRMED'
						? localizePath(
								rateListPath(
									new URLSearchParams({
										propertyCode: reservation.property.id,
										fromDate: reservation.checkInDate,
										toDate: reservation.checkOutDate,
									}).toString(),
								),
								visitor.locale,
							)
						: null,
				// Spec 001 §4: on the day of arrival, before checking in or to change the time.
				checkIn: checkInStage(reservation.checkInStatus).open ? localizePath(CHECK_IN_PATH, visitor.locale) : null,
				// Before the stay begins (the platform has the last word, in the hotel's time zone).
				cancel: changeable ? localizePath(CANCEL_PATH, visitor.locale) : null,
				change: changeable ? localizePath(MODIFY_RATE_LIST_PATH, visitor.locale) : null,
				// Paid by card: a points stay is offered no upgrade (the platform's rule too).
				upgrade: changeable && !reservation.totalPoints ? localizePath(UPGRADE_PATH, visitor.locale) : null,
			},
		},
		{ headers: { 'Cache-Control': 'private, no-store', ...(viewed ? { 'Set-Cookie': viewed } : {}) } },
	)
}

// Share by e-mail or text, as on the confirmation (the e-mail carries the lookup link).
export const action = ({ request, context }: ActionFunctionArgs) => shareStay(request, context, 'upcoming')

/** What was sent about the stay; the page stands without it (the client has logged the failure). */
async function notificationsOf(found: FoundReservation, visitor: Visitor) {
	try {
		return await foundReservationNotifications(found, visitor.upstream)
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return null
	}
}

/**
 * The hotel's header with its save heart, and the cookie that puts the hotel at the front of
 * the recently viewed (spec 000 §4: on the reservation-lookup page); the page stands without them.
 */
async function headerOf(request: Request, context: Parameters<typeof loader>[0]['context'], visitor: Visitor, propertyId: string) {
	try {
		const property = await sharedHotel(propertyId, visitor.upstream)
		if (!property) return { header: null, viewed: null }
		await noteMigrationStatus(visitor, property)
		const acknowledged = await acknowledgedBrands(request)
		const [header, viewed] = await Promise.all([
			hotelHeaderWithSave(request, context, visitor, property, {
				pageType: 'upcomingReservation',
				here: localizePath(UPCOMING_PATH, visitor.locale),
				acknowledged,
			}),
			recordView(request, viewedHotelOf(property), new Date()),
		])
		return { header, viewed }
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return { header: null, viewed: null }
	}
}

export default function UpcomingReservationPage() {
	const { t } = useManageTranslation()
	useReservationsTranslation()
	const { view, overview, notifications, header, links } = useLoaderData<typeof loader>()
	const shared = useActionData<typeof action>()
	const cancelled = view.status === 'CANCELLED'
	return (
		<div className="upcoming-reservation">
			{header ? (
				<div className="confirmation__hotel">
					<HotelHeader hotel={header.hotel} compact />
					<SaveHotelControl hotelCode={header.hotel.code} hotelName={header.hotel.name} save={header.save} />
				</div>
			) : null}
			<h1>{t(cancelled ? 'booking.upcoming.cancelledTitle' : 'booking.upcoming.title')}</h1>
			<p className="confirmation__number">
				{t('booking.confirmation.number')}: <strong data-testid="confirmation-number">{view.confirmationNumber}</strong>
			</p>
			{cancelled ? <p role="status">{t('booking.upcoming.cancelled')}</p> : <p>{t('booking.upcoming.guest', { name: view.guestName })}</p>}
			<StayDetails view={view} />
			<RoomOverview overview={overview} />
			{notifications ? <NotificationStatus sent={notifications} /> : null}
			{cancelled ? null : <ShareStay action={links.self} answer={shared && 'share' in shared ? shared.share : null} />}
			<ul className="confirmation__actions">
				{links.checkIn ? (
					<li>
						<Link to={links.checkIn}>{t('booking.checkIn.checkInLink')}</Link>
					</li>
				) : null}
				{links.calendar ? (
					<li>
						<a href={links.calendar} download="reservation.ics">
							{t('booking.confirmation.addToCalendar')}
						</a>
					</li>
				) : null}
				{links.bookAnother ? (
					<li>
						<Link to={links.bookAnother}>{t('booking.confirmation.bookAnother')}</Link>
					</li>
				) : null}
				{links.upgrade ? (
					<li>
						<Link to={links.upgrade}>{t('manage.upgrade.upgradeLink')}</Link>
					</li>
				) : null}
				{links.change ? (
					<li>
						<Link to={links.change}>{t('manage.change.changeLink')}</Link>
					</li>
				) : null}
				{links.cancel ? (
					<li>
						<Link to={links.cancel}>{t('booking.cancel.cancelLink')}</Link>
					</li>
				) : null}
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
