import { z } from 'zod'

// An existing reservation as the data graph answers it (Query.reservation, Customer.reservations):
// what changing it needs — the hotel, the stay and the rooms as booked.

export const ReservationSummarySchema = z.object({
	confirmationNumber: z.string(),
	status: z.enum(['CONFIRMED', 'CANCELLED']),
	property: z.object({ id: z.string(), seoNickname: z.string(), basicInformation: z.object({ name: z.string() }) }),
	checkInDate: z.string(),
	checkOutDate: z.string(),
	numberOfNights: z.number().int(),
	guest: z.object({ givenName: z.string(), surname: z.string(), customerId: z.string().nullish() }),
	rooms: z.array(
		z.object({
			ordinal: z.number().int(),
			adults: z.number().int(),
			children: z.number().int(),
			room: z.object({ code: z.string(), name: z.string() }),
			ratePlan: z.object({ code: z.string(), name: z.string() }),
		}),
	),
	revisionNumber: z.number().int(),
})
export type ReservationSummary = z.infer<typeof ReservationSummarySchema>

/** A message sent about a reservation (spec 001 §7 notification status), its recipient masked. */
export const ReservationNotificationSchema = z.object({
	channel: z.enum(['EMAIL', 'SMS']),
	recipient: z.string(),
	subject: z.string(),
	sentAt: z.string(),
})
export type ReservationNotification = z.infer<typeof ReservationNotificationSchema>
