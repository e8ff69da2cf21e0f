import { asc, eq } from 'drizzle-orm'
import { outbox, reservations } from '../../../db/schema/index.ts'
import { graphError, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { plainName } from './reservations.ts'

// Notification status (spec 001 §7): the messages sent about a reservation (its
// confirmation, changes, shares, cancellations) as the outbox holds them, oldest first, for
// the holder of the number and the surname. Recipients come back masked: the page shows
// where a message went without repeating an address or a number in full.

/** j•••@example.com, or the last four digits of a phone. */
export function maskedRecipient(recipient: string): string {
	const [name, domain] = recipient.split('@')
	if (domain !== undefined) return `${(name ?? '').slice(0, 1)}•••@${domain}`
	return `•••${recipient.replace(/\D/g, '').slice(-4)}`
}

async function reservationNotifications(context: GraphContext, confirmationNumber: string, surname: string) {
	const number = confirmationNumber.trim()
	const [row] = await context.db.select({ surname: reservations.guestSurname }).from(reservations).where(eq(reservations.confirmationNumber, number))
	if (!row || plainName(row.surname) !== plainName(surname)) throw graphError('Reservation not found', 'reservation.not.found')
	const sent = await context.db.select().from(outbox).where(eq(outbox.confirmationNumber, number)).orderBy(asc(outbox.id))
	return sent.map((message) => ({
		channel: message.channel === 'sms' ? 'SMS' : 'EMAIL',
		recipient: maskedRecipient(message.recipient),
		subject: message.subject,
		sentAt: message.createdAt.toISOString(),
	}))
}

export const notificationResolvers: Resolvers = {
	Query: {
		reservationNotifications: (_parent, args: { confirmationNumber: string; surname: string }, context) =>
			reservationNotifications(context, args.confirmationNumber, args.surname),
	},
}
