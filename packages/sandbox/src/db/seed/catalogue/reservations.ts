import type { reservationRooms, reservations } from '../../schema/index.ts'
import { SEED_MEMBERS } from '../members.ts'
import { addDays, hotelToday } from './demo-dates.ts'
import { seedProperty } from './properties.ts'
import { roomRateRows } from './rates.ts'

/** Seeded reservations by what they show (README lists them with the surnames). */
export const SEED_CONFIRMATION_NUMBERS = {
	/** gold@example.com, New York, three weeks ahead. */
	upcoming: '71420851',
	/** platinum@example.com, Chicago, arriving today: check-in now is offered. */
	checkInToday: '71420862',
	/** gold@example.com, London, cancelled. */
	cancelled: '71420873',
	/** titanium@example.com, Tokyo, two rooms. */
	twoRooms: '71420884',
	/** A guest who is not a member, Austin. */
	nonMemberGuest: '71420895',
	/** The same guest, London, a stay that ended last week: the expired-reservation page. */
	pastStay: '71420906',
} as const

export const NON_MEMBER_GUEST = { givenName: 'Jordan', surname: 'Blake', email: 'jordan.blake@example.com' }

type SeedStay = {
	confirmationNumber: string
	propertyId: string
	customerId: string | null
	status: 'CONFIRMED' | 'CANCELLED'
	/** Arrival, in days after the hotel's today (kept so on every start). */
	arrivalInDays: number
	nights: number
	rooms: Array<{ roomCode: string; ratePlanCode: string; adults: number; children?: number }>
}

const STAYS: SeedStay[] = [
	{
		confirmationNumber: SEED_CONFIRMATION_NUMBERS.upcoming,
		propertyId: 'NYCMC',
		customerId: 'CUST-GOLD',
		status: 'CONFIRMED',
		arrivalInDays: 21,
		nights: 3,
		rooms: [{ roomCode: 'DKNG', ratePlanCode: 'MBRF', adults: 2 }],
	},
	{
		confirmationNumber: SEED_CONFIRMATION_NUMBERS.checkInToday,
		propertyId: 'CHIRZ',
		customerId: 'CUST-PLATINUM',
		status: 'CONFIRMED',
		arrivalInDays: 0,
		nights: 2,
		rooms: [{ roomCode: 'DLXK', ratePlanCode: 'FLEX', adults: 1 }],
	},
	{
		confirmationNumber: SEED_CONFIRMATION_NUMBERS.cancelled,
		propertyId: 'LONMC',
		customerId: 'CUST-GOLD',
		status: 'CANCELLED',
		arrivalInDays: 45,
		nights: 2,
		rooms: [{ roomCode: 'DQQN', ratePlanCode: 'FLEX', adults: 2 }],
	},
	{
		confirmationNumber: SEED_CONFIRMATION_NUMBERS.twoRooms,
		propertyId: 'TYOMC',
		customerId: 'CUST-TITANIUM',
		status: 'CONFIRMED',
		arrivalInDays: 60,
		nights: 4,
		rooms: [
			{ roomCode: 'DKNG', ratePlanCode: 'MBRF', adults: 2 },
			{ roomCode: 'DQQN', ratePlanCode: 'MBRF', adults: 2, children: 1 },
		],
	},
	{
		confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest,
		propertyId: 'AUSMC',
		customerId: null,
		status: 'CONFIRMED',
		arrivalInDays: 14,
		nights: 2,
		rooms: [{ roomCode: 'DQQN', ratePlanCode: 'AAA', adults: 2 }],
	},
	{
		confirmationNumber: SEED_CONFIRMATION_NUMBERS.pastStay,
		propertyId: 'LONMC',
		customerId: null,
		status: 'CONFIRMED',
		arrivalInDays: -10,
		nights: 3,
		rooms: [{ roomCode: 'DQQN', ratePlanCode: 'FLEX', adults: 1 }],
	},
]

function guestOf(customerId: string | null) {
	if (!customerId) return NON_MEMBER_GUEST
	const member = SEED_MEMBERS.find((m) => m.id === customerId)
	if (!member) throw new Error(`No seeded member ${customerId}`)
	return { givenName: member.givenName, surname: member.surname, email: member.email }
}

export function seedReservationRows(now: Date) {
	const stays: Array<typeof reservations.$inferInsert> = []
	const rooms: Array<typeof reservationRooms.$inferInsert> = []
	for (const stay of STAYS) {
		const property = seedProperty(stay.propertyId)
		const guest = guestOf(stay.customerId)
		const checkInDate = addDays(hotelToday(now, property.timeZone), stay.arrivalInDays)
		stays.push({
			confirmationNumber: stay.confirmationNumber,
			propertyId: stay.propertyId,
			customerId: stay.customerId,
			guestGivenName: guest.givenName,
			guestSurname: guest.surname,
			guestEmail: guest.email,
			status: stay.status,
			checkInDate,
			checkOutDate: addDays(checkInDate, stay.nights),
			demoArrivalOffsetDays: stay.arrivalInDays,
			cancelledAt: stay.status === 'CANCELLED' ? now : null,
		})
		const prices = roomRateRows(property)
		stay.rooms.forEach((room, index) => {
			const price = prices.find((p) => p.roomCode === room.roomCode && p.ratePlanCode === room.ratePlanCode)
			if (!price) throw new Error(`No seeded rate ${room.ratePlanCode}/${room.roomCode} at ${stay.propertyId}`)
			rooms.push({
				confirmationNumber: stay.confirmationNumber,
				ordinal: index + 1,
				roomCode: room.roomCode,
				ratePlanCode: room.ratePlanCode,
				adults: room.adults,
				children: room.children ?? 0,
				amountPerNight: price.amountPerNight,
				taxesPerNight: price.taxesPerNight,
				pointsPerNight: price.pointsPerNight ?? null,
			})
		})
	}
	return { stays, rooms }
}
