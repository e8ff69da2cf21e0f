import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { SNA_CUTOFF_HOUR } from '@meridian/upstream-contract/contract.ts'
import { checkInStage } from '#app/models/check-in.ts'
import { stayView } from '#app/models/confirmation.ts'
import { localizePath } from '#app/models/locale.ts'
import { CHECK_IN_CONFIRMATION_PATH, CHECK_IN_PATH, LOOKUP_PATH, UPCOMING_PATH } from '#app/models/reservation-lookup.ts'
import { refusalMessage, type RefusalMessage } from '#app/models/reservation-errors.ts'
import { ARRIVAL_TIMES } from '#app/models/room-requests.ts'
import { foundReservationDetails, requireFoundReservation } from '#app/routes/reservations/found-reservation.server.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { rememberedReservation } from '#app/services/reservation-session.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { SelectField } from '#app/ui/form-fields.tsx'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { checkIn } from '#app/services/manage-reservation.server.ts'

// Check-in now (spec 001 §1, §2 /reservation/check-in-details.mi): on the day of arrival,
// the guest of the reservation the session found says when they will arrive and is
// checked in; before 14:00 (the SNA cut-off) the hotel is asked to have the room ready
// early. The same day the time can be changed; on any other day the page says when
// check-in opens.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const reservation = await foundReservationDetails(request, context, await requireFoundReservation(request, context))
	const t = translatorFor(visitor.locale)
	const stage = checkInStage(reservation.checkInStatus)
	return json(
		{
			title: t('reservation.pageTitle', { name: t('booking.checkIn.title'), site: t('site.name') }),
			view: stayView(reservation, visitor.locale),
			open: stage.open,
			// Checked in today already: the same form changes the arrival time.
			checkedIn: stage.arrivalTimeChangeable,
			arrivalTime: reservation.arrivalTime ?? '15:00',
			action: localizePath(CHECK_IN_PATH, visitor.locale),
			upcoming: localizePath(UPCOMING_PATH, visitor.locale),
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const arrivalTime = String((await readFormData(request)).get('arrivalTime') ?? '')
	if (!ARRIVAL_TIMES.includes(arrivalTime)) return json({ error: { key: 'booking.checkIn.arrivalTimeRequired' } }, { status: 400 })
	const found = await orUnavailable(() => rememberedReservation(request, context))
	if (!found) return redirectFor(request, localizePath(LOOKUP_PATH, visitor.locale))
	const checkedIn = await orUnavailable(() => checkIn(found, arrivalTime, visitor.upstream))
	if (checkedIn.ok) return redirectFor(request, localizePath(CHECK_IN_CONFIRMATION_PATH, visitor.locale))
	logger.warn('check-in now: refused', { code: checkedIn.code })
	const { error, status } = refusalMessage(checkedIn.code)
	return json({ error }, { status })
}

export default function CheckInDetailsPage() {
	const { t } = useBookingTranslation()
	useReservationsTranslation()
	const { view, open, checkedIn, arrivalTime, action, upcoming } = useLoaderData<typeof loader>()
	const refused = (useActionData<typeof action>() as { error?: RefusalMessage } | undefined)?.error ?? null
	useBookingErrorsTranslation(refused != null)
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formAction === action
	return (
		<div className="check-in">
			<h1>{t('booking.checkIn.title')}</h1>
			<ErrorSummary id="check-in-errors" messages={refused ? [t(refused.key, { code: refused.code })] : []} />
			<p className="confirmation__number">
				{t('booking.confirmation.number')}: <strong data-testid="confirmation-number">{view.confirmationNumber}</strong>
			</p>
			<p>
				{view.hotelName} · {t('reservation.guestInfo.dates', { checkIn: view.checkIn, checkOut: view.checkOut })}
			</p>
			{open ? (
				<Form method="post" action={action} className="check-in__form">
					{checkedIn ? <p role="status">{t('booking.checkIn.already', { time: arrivalTime })}</p> : null}
					<SelectField
						field={{ id: 'check-in-arrival', name: 'arrivalTime', errorId: 'check-in-arrival-error', initialValue: arrivalTime }}
						label={t('booking.checkIn.arrivalTime')}
						required
						options={ARRIVAL_TIMES.map((time) => ({ value: time, label: time }))}
						hint={t('booking.checkIn.earlyHint', { hour: `${SNA_CUTOFF_HOUR}:00` })}
					/>
					<button type="submit" disabled={submitting} aria-busy={submitting}>
						{t(checkedIn ? 'booking.checkIn.change' : 'booking.checkIn.submit')}
					</button>
				</Form>
			) : (
				<p role="status">{t('booking.checkIn.notOpen')}</p>
			)}
			<p>
				<Link to={upcoming}>{t('booking.checkIn.back')}</Link>
			</p>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
