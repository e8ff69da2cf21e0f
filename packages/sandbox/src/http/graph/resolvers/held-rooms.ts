import { and, eq, gt, lt, ne } from 'drizzle-orm'
import { cartItems, carts } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'

/** Rooms of one type taken for a stay: a reservation's room, or a live cart's. */
export type RoomHold = { roomCode: string; checkInDate: string; checkOutDate: string; rooms: number }

/**
 * Rooms held by live carts (not yet expired at context.now) at a hotel, for stays that
 * overlap [checkInDate, checkOutDate); `excludeCartId` leaves out the cart being updated,
 * so re-pricing a cart does not count its own rooms against it. Availability
 * (inventory.ts) subtracts them; an expired cart holds nothing, whether or not its row
 * is still stored.
 */
export async function heldRooms(
	context: GraphContext,
	stay: { propertyId: string; checkInDate: string; checkOutDate: string; excludeCartId?: string | null },
): Promise<RoomHold[]> {
	const rows = await context.db
		.select({ roomCode: cartItems.roomCode, checkInDate: carts.checkInDate, checkOutDate: carts.checkOutDate })
		.from(carts)
		.innerJoin(cartItems, eq(cartItems.cartId, carts.id))
		.where(
			and(
				eq(carts.propertyId, stay.propertyId.toUpperCase()),
				gt(carts.expiresAt, context.now),
				lt(carts.checkInDate, stay.checkOutDate),
				gt(carts.checkOutDate, stay.checkInDate),
				stay.excludeCartId ? ne(carts.id, stay.excludeCartId) : undefined,
			),
		)
	return rows.map((row) => ({ ...row, rooms: 1 }))
}
