import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { localizePath } from '#app/models/locale.ts'
import { CONFIRMATION_PATH } from '#app/models/reservation-pages.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { requireMember } from '#app/http/require-member.server.ts'
import { rememberedOrder } from '#app/services/booking-session.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { saveToMyTrips } from '#app/services/placed-order.server.ts'

// Save to my trips (spec 001 §2): a stay booked as a guest goes into the trips of the
// member who signs in. Signing in comes back here; the page asks with one button (a GET
// changes nothing), and the post saves and goes back to the confirmation with a notice.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await requireMember(request, context)
	const confirmation = localizePath(CONFIRMATION_PATH, visitor.locale)
	const placed = await orUnavailable(() => rememberedOrder(request, context))
	if (!placed) throw redirectFor(request, confirmation)
	const t = translatorFor(visitor.locale)
	return json({
		title: t('reservation.pageTitle', { name: t('booking.saveToTrips.title'), site: t('site.name') }),
		confirmationNumber: placed.confirmationNumber,
		confirmation,
		action: localizePath('/reservation/saveToMyTrips.mi', visitor.locale),
	})
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await requireMember(request, context)
	const confirmation = localizePath(CONFIRMATION_PATH, visitor.locale)
	const placed = await orUnavailable(() => rememberedOrder(request, context))
	if (!placed) return redirectFor(request, confirmation)
	const saved = await orUnavailable(() => saveToMyTrips(placed.orderId, visitor.upstream))
	if (!saved.ok) logger.warn('save to my trips: refused', { code: saved.code })
	return redirectWithNotice(request, confirmation, saved.ok ? 'reservation.notice.savedToTrips' : 'reservation.notice.tripsRefused')
}

export default function SaveToMyTripsPage() {
	const { t } = useBookingTranslation()
	useReservationsTranslation()
	const { confirmationNumber, confirmation, action } = useLoaderData<typeof loader>()
	return (
		<div className="save-to-trips">
			<h1>{t('booking.saveToTrips.title')}</h1>
			<Form method="post" action={action}>
				<p>{t('booking.saveToTrips.question', { number: confirmationNumber })}</p>
				<button type="submit">{t('booking.saveToTrips.save')}</button>
			</Form>
			<p>
				<Link to={confirmation}>{t('booking.saveToTrips.back')}</Link>
			</p>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
