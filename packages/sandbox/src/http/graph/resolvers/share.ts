import { count, eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { orders, outbox, reservations } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { status } from './payload-status.ts'
import { loadProperty } from './property.ts'

// Share by e-mail and SMS (spec 001 §7): the stay's details to any address the holder of
// the order id names. It goes to the outbox like every message of the sandbox. Five
// shares an order, so a confirmation page cannot be made into a way to send spam (ours;
// the spec shows no limit).

type ShareInput = { orderId: string; channel: 'EMAIL' | 'SMS'; recipient: string }

export const SHARES_PER_ORDER = 5
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const INTERNATIONAL_PHONE = /^\+[0-9]{8,15}$/

async function shareReservation(context: GraphContext, input: ShareInput) {
	const recipient = input.recipient.trim()
	const valid = input.channel === 'EMAIL' ? EMAIL.test(recipient) && recipient.length <= 80 : INTERNATIONAL_PHONE.test(recipient)
	if (!valid) return { status: status(UPSTREAM_ERROR_CODES.badRequest, 'Not an address this channel can send to', 'recipient') }
	const [order] = await context.db.select().from(orders).where(eq(orders.id, input.orderId))
	if (!order) return { status: status(UPSTREAM_ERROR_CODES.notFound, 'No such order', 'orderId') }
	const [sent] = await context.db.select({ n: count() }).from(outbox).where(eq(outbox.confirmationNumber, order.confirmationNumber))
	// The confirmation e-mail is one of the order's messages; shares come on top of it.
	if ((sent?.n ?? 0) > SHARES_PER_ORDER) return { status: status(UPSTREAM_ERROR_CODES.limitExceeded, 'This stay was shared as often as it may be') }
	const [reservation] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, order.confirmationNumber))
	if (!reservation) throw new Error(`Order ${order.id} names no reservation`)
	const property = await loadProperty(context, reservation.propertyId)
	const hotel = property?.basicInformation.name ?? reservation.propertyId
	const text = `${hotel}: check-in ${reservation.checkInDate}, check-out ${reservation.checkOutDate}. Confirmation ${order.confirmationNumber}.`
	await context.db.insert(outbox).values({
		channel: input.channel === 'EMAIL' ? 'email' : 'sms',
		recipient,
		subject: `Stay details: ${hotel}`,
		body: text,
		confirmationNumber: order.confirmationNumber,
	})
	return { status: status('SUCCESS') }
}

export const shareResolvers: Resolvers = {
	Mutation: {
		shareReservation: (_parent, args: { input: ShareInput }, context) => shareReservation(context, args.input),
	},
}
