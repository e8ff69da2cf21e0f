import { asc, eq } from 'drizzle-orm'
import type { RESERVATION_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { orders, reservationRooms, reservations } from '../../../db/schema/index.ts'
import { hotelToday, nightsBetween } from '../../../db/seed/catalogue/demo-dates.ts'
import { graphError, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { moneyIn } from './money.ts'
import { loadProperty } from './property.ts'
import { ratePlansOfProperty, roomsOfProperty } from './rooms-and-rates.ts'
import { travelAgentByNumber } from './travel.ts'

type ReservationErrorCode = (typeof RESERVATION_ERROR_CODES)[number]
const NOT_FOUND: ReservationErrorCode = 'reservation.not.found'
const BAD_FORMAT: ReservationErrorCode = 'confirmation.number.format.invalid'

// Confirmation numbers are digits, at most 11 (spec 001 §9).
const CONFIRMATION_NUMBER = /^[0-9]{1,11}$/

// Surnames compare as a guest types them: any case, with or without accents.
export const plainName = (name: string) =>
	name
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.trim()
		.toLowerCase()

export async function reservationNode(context: GraphContext, row: typeof reservations.$inferSelect) {
	const property = await loadProperty(context, row.propertyId)
	if (!property) throw new Error(`Reservation ${row.confirmationNumber} names no property`)
	const [roomRows, roomNodes, plans, [order]] = await Promise.all([
		context.db.select().from(reservationRooms).where(eq(reservationRooms.confirmationNumber, row.confirmationNumber)).orderBy(asc(reservationRooms.ordinal)),
		roomsOfProperty(context, row.propertyId),
		ratePlansOfProperty(context, row.propertyId),
		context.db.select({ orderRevisionNumber: orders.orderRevisionNumber }).from(orders).where(eq(orders.confirmationNumber, row.confirmationNumber)),
	])
	const nights = nightsBetween(row.checkInDate, row.checkOutDate)
	const money = (value: number) => moneyIn(context, property.currency, value)
	// A reservation's charges are its rooms still booked; a cancelled one's, what was booked.
	const charged = row.status === 'CANCELLED' ? roomRows : roomRows.filter((room) => room.cancelledAt === null)
	const sum = (pick: (room: (typeof roomRows)[number]) => number) => charged.reduce((total, room) => total + pick(room) * nights, 0)
	const pointRooms = charged.filter((room) => room.pointsPerNight !== null)
	return {
		confirmationNumber: row.confirmationNumber,
		status: row.status,
		property,
		checkInDate: row.checkInDate,
		checkOutDate: row.checkOutDate,
		numberOfNights: nights,
		isCheckInEligible: row.status === 'CONFIRMED' && row.checkInDate === hotelToday(context.now, property.timeZone),
		checkInStatus: checkInStatusOf(row, hotelToday(context.now, property.timeZone)),
		arrivalTime: row.arrivalTime,
		earlyArrivalStatus: row.earlyArrivalStatus,
		guest: { givenName: row.guestGivenName, surname: row.guestSurname, email: row.guestEmail, customerId: row.customerId },
		rooms: await Promise.all(
			roomRows.map(async (room) => ({
				ordinal: room.ordinal,
				room: roomNodes.find((node) => node.code === room.roomCode),
				ratePlan: plans.find((plan) => plan.code === room.ratePlanCode),
				adults: room.adults,
				children: room.children,
				nightlyRate: await money(room.amountPerNight),
				taxesPerNight: await money(room.taxesPerNight),
				pointsPerNight: room.pointsPerNight,
				cancelled: row.status === 'CANCELLED' || room.cancelledAt !== null,
			})),
		),
		total: await money(sum((room) => room.amountPerNight)),
		totalTaxes: await money(sum((room) => room.taxesPerNight)),
		totalPoints: pointRooms.length > 0 ? sum((room) => room.pointsPerNight ?? 0) : null,
		revisionNumber: row.revisionNumber,
		orderRevisionNumber: order?.orderRevisionNumber ?? null,
		requestCodes: row.requestCodes,
		travelAgent: row.travelAgentIata ? await travelAgentByNumber(context, row.travelAgentIata) : null,
		travelInsurance: row.travelInsurancePremium === null ? null : await money(row.travelInsurancePremium),
	}
}

/** Spec 001 §4: where a confirmed stay is in its check-in, by the hotel's today; null when none applies. */
export function checkInStatusOf(row: { status: string; checkInDate: string; checkOutDate: string; checkedInAt: Date | null }, today: string) {
	if (row.status !== 'CONFIRMED') return null
	if (!row.checkedInAt) return row.checkInDate === today ? 'CHECK_IN_ELIGIBLE' : null
	if (row.checkInDate === today) return 'CHECK_IN_MODIFIABLE'
	if (row.checkOutDate === today) return 'CHECK_OUT_ELIGIBLE'
	return today > row.checkInDate && today < row.checkOutDate ? 'CHECKED_IN_HOUSE' : null
}

/** Reservation lookup: anyone holding the confirmation number and the guest's surname. */
async function lookUpReservation(context: GraphContext, confirmationNumber: string, surname: string) {
	const number = confirmationNumber.trim()
	if (!CONFIRMATION_NUMBER.test(number)) throw graphError('Confirmation number format is invalid', BAD_FORMAT)
	const [row] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
	// The same answer for a wrong surname as for an unknown number, so neither is confirmed.
	if (!row || plainName(row.guestSurname) !== plainName(surname)) throw graphError('Reservation not found', NOT_FOUND)
	return reservationNode(context, row)
}

export const reservationResolvers: Resolvers = {
	Query: {
		reservation: (_parent, args: { confirmationNumber: string; surname: string }, context) => lookUpReservation(context, args.confirmationNumber, args.surname),
	},
}
