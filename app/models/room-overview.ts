import type { OrderReservation } from '@meridian/upstream-contract/order.ts'
import type { ReservationNotification } from '@meridian/upstream-contract/reservation.ts'
import { bookedRooms } from './confirmation.ts'
import { isRoomRequestCode } from './room-requests.ts'
import { dateTimeFormat } from './intl-formats.ts'

// The upcoming-reservation page's room overview and notification status (spec 001 §2
// reservation management, §7 room overview and notification status), worded for the guest.

/** Each room as booked, and what was asked for the stay: the requests by code (crib, rollaway, pets) and the arrival time. */
export function roomOverviewOf(reservation: OrderReservation) {
	const codes = reservation.requestCodes ?? []
	return {
		rooms: bookedRooms(reservation).map((room) => ({ ...room, cancelled: room.cancelled || reservation.status === 'CANCELLED' })),
		requests: codes.filter(isRoomRequestCode),
		arrivalTime: reservation.arrivalTime ?? null,
	}
}

/** The messages sent, newest first, each with its date in the page's language. */
export function notificationStatusOf(sent: readonly ReservationNotification[], locale: string) {
	const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
	return [...sent].reverse().map((message) => ({ ...message, sentAt: `${date.format(new Date(message.sentAt))} UTC` }))
}
