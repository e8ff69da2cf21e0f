import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm'
import type { SandboxDb } from '../../../db/connection.ts'
import { cartItems, carts } from '../../../db/schema/index.ts'

/** Rooms of one type taken for a stay: a reservation's room, or a live cart's. */
export type RoomHold = { roomCode: string; checkInDate: string; checkOutDate: string; rooms: number }

/**
 * Rooms held by live carts (not yet expired at `now`) at a hotel, for stays that
 * overlap [checkInDate, checkOutDate), of the `roomCodes` given or of every type;
 * `excludeCartId` leaves out the cart being updated, so re-pricing a cart does not count
 * its own rooms against it. Availability (inventory.ts) and a cart's take (room-take.ts,
 * through its transaction) subtract them; an expired cart holds nothing, whether or not
 * its row is still stored.
 */
export async function heldRooms(db: Pick<SandboxDb, 'select'>, now: Date, stay: HeldStay): Promise<RoomHold[]> {
	const rows = await heldRoomsQuery(db, now, stay)
	return rows.map((row) => ({ ...row, rooms: 1 }))
}

type HeldStay = { propertyId: string; checkInDate: string; checkOutDate: string; excludeCartId?: string | null; roomCodes?: string[] }

/** The query of heldRooms, not yet run: availability runs it together with the reserved rooms' (inventory.ts). */
export function heldRoomsQuery(db: Pick<SandboxDb, 'select'>, now: Date, stay: HeldStay) {
	return db
		.select({ roomCode: cartItems.roomCode, checkInDate: carts.checkInDate, checkOutDate: carts.checkOutDate })
		.from(carts)
		.innerJoin(cartItems, eq(cartItems.cartId, carts.id))
		.where(
			and(
				eq(carts.propertyId, stay.propertyId.toUpperCase()),
				gt(carts.expiresAt, now),
				stay.roomCodes ? inArray(cartItems.roomCode, stay.roomCodes) : undefined,
				lt(carts.checkInDate, stay.checkOutDate),
				gt(carts.checkOutDate, stay.checkInDate),
				stay.excludeCartId ? ne(carts.id, stay.excludeCartId) : undefined,
			),
		)
}
