import { and, asc, eq, inArray } from 'drizzle-orm'
import type { SandboxDb } from '../../../db/connection.ts'
import { rooms } from '../../../db/schema/index.ts'
import type { PricedSelection } from './cart-node.ts'
import { heldRooms } from './held-rooms.ts'
import { nightsOf, reservedRooms } from './inventory.ts'

// Taking rooms (issue 31): a booking, a change, an upgrade or a cart's hold checks that
// the hotel still has the rooms inside the transaction that writes, behind a lock on the
// room types taken, so of two guests asking for the last room at the same moment one
// waits for the other and then sees it gone. Rooms are counted, not stored as a number
// left, so a stay of several nights is one reservation row: every night or none.

type Transaction = Parameters<Parameters<SandboxDb['transaction']>[0]>[0]

/** What a transaction answers when the rooms went to another guest first: the caller's 427. */
export const ROOMS_GONE = 'ROOMS_GONE'

/**
 * Rooms a reservation or a cart is to hold: one code per room, the reservation a change
 * replaces, and for a cart the live holds that count too (all but its own).
 */
export type RoomTake = {
	propertyId: string
	checkInDate: string
	checkOutDate: string
	roomCodes: string[]
	changes?: string | null
	holds?: { now: Date; exceptCart: string | null }
}

/** What a priced cart takes for its stay. */
export const takeOf = (
	stay: { propertyId: string; checkInDate: string; checkOutDate: string },
	priced: PricedSelection,
	changes: string | null = null,
): RoomTake => ({
	propertyId: stay.propertyId,
	checkInDate: stay.checkInDate,
	checkOutDate: stay.checkOutDate,
	roomCodes: priced.items.map((item) => item.product.room.code),
	changes,
})

/**
 * Locks the room types taken (their rows of `rooms`, in code order, so two takes never
 * wait on each other crosswise) until the transaction ends, then says whether every room
 * asked is free on every night: the hotel's inventory less confirmed reservations as they
 * stand once the lock is held (a take before this one has committed by then), less the
 * reservation being changed (and, for a cart, less the rooms live carts hold). Call it
 * first in the transaction, before anything is written.
 * PGlite runs one transaction at a time anyway; PostgreSQL needs the lock.
 */
export async function roomsStillFree(tx: Transaction, take: RoomTake): Promise<boolean> {
	const codes = [...new Set(take.roomCodes)].sort()
	const locked = await tx
		.select({ code: rooms.code, inventory: rooms.inventory })
		.from(rooms)
		.where(and(eq(rooms.propertyId, take.propertyId), inArray(rooms.code, codes)))
		.orderBy(asc(rooms.code))
		.for('update')
	if (locked.length !== codes.length) return false
	const booked = await reservedRooms(tx, { ...take, roomCodes: codes })
	const held = take.holds ? await heldRooms(tx, take.holds.now, { ...take, excludeCartId: take.holds.exceptCart, roomCodes: codes }) : []
	const taken = [...booked, ...held]
	return nightsOf(take.checkInDate, take.checkOutDate).every((night) =>
		locked.every((room) => {
			const asked = take.roomCodes.filter((code) => code === room.code).length
			const used = taken.filter((row) => row.roomCode === room.code && row.checkInDate <= night && night < row.checkOutDate).length
			return room.inventory - used >= asked
		}),
	)
}
