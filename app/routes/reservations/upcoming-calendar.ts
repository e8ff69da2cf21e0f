import type { LoaderFunctionArgs } from '@remix-run/node'
import { calendarEventOf } from '#app/models/confirmation.ts'
import { calendarFile, noStayToAdd } from '#app/http/calendar-file.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { rememberedReservation } from '#app/services/reservation-session.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { readFoundReservation } from '#app/services/manage-reservation.server.ts'

// Add to calendar from the upcoming-reservation page: the reservation the session found,
// as an iCalendar file (the same event as the confirmation's); nothing for a cancelled one.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const found = await orUnavailable(() => rememberedReservation(request, context))
	if (!found) return noStayToAdd()
	const reservation = await orUnavailable(() => readFoundReservation(found, visitor.upstream))
	if (!reservation || reservation.status !== 'CONFIRMED') return noStayToAdd()
	const t = translatorFor(visitor.locale)
	const hotel = reservation.property.basicInformation.name
	return calendarFile(
		calendarEventOf(reservation, {
			title: t('booking.calendar.title', { hotel }),
			description: t('booking.calendar.description', { number: reservation.confirmationNumber }),
		}),
	)
}
