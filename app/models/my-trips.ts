import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'
import { formatStayDate } from './cart-summary.ts'

// My trips (spec 001 §2 /loyalty/findReservationList.mi): a member's stays in three lists,
// the next arrival first, the latest past stay first.

export type Trip = { confirmationNumber: string; hotelName: string; checkIn: string; checkOut: string; nights: number; rooms: number }
export type Trips = { upcoming: Trip[]; past: Trip[]; cancelled: Trip[] }

/** today: YYYY-MM-DD; a stay is past once its check-out day has gone by. */
export function tripsOf(reservations: readonly ReservationSummary[], today: string, locale: string): Trips {
	const trip = (reservation: ReservationSummary): Trip => ({
		confirmationNumber: reservation.confirmationNumber,
		hotelName: reservation.property.basicInformation.name,
		checkIn: formatStayDate(reservation.checkInDate, locale),
		checkOut: formatStayDate(reservation.checkOutDate, locale),
		nights: reservation.numberOfNights,
		rooms: reservation.rooms.length,
	})
	const byArrival = [...reservations].sort((a, b) => a.checkInDate.localeCompare(b.checkInDate))
	const confirmed = byArrival.filter((reservation) => reservation.status === 'CONFIRMED')
	return {
		upcoming: confirmed.filter((reservation) => reservation.checkOutDate >= today).map(trip),
		past: confirmed
			.filter((reservation) => reservation.checkOutDate < today)
			.reverse()
			.map(trip),
		cancelled: byArrival.filter((reservation) => reservation.status === 'CANCELLED').map(trip),
	}
}
