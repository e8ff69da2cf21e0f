import { count, eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { orders, outbox, reservations } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { status } from './payload-status.ts'
import { loadProperty } from './property.ts'
import { plainName } from './reservations.ts'

// Share by e-mail and SMS (spec 001 §7): the stay's details to any address the holder of
// the order id (the confirmation) or of the confirmation number and surname (the upcoming
// reservation) names, with the lookup link when the caller gives one. It goes to the
// outbox like every message of the sandbox. Five shares a reservation, so a page cannot be
// made into a way to send spam (ours; the spec shows no limit).

type ShareInput = {
	orderId?: string | null
	confirmationNumber?: string | null
	surname?: string | null
	channel: 'EMAIL' | 'SMS'
	recipient: string
	lookupLink?: string | null
}

export const SHARES_PER_ORDER = 5
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const INTERNATIONAL_PHONE = /^\+[0-9]{8,15}$/

async function shareReservation(context: GraphContext, input: ShareInput) {
	const recipient = input.recipient.trim()
	const valid = input.channel === 'EMAIL' ? EMAIL.test(recipient) && recipient.length <= 80 : INTERNATIONAL_PHONE.test(recipient)
	if (!valid) return { status: status(UPSTREAM_ERROR_CODES.badRequest, 'Not an address this channel can send to', 'recipient') }
	const link = input.lookupLink?.trim() || null
	if (link && (!/^https?:\/\/\S+$/.test(link) || link.length > 4_200)) return { status: status(UPSTREAM_ERROR_CODES.badRequest, 'Not a link', 'lookupLink') }
	const reservation = await reservationShared(context, input)
	if (!reservation) return { status: status(UPSTREAM_ERROR_CODES.notFound, 'No such reservation', input.orderId ? 'orderId' : 'confirmationNumber') }
	const number = reservation.confirmationNumber
	const [sent] = await context.db.select({ n: count() }).from(outbox).where(eq(outbox.confirmationNumber, number))
	// The confirmation e-mail is one of the reservation's messages; shares come on top of it.
	if ((sent?.n ?? 0) > SHARES_PER_ORDER) return { status: status(UPSTREAM_ERROR_CODES.limitExceeded, 'This stay was shared as often as it may be') }
	const property = await loadProperty(context, reservation.propertyId)
	const hotel = property?.basicInformation.name ?? reservation.propertyId
	const text = `${hotel}: check-in ${reservation.checkInDate}, check-out ${reservation.checkOutDate}. Confirmation ${number}.`
	await context.db.insert(outbox).values({
		channel: input.channel === 'EMAIL' ? 'email' : 'sms',
		recipient,
		subject: `Stay details: ${hotel}`,
		// A text stays short; the e-mail carries the link that opens the reservation.
		body: link && input.channel === 'EMAIL' ? `${text}\nSee the reservation: ${link}` : text,
		confirmationNumber: number,
	})
	return { status: status('SUCCESS') }
}

/** The reservation shared: the order's, or the one the number and the surname name. */
async function reservationShared(context: GraphContext, input: ShareInput) {
	if (input.orderId) {
		const [order] = await context.db.select().from(orders).where(eq(orders.id, input.orderId))
		if (!order) return null
		const [row] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, order.confirmationNumber))
		return row ?? null
	}
	const [row] = await context.db
		.select()
		.from(reservations)
		.where(eq(reservations.confirmationNumber, (input.confirmationNumber ?? '').trim()))
	return row && plainName(row.guestSurname) === plainName(input.surname ?? '') ? row : null
}

export const shareResolvers: Resolvers = {
	Mutation: {
		shareReservation: (_parent, args: { input: ShareInput }, context) => shareReservation(context, args.input),
	},
}
