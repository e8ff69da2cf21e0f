import type { LoaderFunctionArgs } from '@remix-run/node'
import { calendarEventOf } from '#app/models/confirmation.ts'
import { calendarFile, noStayToAdd } from '#app/http/calendar-file.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { placedOrder } from './confirmation.server.ts'

// Add to calendar (spec 001 §1): the confirmed stay as an iCalendar file. It is the
// session's last order, so the URL carries nothing about the reservation.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const { locale } = await getVisitor(request, context)
	const placed = await placedOrder(request, context)
	const reservation = placed.kind === 'order' ? placed.order.items[0]?.reservation : undefined
	if (!reservation) return noStayToAdd()
	const t = translatorFor(locale)
	const hotel = reservation.property.basicInformation.name
	return calendarFile(
		calendarEventOf(reservation, {
			title: t('booking.calendar.title', { hotel }),
			description: t('booking.calendar.description', { number: reservation.confirmationNumber }),
		}),
	)
}
