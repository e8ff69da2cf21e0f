import { and, eq, isNull, sql } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { orders, outbox, reservationRooms, reservations } from '../../../db/schema/index.ts'
import { hotelToday, nightsBetween } from '../../../db/seed/catalogue/demo-dates.ts'
import { graphError, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { moneyIn } from './money.ts'
import { status } from './payload-status.ts'
import { priceProducts } from './products.ts'
import { loadProperty } from './property.ts'
import { plainName, reservationNode } from './reservations.ts'
import { roomsStillFree } from './room-take.ts'

// Room upgrade data and accepting an upgrade (spec 001 §7 room upgrade data; §2 room
// upgrade): for a confirmed stay not yet begun and paid by card, each room may move to a
// dearer room type at the same rate, for the difference, while the hotel has one for
// every night. Points stays are not offered upgrades (ours: the spec shows no points price
// for one). Accepting changes the room in one statement; the same upgrade again is done.

type ReservationRow = typeof reservations.$inferSelect
type RoomRow = typeof reservationRooms.$inferSelect
type AcceptInput = { confirmationNumber: string; surname: string; roomOrdinal: number; roomCode: string }

async function reservationOf(context: GraphContext, confirmationNumber: string, surname: string) {
	const [row] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, confirmationNumber.trim()))
	return row && plainName(row.guestSurname) === plainName(surname) ? row : null
}

/** Why a reservation takes no upgrade now, or null: cancelled, begun, paid with points. */
async function upgradeRefusal(context: GraphContext, row: ReservationRow, rooms: RoomRow[]) {
	const property = await loadProperty(context, row.propertyId)
	if (!property) throw new Error(`Reservation ${row.confirmationNumber} names no property`)
	if (row.status !== 'CONFIRMED' || row.checkInDate <= hotelToday(context.now, property.timeZone)) return 'E_MOD_DISALLOW'
	if (rooms.some((room) => room.pointsPerNight !== null)) return 'E_MOD_DISALLOW'
	return null
}

/** The dearer room types for one booked room, at its rate, each with its nightly amounts and the difference. */
async function offersFor(context: GraphContext, row: ReservationRow, room: RoomRow) {
	const priced = await priceProducts(context, {
		propertyId: row.propertyId,
		checkInDate: row.checkInDate,
		checkOutDate: row.checkOutDate,
		rooms: [{ adults: room.adults, children: room.children }],
		ratePlanCode: room.ratePlanCode,
	})
	if (priced.code !== 'SUCCESS') return []
	const nights = nightsBetween(row.checkInDate, row.checkOutDate) || 1
	return priced.products
		.map((product) => ({
			product,
			amountPerNight: Math.round(product.totalBeforeTaxes.value / nights),
			taxesPerNight: Math.round(product.totalTaxes.value / nights),
		}))
		.filter((offer) => offer.product.room.code !== room.roomCode && offer.amountPerNight > room.amountPerNight)
		.map((offer) => ({ ...offer, extraPerNight: offer.amountPerNight + offer.taxesPerNight - (room.amountPerNight + room.taxesPerNight), nights }))
}

async function roomUpgradeOffers(context: GraphContext, confirmationNumber: string, surname: string) {
	const row = await reservationOf(context, confirmationNumber, surname)
	if (!row) throw graphError('Reservation not found', 'reservation.not.found')
	const rooms = await context.db
		.select()
		.from(reservationRooms)
		.where(and(eq(reservationRooms.confirmationNumber, row.confirmationNumber), isNull(reservationRooms.cancelledAt)))
	if (await upgradeRefusal(context, row, rooms)) return []
	const property = await loadProperty(context, row.propertyId)
	const money = (value: number) => moneyIn(context, property?.currency ?? 'USD', value)
	const perRoom = await Promise.all(rooms.map(async (room) => ({ room, offers: await offersFor(context, row, room) })))
	return Promise.all(
		perRoom.flatMap(({ room, offers }) =>
			offers.map(async (offer) => ({
				roomOrdinal: room.ordinal,
				fromRoomCode: room.roomCode,
				room: offer.product.room,
				extraPerNight: await money(offer.extraPerNight),
				extraTotal: await money(offer.extraPerNight * offer.nights),
			})),
		),
	)
}

const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), reservation: null })

async function acceptRoomUpgrade(context: GraphContext, input: AcceptInput) {
	const row = await reservationOf(context, input.confirmationNumber, input.surname)
	if (!row) return refused('reservation.not.found', 'Reservation not found')
	const rooms = await context.db
		.select()
		.from(reservationRooms)
		.where(and(eq(reservationRooms.confirmationNumber, row.confirmationNumber), isNull(reservationRooms.cancelledAt)))
	const room = rooms.find((candidate) => candidate.ordinal === input.roomOrdinal)
	if (!room) return refused(UPSTREAM_ERROR_CODES.badRequest, 'The reservation has no such room', 'roomOrdinal')
	const answer = async (current: ReservationRow) => ({ status: status('SUCCESS'), reservation: await reservationNode(context, current) })
	// Accepted already (a double submit, back and submit again): done.
	if (room.roomCode === input.roomCode.trim().toUpperCase()) return answer(row)
	const refusal = await upgradeRefusal(context, row, rooms)
	if (refusal) return refused(refusal, 'This stay takes no upgrade now')
	const offer = (await offersFor(context, row, room)).find((candidate) => candidate.product.room.code === input.roomCode.trim().toUpperCase())
	const gone = () => refused('427', 'That room is no longer available for the stay', 'roomCode')
	if (!offer) return gone()
	const take = { propertyId: row.propertyId, checkInDate: row.checkInDate, checkOutDate: row.checkOutDate, roomCodes: [offer.product.room.code] }
	const upgraded = await context.db.transaction(async (tx) => {
		if (!(await roomsStillFree(tx, take))) return false
		// Only from the room type read: a twin accept that got here first changes nothing twice.
		const [moved] = await tx
			.update(reservationRooms)
			.set({ roomCode: offer.product.room.code, amountPerNight: offer.amountPerNight, taxesPerNight: offer.taxesPerNight })
			.where(
				and(
					eq(reservationRooms.confirmationNumber, row.confirmationNumber),
					eq(reservationRooms.ordinal, room.ordinal),
					eq(reservationRooms.roomCode, room.roomCode),
				),
			)
			.returning({ ordinal: reservationRooms.ordinal })
		if (!moved) return false
		await tx
			.update(reservations)
			.set({ revisionNumber: sql`${reservations.revisionNumber} + 1` })
			.where(eq(reservations.confirmationNumber, row.confirmationNumber))
		await tx
			.update(orders)
			.set({ orderRevisionNumber: sql`${orders.orderRevisionNumber} + 1` })
			.where(eq(orders.confirmationNumber, row.confirmationNumber))
		await tx.insert(outbox).values({
			channel: 'email',
			recipient: row.guestEmail,
			subject: `Your room is upgraded to ${offer.product.room.name}`,
			body: [
				`Dear ${row.guestGivenName} ${row.guestSurname},`,
				`Room ${room.ordinal} of reservation ${row.confirmationNumber} is now a ${offer.product.room.name}.`,
			].join('\n'),
			confirmationNumber: row.confirmationNumber,
		})
		return true
	})
	const [updated] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, row.confirmationNumber))
	if (!updated) throw new Error(`Reservation ${row.confirmationNumber} vanished while it was upgraded`)
	if (upgraded) return answer(updated)
	// The same upgrade, accepted twice at once, went first: done.
	const [now] = await context.db
		.select({ roomCode: reservationRooms.roomCode })
		.from(reservationRooms)
		.where(and(eq(reservationRooms.confirmationNumber, row.confirmationNumber), eq(reservationRooms.ordinal, room.ordinal)))
	return now?.roomCode === offer.product.room.code ? answer(updated) : gone()
}

export const roomUpgradeResolvers: Resolvers = {
	Query: {
		roomUpgradeOffers: (_parent, args: { confirmationNumber: string; surname: string }, context) =>
			roomUpgradeOffers(context, args.confirmationNumber, args.surname),
	},
	Mutation: {
		acceptRoomUpgrade: (_parent, args: { input: AcceptInput }, context) => acceptRoomUpgrade(context, args.input),
	},
}
