import { and, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { SandboxDb } from '../../../db/connection.ts'
import { reservationRooms, reservations, rooms, stopSells } from '../../../db/schema/index.ts'
import { addDays, hotelToday, nightsBetween } from '../../../db/seed/catalogue/demo-dates.ts'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import type { GraphContext } from '../context.ts'
import { heldRoomsQuery, type RoomHold } from './held-rooms.ts'
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

/**
 * Rooms of confirmed reservations (not cancelled) at a hotel for nights of the stay, of the
 * `roomCodes` given or of every type, but those of the reservation a change replaces.
 * Read through the database, or through the transaction of a take (room-take.ts).
 */
export async function reservedRooms(db: Pick<SandboxDb, 'select'>, stay: ReservedStay): Promise<RoomHold[]> {
	const rows = await reservedRoomsQuery(db, stay)
	return rows.map((row) => ({ ...row, rooms: 1 }))
}

type ReservedStay = { propertyId: string; checkInDate: string; checkOutDate: string; changes?: string | null; roomCodes?: string[] }

function reservedRoomsQuery(db: Pick<SandboxDb, 'select'>, stay: ReservedStay) {
	return db
		.select({ roomCode: reservationRooms.roomCode, checkInDate: reservations.checkInDate, checkOutDate: reservations.checkOutDate })
		.from(reservations)
		.innerJoin(reservationRooms, eq(reservationRooms.confirmationNumber, reservations.confirmationNumber))
		.where(
			and(
				eq(reservations.propertyId, stay.propertyId),
				eq(reservations.status, 'CONFIRMED'),
				isNull(reservationRooms.cancelledAt),
				stay.roomCodes ? inArray(reservationRooms.roomCode, stay.roomCodes) : undefined,
				lt(reservations.checkInDate, stay.checkOutDate),
				gt(reservations.checkOutDate, stay.checkInDate),
				stay.changes ? ne(reservations.confirmationNumber, stay.changes) : undefined,
			),
		)
}

/**
 * Rooms taken for the stay: reserved, and held by live carts unless `holds` is null (a
 * booking counts reservations only). One query for both: each query to the sandbox's
 * database has a cost of its own, larger than these small reads.
 */
async function takenRooms(
	db: Pick<SandboxDb, 'select'>,
	reserved: ReservedStay,
	holds: { now: Date; stay: Parameters<typeof heldRoomsQuery>[2] } | null,
): Promise<RoomHold[]> {
	const rows = await (holds ? unionAll(reservedRoomsQuery(db, reserved), heldRoomsQuery(db, holds.now, holds.stay)) : reservedRoomsQuery(db, reserved))
	return rows.map((row) => ({ ...row, rooms: 1 }))
}

/** Stop-sell nights as dates: offsets count from the hotel's today. */
async function stoppedNights(context: GraphContext, propertyId: string, timeZone: string) {
	const rows = await fromCatalogue(context.db, `stop-sells:${propertyId}`, () =>
		context.db.select().from(stopSells).where(eq(stopSells.propertyId, propertyId)),
	)
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
	stay: Pick<PriceRequest, 'checkInDate' | 'checkOutDate' | 'excludeCartId' | 'booking' | 'changes'>,
): Promise<Map<string, number[]>> {
	const nights = nightsOf(stay.checkInDate, stay.checkOutDate)
	const [inventory, taken, stopped] = await Promise.all([
		inventoryOf(context, property.id),
		takenRooms(
			context.db,
			{ propertyId: property.id, ...stay, changes: stay.booking ? stay.booking.changes : stay.changes },
			stay.booking ? null : { now: context.now, stay: { propertyId: property.id, ...stay } },
		),
		stoppedNights(context, property.id, property.timeZone),
	])
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
