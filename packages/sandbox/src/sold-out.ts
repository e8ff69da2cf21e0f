import { and, eq } from 'drizzle-orm'
import type { SandboxDb } from './db/connection.ts'
import { newConfirmationNumber } from './db/confirmation-numbers.ts'
import { reservationRooms, reservations, rooms } from './db/schema/index.ts'

export type SoldOutStay = { propertyId: string; roomCode: string; checkInDate: string; checkOutDate: string }

/**
 * For tests: other guests book every room of one type for a stay (all but `leaving`),
 * straight in the hotel's system, as if the rooms sold while a guest was still typing.
 * Returns how many rooms were sold (0 for a room the hotel does not have).
 */
export async function sellOutRoom(db: SandboxDb, stay: SoldOutStay, leaving = 0): Promise<number> {
	const [room] = await db
		.select()
		.from(rooms)
		.where(and(eq(rooms.propertyId, stay.propertyId), eq(rooms.code, stay.roomCode)))
	const selling = Math.max((room?.inventory ?? 0) - leaving, 0)
	for (let index = 0; index < selling; index++) {
		const confirmationNumber = await newConfirmationNumber(db)
		await db.insert(reservations).values({
			confirmationNumber,
			propertyId: stay.propertyId,
			guestGivenName: 'Other',
			guestSurname: 'Guest',
			guestEmail: 'other@example.com',
			status: 'CONFIRMED',
			checkInDate: stay.checkInDate,
			checkOutDate: stay.checkOutDate,
		})
		await db
			.insert(reservationRooms)
			.values({ confirmationNumber, ordinal: 1, roomCode: stay.roomCode, ratePlanCode: 'FLEX', adults: 1, children: 0, amountPerNight: 1, taxesPerNight: 0 })
	}
	return selling
}
