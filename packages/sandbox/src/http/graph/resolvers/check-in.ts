import { eq } from 'drizzle-orm'
import { SNA_CUTOFF_HOUR, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { outbox, reservations } from '../../../db/schema/index.ts'
import { hotelToday } from '../../../db/seed/catalogue/demo-dates.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { status } from './payload-status.ts'
import { loadProperty } from './property.ts'
import { checkInStatusOf, plainName, reservationNode } from './reservations.ts'

// Check-in now (spec 001 §1, §4): on the day of arrival a guest checks in online with the
// time they will arrive. Before the SNA cut-off hour that asks the hotel to have the room
// ready early (a sticky request, 'requested'); a later time withdraws it ('removed').
// Again the same day only changes the time.

type CheckInInput = { confirmationNumber: string; surname: string; arrivalTime: string }

const ARRIVAL = /^([01][0-9]|2[0-3]):00$/
const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), reservation: null })

async function checkInNow(context: GraphContext, input: CheckInInput) {
	const number = input.confirmationNumber.trim()
	const [row] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
	if (!row || plainName(row.guestSurname) !== plainName(input.surname)) return refused('reservation.not.found', 'Reservation not found')
	if (!ARRIVAL.test(input.arrivalTime)) return refused(UPSTREAM_ERROR_CODES.badRequest, 'Arrival is a whole hour, 00:00 to 23:00', 'arrivalTime')
	const property = await loadProperty(context, row.propertyId)
	if (!property) throw new Error(`Reservation ${number} names no property`)
	const state = checkInStatusOf(row, hotelToday(context.now, property.timeZone))
	if (state !== 'CHECK_IN_ELIGIBLE' && state !== 'CHECK_IN_MODIFIABLE') return refused('E_MOD_DISALLOW', 'Online check-in is open on the day of arrival only')

	const early = Number(input.arrivalTime.slice(0, 2)) < SNA_CUTOFF_HOUR
	const earlyArrivalStatus = early ? 'requested' : row.earlyArrivalStatus ? 'removed' : null
	await context.db.transaction(async (tx) => {
		await tx
			.update(reservations)
			.set({ checkedInAt: row.checkedInAt ?? context.now, arrivalTime: input.arrivalTime, earlyArrivalStatus })
			.where(eq(reservations.confirmationNumber, number))
		await tx.insert(outbox).values({
			channel: 'email',
			recipient: row.guestEmail,
			subject: `You are checked in at ${property.basicInformation.name}`,
			body: [`Dear ${row.guestGivenName} ${row.guestSurname},`, `You are checked in for reservation ${number}, arriving at ${input.arrivalTime}.`].join('\n'),
			confirmationNumber: number,
		})
	})
	const [updated] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
	if (!updated) throw new Error(`Reservation ${number} vanished at check-in`)
	return { status: status('SUCCESS'), reservation: await reservationNode(context, updated) }
}

export const checkInResolvers: Resolvers = {
	Mutation: {
		checkInNow: (_parent, args: { input: CheckInInput }, context) => checkInNow(context, args.input),
	},
}
