import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq, gt, isNull, like, lte } from 'drizzle-orm'
import { outbox, reservationRooms, reservations, rooms } from '../../../db/schema/index.ts'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { sellOutRoom } from '../../../sold-out.ts'
import { startTestSandbox } from '../../../testing.ts'
import { allAtOnce } from '../testing.ts'
import { bookingTestKit, CREATE_CART, CREATE_ORDER, STATUS } from './booking-testing.ts'

// The last rooms of a type, asked for by several guests at the same moment (issue 31).
// The requests start together through the data graph (allAtOnce), so on PGlite their
// steps interleave and on PostgreSQL (TEST_DATABASE_URL: a pool of connections) their
// transactions race. Whatever the order, no night has more rooms booked than the hotel
// has, and every guest who gets none is told 427.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const kit = bookingTestKit(() => sandbox, 150)
// The answers are read loosely: each test says what it expects of them.
type Loose = any
type Stay = { checkInDate: string; checkOutDate: string }

const db = () => sandbox.database.db
const HOTEL = 'NYCMC'

/** Rooms of a type the hotel has. */
async function inventoryOf(roomCode: string) {
	const [room] = await db()
		.select({ inventory: rooms.inventory })
		.from(rooms)
		.where(and(eq(rooms.propertyId, HOTEL), eq(rooms.code, roomCode)))
	return room?.inventory ?? 0
}

/** Rooms of a type booked (confirmed, not cancelled) on one night. */
async function bookedOn(roomCode: string, night: string) {
	const [row] = await db()
		.select({ n: count() })
		.from(reservations)
		.innerJoin(reservationRooms, eq(reservationRooms.confirmationNumber, reservations.confirmationNumber))
		.where(
			and(
				eq(reservations.propertyId, HOTEL),
				eq(reservations.status, 'CONFIRMED'),
				isNull(reservationRooms.cancelledAt),
				eq(reservationRooms.roomCode, roomCode),
				lte(reservations.checkInDate, night),
				gt(reservations.checkOutDate, night),
			),
		)
	return row?.n ?? 0
}

/** Other guests book every room of the type for the stay but `leaving`, straight at the hotel. */
const sellAllBut = (roomCode: string, stay: Stay, leaving: number) => sellOutRoom(db(), { propertyId: HOTEL, roomCode, ...stay }, leaving)

/** The payloads of one mutation sent with each input at the same moment. */
async function atOnce(document: string, field: string, inputs: Array<Record<string, unknown>>): Promise<Loose[]> {
	const results = await allAtOnce(
		db(),
		document,
		inputs.map((input) => ({ input })),
	)
	return results.map((result) => {
		if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join('; '))
		return result.data?.[field]
	})
}
const ordersAtOnce = (cartIds: string[]) =>
	atOnce(
		CREATE_ORDER,
		'createOrder',
		cartIds.map((cartId) => ({ cartId, idempotencyKey: crypto.randomUUID() })),
	)

const codesOf = (answers: Loose[]) => answers.map((answer) => answer.status[0].code as string)
const refusalsOf = (answers: Loose[]) => answers.map((answer) => answer.status[0]).filter((status) => status.code !== 'SUCCESS')

/** A confirmed reservation of one room (DKNG unless said) for the stay, booked by its own guest. */
async function booked(stay: Stay & { roomCode?: string }, email: string) {
	const placed = (await kit.order(await kit.readyCart({ email }, stay), crypto.randomUUID())).order
	const [item] = placed.items
	return {
		number: item.basicInformation.confirmationNumber as string,
		revision: item.reservationRevisionNumber as number,
		order: placed.orderRevisionNumber as number,
	}
}

describe('the last rooms, confirmed at the same moment', () => {
	it('books k of N carts when k rooms are left, and refuses the other N − k with 427', async () => {
		const carts = 6
		const left = 2
		const stay = kit.stay()
		const ids: string[] = []
		for (let index = 0; index < carts; index++) ids.push(await kit.readyCart({ email: `guest${index}.last-room@example.com` }, stay))
		const inventory = await inventoryOf('DKNG')
		expect(await sellAllBut('DKNG', stay, left)).toBe(inventory - left)

		const answers = await ordersAtOnce(ids)
		expect(codesOf(answers).filter((code) => code === 'SUCCESS')).toHaveLength(left)
		expect(refusalsOf(answers)).toEqual(Array.from({ length: carts - left }, () => expect.objectContaining({ code: '427', httpStatus: 409 })))
		for (const night of [stay.checkInDate, addDays(stay.checkInDate, 1)]) expect(await bookedOn('DKNG', night)).toBe(inventory)
		const guests = await db().select().from(reservations).where(like(reservations.guestEmail, '%.last-room@example.com'))
		expect(guests).toHaveLength(left)
	})

	it('takes every night of a stay or none: of two stays sharing the last room one night, one books all its nights', async () => {
		const first = kit.stay().checkInDate
		const nights = [first, addDays(first, 1), addDays(first, 2)]
		const early = { checkInDate: nights[0] as string, checkOutDate: addDays(first, 2) }
		const late = { checkInDate: nights[1] as string, checkOutDate: addDays(first, 3) }
		const ids = [
			await kit.readyCart({ email: 'early.last-room@example.com' }, { ...early, roomCode: 'STE1' }),
			await kit.readyCart({ email: 'late.last-room@example.com' }, { ...late, roomCode: 'STE1' }),
		]
		const inventory = await inventoryOf('STE1')
		await sellAllBut('STE1', { checkInDate: first, checkOutDate: addDays(first, 3) }, 1)

		const answers = await ordersAtOnce(ids)
		expect([...codesOf(answers)].sort()).toEqual(['427', 'SUCCESS'])
		const earlyWon = codesOf(answers)[0] === 'SUCCESS'
		const booked = await Promise.all(nights.map((night) => bookedOn('STE1', night)))
		// The stay that lost takes none of its nights, not even the one no one else wanted.
		expect(booked).toEqual(earlyWon ? [inventory, inventory, inventory - 1] : [inventory - 1, inventory, inventory])
	})

	it('holds the last rooms for as many carts as there are rooms, and refuses the other carts made at that moment', async () => {
		const stay = kit.stay()
		await sellAllBut('STE1', stay, 2)
		const input = { propertyId: HOTEL, ...stay, rooms: [{ adults: 1 }], ratePlanCode: 'FLEX', roomCode: 'STE1' }
		const answers = await atOnce(
			CREATE_CART,
			'createCart',
			Array.from({ length: 5 }, () => input),
		)
		expect(codesOf(answers).filter((code) => code === 'SUCCESS')).toHaveLength(2)
		expect(refusalsOf(answers)).toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ code: '427', httpStatus: 409 })))
	})
})

const CHANGE = `mutation PhoenixBookUpdateReservationChanges($input: UpdateReservationChangesInput!) {
	updateReservationChanges(input: $input) { ${STATUS} order { items { reservation { checkInDate checkOutDate rooms { room { code } } } } } }
}`
const ACCEPT = `mutation PhoenixBookAcceptRoomUpgrade($input: AcceptRoomUpgradeInput!) {
	acceptRoomUpgrade(input: $input) { ${STATUS} reservation { rooms { room { code } } } }
}`
const CANCEL = `mutation PhoenixBookCancelReservation($input: CancelReservationInput!) {
	cancelReservation(input: $input) { ${STATUS} reservation { status revisionNumber } }
}`

describe('changes that take the last room at the same moment', () => {
	it('moves one of two reservations onto the last suite, and leaves the other as it was', async () => {
		const guests = [await booked(kit.stay(), 'one.change@example.com'), await booked(kit.stay(), 'two.change@example.com')]
		const target = kit.stay()
		const cartIds = await Promise.all(guests.map(({ number }) => kit.newCart({ ...target, roomCode: 'STE1', modifiesConfirmationNumber: number })))
		const inventory = await inventoryOf('STE1')
		await sellAllBut('STE1', target, 1)

		const answers = await atOnce(
			CHANGE,
			'updateReservationChanges',
			guests.map((guest, index) => ({
				cartId: cartIds[index],
				confirmationNumber: guest.number,
				surname: 'García',
				reservationRevisionNumber: guest.revision,
				orderRevisionNumber: guest.order,
			})),
		)
		expect([...codesOf(answers)].sort()).toEqual(['427', 'SUCCESS'])
		expect(await bookedOn('STE1', target.checkInDate)).toBe(inventory)
		const loser = guests[codesOf(answers).indexOf('427')]
		const [unchanged] = await db()
			.select()
			.from(reservations)
			.where(eq(reservations.confirmationNumber, loser?.number ?? ''))
		expect(unchanged?.checkInDate).not.toBe(target.checkInDate)
	})

	it('upgrades one of two rooms to the last suite, and refuses the other with 427', async () => {
		const stay = kit.stay()
		const guests = [await booked(stay, 'one.upgrade@example.com'), await booked(stay, 'two.upgrade@example.com')]
		const inventory = await inventoryOf('STE1')
		await sellAllBut('STE1', stay, 1)
		const answers = await atOnce(
			ACCEPT,
			'acceptRoomUpgrade',
			guests.map(({ number }) => ({ confirmationNumber: number, surname: 'garcia', roomOrdinal: 1, roomCode: 'STE1' })),
		)
		expect([...codesOf(answers)].sort()).toEqual(['427', 'SUCCESS'])
		expect(await bookedOn('STE1', stay.checkInDate)).toBe(inventory)
	})

	it('cancels once when the same cancellation arrives twice at the same moment', async () => {
		const stay = kit.stay()
		const { number, revision } = await booked(stay, 'twice.cancel@example.com')
		const before = await bookedOn('DKNG', stay.checkInDate)
		const input = { confirmationNumber: number, surname: 'García' }
		const answers = await atOnce(CANCEL, 'cancelReservation', [input, input])
		expect([...codesOf(answers)].sort()).toEqual(['E_ALREADY_CANCELLED', 'SUCCESS'])
		expect(answers.find((answer) => answer.status[0].code === 'SUCCESS').reservation).toMatchObject({ status: 'CANCELLED', revisionNumber: revision + 1 })
		expect(await bookedOn('DKNG', stay.checkInDate)).toBe(before - 1)
		const mail = await db().select().from(outbox).where(eq(outbox.confirmationNumber, number))
		expect(mail.filter((message) => message.subject.includes('is cancelled'))).toHaveLength(1)
	})
})

describe('a change onto the last room of a type', () => {
	const CHANGE_CART = 'createCart'
	const changeCart = (number: string, stay: Stay) => ({
		propertyId: HOTEL,
		...stay,
		rooms: [{ adults: 2 }],
		ratePlanCode: 'FLEX',
		roomCode: 'STE1',
		modifiesConfirmationNumber: number,
	})

	it('lets a guest keep their own room: the reservation changed does not count against itself', async () => {
		const first = kit.stay().checkInDate
		const guest = await booked({ checkInDate: first, checkOutDate: addDays(first, 2), roomCode: 'STE1' }, 'own.last-room@example.com')
		const longer = { checkInDate: first, checkOutDate: addDays(first, 3) }
		const inventory = await inventoryOf('STE1')
		// Every other suite goes for the three nights but one for the third: the guest's own suite is the last of the first two nights.
		await sellAllBut('STE1', longer, 1)
		expect(await bookedOn('STE1', first)).toBe(inventory)

		const [cart] = await atOnce(CREATE_CART, CHANGE_CART, [changeCart(guest.number, longer)])
		expect(cart.status[0].code).toBe('SUCCESS')
		const [changed] = await atOnce(CHANGE, 'updateReservationChanges', [
			{
				cartId: cart.cart.id,
				confirmationNumber: guest.number,
				surname: 'García',
				reservationRevisionNumber: guest.revision,
				orderRevisionNumber: guest.order,
			},
		])
		expect(changed.status[0].code).toBe('SUCCESS')
		expect(changed.order.items[0].reservation).toMatchObject({ checkInDate: longer.checkInDate, checkOutDate: longer.checkOutDate })
		for (const night of [first, addDays(first, 1), addDays(first, 2)]) expect(await bookedOn('STE1', night)).toBe(inventory)
	})

	it('still counts the rest: a change onto nights whose last room is another guest’s is refused, and a change cart’s hold keeps the last room from others', async () => {
		const first = kit.stay().checkInDate
		const guest = await booked({ checkInDate: first, checkOutDate: addDays(first, 1), roomCode: 'STE1' }, 'rest.last-room@example.com')
		const inventory = await inventoryOf('STE1')
		// The second night is sold out to others; the third has one suite left.
		await sellAllBut('STE1', { checkInDate: addDays(first, 1), checkOutDate: addDays(first, 2) }, 0)
		await sellAllBut('STE1', { checkInDate: addDays(first, 2), checkOutDate: addDays(first, 3) }, 1)

		const [tooLong] = await atOnce(CREATE_CART, CHANGE_CART, [changeCart(guest.number, { checkInDate: first, checkOutDate: addDays(first, 2) })])
		expect(tooLong.status[0]).toMatchObject({ code: '427', httpStatus: 409 })

		const moved = { checkInDate: addDays(first, 2), checkOutDate: addDays(first, 3) }
		const [held] = await atOnce(CREATE_CART, CHANGE_CART, [changeCart(guest.number, moved)])
		expect(held.status[0].code).toBe('SUCCESS')
		const [other] = await atOnce(CREATE_CART, CHANGE_CART, [{ propertyId: HOTEL, ...moved, rooms: [{ adults: 1 }], ratePlanCode: 'FLEX', roomCode: 'STE1' }])
		expect(other.status[0]).toMatchObject({ code: '427', httpStatus: 409 })
		expect(await bookedOn('STE1', moved.checkInDate)).toBe(inventory - 1)
	})
})
