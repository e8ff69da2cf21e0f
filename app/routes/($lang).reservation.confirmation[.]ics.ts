import type { LoaderFunctionArgs } from '@remix-run/node'
import { createEvent } from 'ics'
import { calendarEventOf } from '#app/models/confirmation.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { placedOrder } from './($lang).reservation.confirmation.server.ts'

// Add to calendar (spec 001 §1): the confirmed stay as an iCalendar file. It is the
// session's last order, so the URL carries nothing about the reservation.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const { locale } = await getVisitor(request, context)
	const placed = await placedOrder(request, context)
	if (placed.kind !== 'order') return new Response('No confirmed stay to add.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	const t = translatorFor(locale)
	const [item] = placed.order.items
	const hotel = item?.reservation.property.basicInformation.name ?? ''
	const event = calendarEventOf(placed.order, {
		title: t('booking.calendar.title', { hotel }),
		description: t('booking.calendar.description', { number: item?.basicInformation.confirmationNumber ?? '' }),
	})
	const { error, value } = createEvent(event)
	if (error || !value) {
		logger.error('confirmation: calendar file not made', { error: String(error) })
		return new Response('The calendar file could not be made.', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	}
	return new Response(value, {
		headers: {
			'Content-Type': 'text/calendar; charset=utf-8',
			'Content-Disposition': 'attachment; filename="reservation.ics"',
			'Cache-Control': 'private, no-store',
		},
	})
}
