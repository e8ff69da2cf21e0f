import { and, eq, isNotNull } from 'drizzle-orm'
import type { SandboxDb } from '../../connection.ts'
import { properties, reservations } from '../../schema/index.ts'

// Making a formatter costs far more than using one, and every priced stay asks for the
// hotel's today; time zones are the hotels' own (a few dozen), so each is made once.
const todayFormats = new Map<string, Intl.DateTimeFormat>()

/** The hotel's calendar date at `now`, YYYY-MM-DD. */
export function hotelToday(now: Date, timeZone: string): string {
	let format = todayFormats.get(timeZone)
	if (!format) {
		// en-CA writes dates as YYYY-MM-DD.
		format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
		todayFormats.set(timeZone, format)
	}
	return format.format(now)
}

export function addDays(isoDate: string, days: number): string {
	const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
	return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

export function nightsBetween(checkIn: string, checkOut: string): number {
	return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000)
}

/**
 * Moves the seeded demo stays so that they keep their meaning on any later start: the
 * check-in one arrives today at its hotel, the upcoming ones stay ahead. Stays keep their
 * length; reservations made through the product are never touched.
 */
export async function refreshDemoDates(db: SandboxDb, now: Date): Promise<number> {
	const demos = await db
		.select({
			confirmationNumber: reservations.confirmationNumber,
			checkInDate: reservations.checkInDate,
			checkOutDate: reservations.checkOutDate,
			offset: reservations.demoArrivalOffsetDays,
			timeZone: properties.timeZone,
		})
		.from(reservations)
		.innerJoin(properties, eq(properties.id, reservations.propertyId))
		.where(isNotNull(reservations.demoArrivalOffsetDays))
	for (const demo of demos) {
		const checkInDate = addDays(hotelToday(now, demo.timeZone), demo.offset ?? 0)
		if (checkInDate === demo.checkInDate) continue
		const checkOutDate = addDays(checkInDate, nightsBetween(demo.checkInDate, demo.checkOutDate))
		await db
			.update(reservations)
			.set({ checkInDate, checkOutDate })
			.where(and(eq(reservations.confirmationNumber, demo.confirmationNumber), isNotNull(reservations.demoArrivalOffsetDays)))
	}
	return demos.length
}
