import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { outbox, reservationRooms, reservations } from '../../../db/schema/index.ts'
import { hotelToday } from '../../../db/seed/catalogue/demo-dates.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { isRollback } from './orders.ts'
import { status } from './payload-status.ts'
import { loadProperty } from './property.ts'
import { plainName, reservationNode } from './reservations.ts'

// Cancelling a reservation, or some of its rooms (spec 001 §2): for whoever holds the
// confirmation number and the guest's surname, as the lookup. Each cancelled room frees its
// inventory; the last one cancels the reservation. A repeat is E_ALREADY_CANCELLED, so a
// double submit cancels once; a stay that has begun is E_MOD_DISALLOW. The guest is told
// by e-mail (the outbox).

type CancelInput = { confirmationNumber: string; surname: string; roomOrdinals?: number[] | null }

const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), reservation: null })

async function cancelReservation(context: GraphContext, input: CancelInput) {
	const number = input.confirmationNumber.trim()
	const [row] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
	// The same answer for a wrong surname as for an unknown number, as the lookup gives.
	if (!row || plainName(row.guestSurname) !== plainName(input.surname)) return refused('reservation.not.found', 'Reservation not found')
	if (row.status === 'CANCELLED') return refused('E_ALREADY_CANCELLED', 'The reservation is cancelled already')
	const property = await loadProperty(context, row.propertyId)
	if (!property) throw new Error(`Reservation ${number} names no property`)
	if (row.checkInDate <= hotelToday(context.now, property.timeZone)) return refused('E_MOD_DISALLOW', 'A stay that has begun is changed at the hotel')

	const rooms = await context.db.select().from(reservationRooms).where(eq(reservationRooms.confirmationNumber, number))
	const asked = input.roomOrdinals?.length ? [...new Set(input.roomOrdinals)] : rooms.map((room) => room.ordinal)
	if (asked.some((ordinal) => !rooms.some((room) => room.ordinal === ordinal))) {
		return refused(UPSTREAM_ERROR_CODES.badRequest, 'The reservation has no such room', 'roomOrdinals')
	}
	const stillBooked = rooms.filter((room) => room.cancelledAt === null)
	if (asked.every((ordinal) => !stillBooked.some((room) => room.ordinal === ordinal)))
		return refused('E_ALREADY_CANCELLED', 'Those rooms are cancelled already')

	// Two cancellations at once: the reservation's row lock (taken first) queues the second,
	// which then frees only what is still booked, and nothing at all is a repeat.
	const cancelled = await context.db
		.transaction(async (tx) => {
			await tx
				.update(reservations)
				.set({ revisionNumber: sql`${reservations.revisionNumber} + 1` })
				.where(eq(reservations.confirmationNumber, number))
			const freed = await tx
				.update(reservationRooms)
				.set({ cancelledAt: context.now })
				.where(and(eq(reservationRooms.confirmationNumber, number), inArray(reservationRooms.ordinal, asked), isNull(reservationRooms.cancelledAt)))
				.returning({ ordinal: reservationRooms.ordinal })
			if (freed.length === 0) return tx.rollback()
			const [left] = await tx
				.select({ rooms: count() })
				.from(reservationRooms)
				.where(and(eq(reservationRooms.confirmationNumber, number), isNull(reservationRooms.cancelledAt)))
			const cancelsAll = (left?.rooms ?? 0) === 0
			if (cancelsAll) await tx.update(reservations).set({ status: 'CANCELLED', cancelledAt: context.now }).where(eq(reservations.confirmationNumber, number))
			const what = cancelsAll ? 'is cancelled' : `has ${freed.length === 1 ? 'one room' : `${freed.length} rooms`} fewer`
			await tx.insert(outbox).values({
				channel: 'email',
				recipient: row.guestEmail,
				subject: `Your reservation at ${property.basicInformation.name} ${what}`,
				body: [`Dear ${row.guestGivenName} ${row.guestSurname},`, `Your reservation ${number} at ${property.basicInformation.name} ${what}.`].join('\n'),
				confirmationNumber: number,
			})
			return true
		})
		.catch((error: unknown) => {
			if (isRollback(error)) return false
			throw error
		})
	if (!cancelled) return refused('E_ALREADY_CANCELLED', 'Those rooms are cancelled already')
	const [updated] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
	if (!updated) throw new Error(`Reservation ${number} vanished while it was cancelled`)
	return { status: status('SUCCESS'), reservation: await reservationNode(context, updated) }
}

export const cancellationResolvers: Resolvers = {
	Mutation: {
		cancelReservation: (_parent, args: { input: CancelInput }, context) => cancelReservation(context, args.input),
	},
}
