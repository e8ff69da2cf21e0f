import type { Order, OrderReservation } from '@meridian/upstream-contract/order.ts'
import { formatPoints, formatStayDate } from './cart-summary.ts'
import { formatMoney } from './money.ts'

// The confirmation page (spec 001 §2 "confirmation", §3 Order and Item): what the order's
// first reservation says, worded for the guest, and the calendar entry for the stay.

export function confirmationView(order: Order, locale: string) {
	const [item] = order.items
	if (!item) throw new Error('An order has at least one item')
	return { ...stayView(item.reservation, locale), confirmationNumber: item.basicInformation.confirmationNumber }
}

/** A booked stay as the guest reads it: the hotel, dates, rooms and charges (the confirmation and the upcoming-reservation page). */
export function stayView(reservation: OrderReservation, locale: string) {
	const money = (value: number) => formatMoney({ value, valueDecimalPoint: reservation.total.valueDecimalPoint }, reservation.total.currency, locale)
	return {
		confirmationNumber: reservation.confirmationNumber,
		status: reservation.status,
		guestName: reservation.guest.givenName,
		email: reservation.guest.email,
		hotelName: reservation.property.basicInformation.name,
		seoNickname: reservation.property.seoNickname,
		checkIn: formatStayDate(reservation.checkInDate, locale),
		checkOut: formatStayDate(reservation.checkOutDate, locale),
		nights: reservation.numberOfNights,
		// A room cancelled on its own is marked; a cancelled reservation says so once, for all.
		rooms: bookedRooms(reservation).map((room) => ({ ...room, cancelled: reservation.status === 'CONFIRMED' && room.cancelled })),
		total: money(reservation.total.value),
		taxes: money(reservation.totalTaxes.value),
		totalWithTaxes: money(reservation.total.value + reservation.totalTaxes.value),
		totalPoints: reservation.totalPoints ? formatPoints(reservation.totalPoints, locale) : null,
		insurance: reservation.travelInsurance ? formatMoney(reservation.travelInsurance, reservation.travelInsurance.currency, locale) : null,
		travelAgent: reservation.travelAgent ? `${reservation.travelAgent.name} (${reservation.travelAgent.code})` : null,
	}
}

export type StayView = ReturnType<typeof stayView>

/** The reservation's rooms as booked, each marked when it was cancelled on its own. */
export const bookedRooms = (reservation: OrderReservation) =>
	reservation.rooms.map((room) => ({
		ordinal: room.ordinal,
		roomName: room.room.name,
		rateName: room.ratePlan.name,
		adults: room.adults,
		children: room.children,
		cancelled: room.cancelled === true,
	}))

export type ConfirmationView = ReturnType<typeof confirmationView>

type DateArray = [number, number, number]
const dateArray = (date: string): DateArray => date.split('-').map(Number) as DateArray

/**
 * The stay as a calendar event (RFC 5545, through the `ics` library): all day from the
 * check-in date to the check-out date, which an all-day event's end excludes, so a
 * calendar shows the nights stayed and the morning of departure is free.
 */
export function calendarEventOf(reservation: OrderReservation, text: { title: string; description: string }) {
	return {
		// One uid per reservation, so the confirmation's file and the upcoming page's update the same event.
		uid: `reservation-${reservation.confirmationNumber}@meridian-hotels.example`,
		title: text.title,
		description: text.description,
		location: reservation.property.basicInformation.name,
		start: dateArray(reservation.checkInDate),
		end: dateArray(reservation.checkOutDate),
		status: 'CONFIRMED' as const,
		productId: 'meridian-hotels/booking',
	}
}
