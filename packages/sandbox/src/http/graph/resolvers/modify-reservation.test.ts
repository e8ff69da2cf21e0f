import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { carts, outbox } from '../../../db/schema/index.ts'
import { SEED_CONFIRMATION_NUMBERS } from '../../../db/seed/catalogue/reservations.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bookingTestKit, STATUS } from './booking-testing.ts'

// Changing a reservation through a change cart (updateReservationChanges), against a sandbox of its own.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const kit = bookingTestKit(() => sandbox, 120)
const CHANGE = `mutation PhoenixBookUpdateReservationChanges($input: UpdateReservationChangesInput!) {
	updateReservationChanges(input: $input) {
		${STATUS}
		order { orderRevisionNumber items { basicInformation { confirmationNumber } reservationRevisionNumber reservation { checkInDate checkOutDate revisionNumber orderRevisionNumber rooms { room { code } ratePlan { code } } total { value } } } }
	}
}`
// The answers are read loosely: each test says what it expects of them.
type Loose = any
const change = async (input: Record<string, unknown>): Promise<Loose> => (await kit.call(CHANGE, { input })).data.updateReservationChanges

async function booked() {
	const placed = (await kit.order(await kit.readyCart(), crypto.randomUUID())).order
	const [item] = placed.items
	return {
		number: item.basicInformation.confirmationNumber as string,
		revision: item.reservationRevisionNumber as number,
		order: placed.orderRevisionNumber as number,
	}
}

describe('updateReservationChanges', () => {
	it('moves the stay to new dates, room and rate, refreshes both revision numbers, and answers a repeat as done', async () => {
		const { number, revision, order } = await booked()
		const stay = kit.stay()
		const cartId = await kit.newCart({ ...stay, roomCode: 'DQQN', ratePlanCode: 'BKFT', modifiesConfirmationNumber: number })
		const input = { cartId, confirmationNumber: number, surname: 'garcia', reservationRevisionNumber: revision, orderRevisionNumber: order }
		const done = await change(input)
		expect(done.status[0].code).toBe('SUCCESS')
		expect(done.order).toMatchObject({
			orderRevisionNumber: order + 1,
			items: [
				{
					basicInformation: { confirmationNumber: number },
					reservationRevisionNumber: revision + 1,
					reservation: {
						...stay,
						revisionNumber: revision + 1,
						orderRevisionNumber: order + 1,
						rooms: [{ room: { code: 'DQQN' }, ratePlan: { code: 'BKFT' } }],
					},
				},
			],
		})
		expect(await sandbox.database.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(0)
		const mail = await sandbox.database.db.select().from(outbox).where(eq(outbox.confirmationNumber, number))
		expect(mail.map((message) => message.subject)).toContainEqual(expect.stringContaining('has changed'))

		const again = await change(input)
		expect(again.status[0].code).toBe('SUCCESS')
		expect(again.order.items[0].reservationRevisionNumber).toBe(revision + 1)
	})

	it('refuses a stale revision and leaves the reservation as it was', async () => {
		const { number, revision, order } = await booked()
		const cartId = await kit.newCart({ ...kit.stay(), modifiesConfirmationNumber: number })
		const stale = await change({ cartId, confirmationNumber: number, surname: 'García', reservationRevisionNumber: revision - 1, orderRevisionNumber: order })
		expect(stale.status[0]).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'reservationRevisionNumber' }] })
		const olderOrder = await change({
			cartId,
			confirmationNumber: number,
			surname: 'García',
			reservationRevisionNumber: revision,
			orderRevisionNumber: order - 1,
		})
		expect(olderOrder.status[0].code).toBe('CONFLICT')
		expect(await sandbox.database.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(1)
	})

	it('finds nothing for a wrong surname, and refuses another reservation’s cart, another hotel and a stay that has begun', async () => {
		const { number, revision, order } = await booked()
		const cartId = await kit.newCart({ ...kit.stay(), modifiesConfirmationNumber: number })
		const base = { cartId, confirmationNumber: number, surname: 'García', reservationRevisionNumber: revision, orderRevisionNumber: order }
		expect((await change({ ...base, surname: 'Nobody' })).status[0].code).toBe('reservation.not.found')

		const other = await booked()
		expect(
			(await change({ ...base, confirmationNumber: other.number, reservationRevisionNumber: other.revision, orderRevisionNumber: other.order })).status[0],
		).toMatchObject({
			code: 'BAD_REQUEST',
			errors: [{ field: 'cartId' }],
		})
		const elsewhere = await kit.newCart({ ...kit.stay(), propertyId: 'CHIRZ', roomCode: 'DLXK', modifiesConfirmationNumber: number })
		expect((await change({ ...base, cartId: elsewhere })).status[0]).toMatchObject({ code: 'E_MOD_DISALLOW', errors: [{ field: 'propertyId' }] })

		const today = SEED_CONFIRMATION_NUMBERS.checkInToday
		const begun = await kit.newCart({ ...kit.stay(), propertyId: 'CHIRZ', roomCode: 'DLXK', modifiesConfirmationNumber: today })
		const started = await change({ cartId: begun, confirmationNumber: today, surname: 'Martín', reservationRevisionNumber: 1 })
		expect(started.status[0].code).toBe('E_MOD_DISALLOW')
	})

	it('keeps how the stay is paid, and asks consent for a prepaid rate', async () => {
		const { number, revision, order } = await booked()
		const base = { confirmationNumber: number, surname: 'García', reservationRevisionNumber: revision, orderRevisionNumber: order }
		const prepaid = await kit.newCart({ ...kit.stay(), ratePlanCode: 'PPAY', modifiesConfirmationNumber: number })
		expect((await change({ ...base, cartId: prepaid })).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'prepayConsent' }] })
		expect((await change({ ...base, cartId: prepaid, prepayConsent: true })).status[0].code).toBe('SUCCESS')
	})
})

const NOTIFICATIONS = `query PhoenixBookNotificationStatus($confirmationNumber: String!, $surname: String!) {
	reservationNotifications(confirmationNumber: $confirmationNumber, surname: $surname) { channel recipient subject sentAt }
}`

describe('reservationNotifications', () => {
	it('lists what was sent about a reservation, oldest first, its recipients masked; nothing for a wrong surname', async () => {
		const { number, revision, order } = await booked()
		const cartId = await kit.newCart({ ...kit.stay(), modifiesConfirmationNumber: number })
		await change({ cartId, confirmationNumber: number, surname: 'García', reservationRevisionNumber: revision, orderRevisionNumber: order })
		const answer = await kit.call(NOTIFICATIONS, { confirmationNumber: number, surname: 'garcia' })
		expect(answer.data.reservationNotifications).toEqual([
			{ channel: 'EMAIL', recipient: 'a•••@example.com', subject: expect.stringContaining('is confirmed'), sentAt: expect.any(String) },
			{ channel: 'EMAIL', recipient: 'a•••@example.com', subject: expect.stringContaining('has changed'), sentAt: expect.any(String) },
		])
		const wrong = await kit.call(NOTIFICATIONS, { confirmationNumber: number, surname: 'Nobody' })
		expect(wrong.errors[0].extensions.code).toBe('reservation.not.found')
	})
})

const OFFERS = `query PhoenixBookRoomUpgradeData($confirmationNumber: String!, $surname: String!) {
	roomUpgradeOffers(confirmationNumber: $confirmationNumber, surname: $surname) { roomOrdinal fromRoomCode room { code name } extraPerNight { value } extraTotal { value } }
}`
const ACCEPT = `mutation PhoenixBookAcceptRoomUpgrade($input: AcceptRoomUpgradeInput!) {
	acceptRoomUpgrade(input: $input) { ${STATUS} reservation { revisionNumber rooms { ordinal room { code } } total { value } } }
}`

describe('room upgrades', () => {
	it('offers dearer room types at the same rate, and moves the room to one, once', async () => {
		const { number, revision } = await booked()
		const offers = (await kit.call(OFFERS, { confirmationNumber: number, surname: 'García' })).data.roomUpgradeOffers
		expect(offers.length).toBeGreaterThan(0)
		for (const offer of offers) expect(offer).toMatchObject({ roomOrdinal: 1, fromRoomCode: 'DKNG', extraPerNight: { value: expect.any(Number) } })
		expect(offers.every((offer: Loose) => offer.extraPerNight.value > 0 && offer.extraTotal.value === offer.extraPerNight.value * 2)).toBe(true)
		const [chosen] = offers
		const accept = async (roomCode: string, roomOrdinal = 1): Promise<Loose> =>
			(await kit.call(ACCEPT, { input: { confirmationNumber: number, surname: 'garcia', roomOrdinal, roomCode } })).data.acceptRoomUpgrade
		const done = await accept(chosen.room.code)
		expect(done.status[0].code).toBe('SUCCESS')
		expect(done.reservation).toMatchObject({ revisionNumber: revision + 1, rooms: [{ room: { code: chosen.room.code } }] })
		// Again: done already, nothing charged twice.
		expect((await accept(chosen.room.code)).reservation.revisionNumber).toBe(revision + 1)
		expect((await accept('NOPE')).status[0].code).toBe('427')
		expect((await accept(chosen.room.code, 9)).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'roomOrdinal' }] })
	})

	it('offers nothing for a stay that has begun, and refuses to upgrade it', async () => {
		const today = SEED_CONFIRMATION_NUMBERS.checkInToday
		expect((await kit.call(OFFERS, { confirmationNumber: today, surname: 'Martín' })).data.roomUpgradeOffers).toEqual([])
		const refused = (await kit.call(ACCEPT, { input: { confirmationNumber: today, surname: 'Martín', roomOrdinal: 1, roomCode: 'SUIT' } })).data
			.acceptRoomUpgrade
		expect(refused.status[0].code).toBe('E_MOD_DISALLOW')
		expect((await kit.call(OFFERS, { confirmationNumber: today, surname: 'Nobody' })).errors[0].extensions.code).toBe('reservation.not.found')
	})
})
