import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm'
import { reservationRooms, reservations, rooms, stopSells } from '../../../db/schema/index.ts'
import { addDays, hotelToday, nightsBetween } from '../../../db/seed/catalogue/demo-dates.ts'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import type { GraphContext } from '../context.ts'
import { heldRooms, type RoomHold } from './held-rooms.ts'
import type { PriceRequest } from './products.ts'

// Rooms left per room type and night: the hotel's inventory, less confirmed reservations
// and live carts overlapping the night (reservations only for a booking: products.ts),
// and nothing at all on a stop-sell night.

/** The nights of a stay: check-in up to the night before check-out. */
export function nightsOf(checkInDate: string, checkOutDate: string): string[] {
	return Array.from({ length: Math.max(nightsBetween(checkInDate, checkOutDate), 0) }, (_, index) => addDays(checkInDate, index))
}

function inventoryOf(context: GraphContext, propertyId: string) {
	return fromCatalogue(context.db, `inventory:${propertyId}`, () =>
		context.db.select({ code: rooms.code, inventory: rooms.inventory }).from(rooms).where(eq(rooms.propertyId, propertyId)),
	)
}

async function reservedRooms(
	context: GraphContext,
	propertyId: string,
	stay: { checkInDate: string; checkOutDate: string; booking?: PriceRequest['booking'] },
): Promise<RoomHold[]> {
	const changes = stay.booking?.changes
	const rows = await context.db
		.select({ roomCode: reservationRooms.roomCode, checkInDate: reservations.checkInDate, checkOutDate: reservations.checkOutDate })
		.from(reservations)
		.innerJoin(reservationRooms, eq(reservationRooms.confirmationNumber, reservations.confirmationNumber))
		.where(
			and(
				eq(reservations.propertyId, propertyId),
				eq(reservations.status, 'CONFIRMED'),
				isNull(reservationRooms.cancelledAt),
				lt(reservations.checkInDate, stay.checkOutDate),
				gt(reservations.checkOutDate, stay.checkInDate),
				changes ? ne(reservations.confirmationNumber, changes) : undefined,
			),
		)
	return rows.map((row) => ({ ...row, rooms: 1 }))
}

/** Stop-sell nights as dates: offsets count from the hotel's today. */
async function stoppedNights(context: GraphContext, propertyId: string, timeZone: string) {
	const rows = await fromCatalogue(context.db, `stop-sells:${propertyId}`, () => context.db.select().from(stopSells).where(eq(stopSells.propertyId, propertyId)))
	const today = hotelToday(context.now, timeZone)
	return rows.map((row) => {
		const first = addDays(today, row.firstNightOffsetDays)
		return { roomCode: row.roomCode, nights: new Set(nightsOf(first, addDays(first, row.nights))) }
	})
}

/** Rooms left of each room type, one number per night of the stay. */
export async function roomsLeftByNight(
	context: GraphContext,
	property: { id: string; timeZone: string },
	stay: Pick<PriceRequest, 'checkInDate' | 'checkOutDate' | 'excludeCartId' | 'booking'>,
): Promise<Map<string, number[]>> {
	const nights = nightsOf(stay.checkInDate, stay.checkOutDate)
	const [inventory, reserved, held, stopped] = await Promise.all([
		inventoryOf(context, property.id),
		reservedRooms(context, property.id, stay),
		stay.booking ? [] : heldRooms(context.db, context.now, { propertyId: property.id, ...stay }),
		stoppedNights(context, property.id, property.timeZone),
	])
	const taken = [...reserved, ...held]
	const left = new Map<string, number[]>()
	for (const room of inventory) {
		left.set(
			room.code,
			nights.map((night) => {
				if (stopped.some((stop) => (stop.roomCode === null || stop.roomCode === room.code) && stop.nights.has(night))) return 0
				const used = taken
					.filter((hold) => hold.roomCode === room.code && hold.checkInDate <= night && night < hold.checkOutDate)
					.reduce((total, hold) => total + hold.rooms, 0)
				return Math.max(room.inventory - used, 0)
			}),
		)
	}
	return left
}
