import { createEvent, type EventAttributes } from 'ics'
import { logger } from '#app/services/logger.server.ts'

// Add to calendar (spec 001 §1): a stay as an iCalendar file, made with the `ics` library.

export function calendarFile(event: EventAttributes): Response {
	const { error, value } = createEvent(event)
	if (error || !value) {
		logger.error('calendar file not made', { error: String(error) })
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

export const noStayToAdd = () => new Response('No confirmed stay to add.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
