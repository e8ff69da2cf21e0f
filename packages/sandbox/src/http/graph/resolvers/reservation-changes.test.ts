import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { outbox, reservationRooms, reservations } from '../../../db/schema/index.ts'
import { SEED_CONFIRMATION_NUMBERS } from '../../../db/seed/catalogue/reservations.ts'
import { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'

// Cancelling a reservation or some of its rooms, and checking in, against a sandbox of its own.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const CANCEL = `mutation PhoenixBookCancelReservation($input: CancelReservationInput!) {
	cancelReservation(input: $input) { status { code errors { field } } reservation { status revisionNumber total { value } rooms { ordinal cancelled } } }
}`
// The answers are read loosely: each test says what it expects of them.
type Loose = any
const cancel = async (confirmationNumber: string, surname: string, roomOrdinals?: number[]): Promise<Loose> =>
	(await graph(sandbox.url, CANCEL, { input: { confirmationNumber, surname, roomOrdinals } })).body.data?.cancelReservation

describe('cancelReservation', () => {
	it('cancels one room of two, then the other with the reservation; a repeat is E_ALREADY_CANCELLED', async () => {
		const number = SEED_CONFIRMATION_NUMBERS.twoRooms
		const [before] = await sandbox.database.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
		const first = await cancel(number, 'sato', [1])
		expect(first.status[0].code).toBe('SUCCESS')
		expect(first.reservation).toMatchObject({
			status: 'CONFIRMED',
			revisionNumber: (before?.revisionNumber ?? 0) + 1,
			rooms: [
				{ ordinal: 1, cancelled: true },
				{ ordinal: 2, cancelled: false },
			],
		})
		expect((await cancel(number, 'Sato', [1])).status[0].code).toBe('E_ALREADY_CANCELLED')
		expect((await cancel(number, 'Sato', [3])).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'roomOrdinals' }] })

		const rest = await cancel(number, 'Sato')
		expect(rest.reservation).toMatchObject({ status: 'CANCELLED', rooms: [{ cancelled: true }, { cancelled: true }] })
		expect((await cancel(number, 'Sato')).status[0].code).toBe('E_ALREADY_CANCELLED')
		const rooms = await sandbox.database.db.select().from(reservationRooms).where(eq(reservationRooms.confirmationNumber, number))
		expect(rooms.every((room) => room.cancelledAt instanceof Date)).toBe(true)
		expect(await sandbox.database.db.select().from(outbox).where(eq(outbox.confirmationNumber, number))).toHaveLength(2)
	})

	it('finds nothing for a wrong surname, and leaves a stay that has begun to the hotel', async () => {
		expect((await cancel(SEED_CONFIRMATION_NUMBERS.upcoming, 'Nobody')).status[0].code).toBe('reservation.not.found')
		expect((await cancel(SEED_CONFIRMATION_NUMBERS.checkInToday, 'Martín')).status[0].code).toBe('E_MOD_DISALLOW')
	})
})

const CHECK_IN = `mutation PhoenixBookCheckInNow($input: CheckInInput!) {
	checkInNow(input: $input) { status { code errors { field } } reservation { checkInStatus arrivalTime earlyArrivalStatus } }
}`
const checkIn = async (confirmationNumber: string, surname: string, arrivalTime: string): Promise<Loose> =>
	(await graph(sandbox.url, CHECK_IN, { input: { confirmationNumber, surname, arrivalTime } })).body.data?.checkInNow

describe('checkInNow', () => {
	it('checks in the stay arriving today; before 14:00 it asks for an early room, later withdraws the ask', async () => {
		const today = SEED_CONFIRMATION_NUMBERS.checkInToday
		expect((await checkIn(today, 'Martín', '25:00')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'arrivalTime' }] })
		const early = await checkIn(today, 'martin', '11:00')
		expect(early).toMatchObject({
			status: [{ code: 'SUCCESS' }],
			reservation: { checkInStatus: 'CHECK_IN_MODIFIABLE', arrivalTime: '11:00', earlyArrivalStatus: 'requested' },
		})
		const later = await checkIn(today, 'Martín', '16:00')
		expect(later.reservation).toMatchObject({ arrivalTime: '16:00', earlyArrivalStatus: 'removed' })
	})

	it('is open on the day of arrival only', async () => {
		expect((await checkIn(SEED_CONFIRMATION_NUMBERS.upcoming, 'Lindqvist', '15:00')).status[0].code).toBe('E_MOD_DISALLOW')
		expect((await checkIn(SEED_CONFIRMATION_NUMBERS.cancelled, 'Lindqvist', '15:00')).status[0].code).toBe('E_MOD_DISALLOW')
	})
})
