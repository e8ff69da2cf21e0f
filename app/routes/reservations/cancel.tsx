import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { stayView } from '#app/models/confirmation.ts'
import { refusalMessage, type RefusalMessage } from '#app/models/reservation-errors.ts'
import { localizePath } from '#app/models/locale.ts'
import { CANCEL_PATH, LOOKUP_PATH, UPCOMING_PATH } from '#app/models/reservation-lookup.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { foundReservationDetails, requireFoundReservation } from '#app/routes/reservations/found-reservation.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { rememberedReservation } from '#app/services/reservation-session.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { ChoiceGroup } from '#app/ui/form-fields/choices.tsx'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { StayDetails } from '#app/ui/stay-details.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { cancelRooms } from '#app/services/manage-reservation.server.ts'

// Cancel a reservation, or one of its rooms (spec 001 §2 upcoming-reservation
// cancellation, cancel room modal, cancel all rooms): a confirm step, then the platform
// cancels and the upcoming-reservation page shows the result. The reservation is the one
// the session found; the spec's confirmationNumbers query is taken (its first value only)
// when it names that reservation, and dropped from the address. A repeat (a double submit,
// back and submit again) finds it cancelled already and shows the same result.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const lookup = localizePath(LOOKUP_PATH, visitor.locale)
	const here = localizePath(CANCEL_PATH, visitor.locale)
	const found = await requireFoundReservation(request, context)
	const named = new URL(request.url).searchParams.get('confirmationNumbers')
	if (named !== null) throw redirectFor(request, named.trim() === found.confirmationNumber ? here : lookup)
	const reservation = await foundReservationDetails(request, context, found)
	if (reservation.status === 'CANCELLED') throw redirectFor(request, localizePath(UPCOMING_PATH, visitor.locale))
	const t = translatorFor(visitor.locale)
	const view = stayView(reservation, visitor.locale)
	return json(
		{
			title: t('reservation.pageTitle', { name: t('booking.cancel.title'), site: t('site.name') }),
			view,
			// More than one room still booked: the guest may cancel one of them, or all.
			rooms: view.rooms.filter((room) => !room.cancelled).map((room) => ({ ordinal: room.ordinal, name: room.roomName })),
			action: here,
			upcoming: localizePath(UPCOMING_PATH, visitor.locale),
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const upcoming = localizePath(UPCOMING_PATH, visitor.locale)
	const choice = String((await readFormData(request)).get('rooms') ?? 'all')
	const found = await orUnavailable(() => rememberedReservation(request, context))
	if (!found) return redirectFor(request, localizePath(LOOKUP_PATH, visitor.locale))
	const roomOrdinals = choice === 'all' ? [] : /^\d{1,2}$/.test(choice) ? [Number(choice)] : null
	if (!roomOrdinals) return json({ error: { key: 'booking.cancel.errors.chooseRooms' } }, { status: 400 })
	const cancelled = await orUnavailable(() => cancelRooms(found, roomOrdinals, visitor.upstream))
	if (cancelled.ok || cancelled.code === 'E_ALREADY_CANCELLED') {
		const whole = choice === 'all' || (cancelled.ok && cancelled.reservation.status === 'CANCELLED')
		return redirectWithNotice(request, upcoming, whole ? 'reservation.notice.reservationCancelled' : 'reservation.notice.roomCancelled')
	}
	logger.warn('cancel reservation: refused', { code: cancelled.code })
	const { error, status } = refusalMessage(cancelled.code)
	return json({ error }, { status })
}

export default function ConfirmCancellationPage() {
	const { t } = useBookingTranslation()
	useReservationsTranslation()
	const { view, rooms, action, upcoming } = useLoaderData<typeof loader>()
	// The action answers data only when it refuses; otherwise it redirects.
	const refused = (useActionData<typeof action>() as { error?: RefusalMessage } | undefined)?.error ?? null
	useBookingErrorsTranslation(refused != null)
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formAction === action
	return (
		<div className="cancel-reservation">
			<h1>{t('booking.cancel.title')}</h1>
			<ErrorSummary id="cancel-errors" messages={refused ? [t(refused.key, { code: refused.code })] : []} />
			<p className="confirmation__number">
				{t('booking.confirmation.number')}: <strong data-testid="confirmation-number">{view.confirmationNumber}</strong>
			</p>
			<StayDetails view={view} />
			<Form method="post" action={action} className="cancel-reservation__form">
				{rooms.length > 1 ? (
					<ChoiceGroup
						field={{ id: 'cancel', name: 'rooms', errorId: 'cancel-error', values: ['all'] }}
						legend={t('booking.cancel.which')}
						type="radio"
						choices={[
							{ value: 'all', label: t('booking.cancel.allRooms') },
							...rooms.map((room) => ({ value: String(room.ordinal), label: t('booking.cancel.room', { number: room.ordinal, name: room.name }) })),
						]}
					/>
				) : (
					<input type="hidden" name="rooms" value="all" />
				)}
				<p>{t('booking.cancel.question')}</p>
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t('booking.cancel.submit')}
				</button>
			</Form>
			<p>
				<Link to={upcoming}>{t('booking.cancel.keep')}</Link>
			</p>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
