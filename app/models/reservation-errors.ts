// The reservation platform's error codes (spec 001 §8 "Known reservation-API codes",
// "Reservation messages") and the message each shows. The spec gives the codes, not their
// wording or, for the numeric and AP ones, their meaning: those say the hotel's system
// refused, with the code, so the hotel can tell what happened. Any other code gets the
// generic message.

const MESSAGE_OF: Record<string, string> = {
	'reservation.not.found': 'notFound',
	'confirmation.number.format.invalid': 'numberFormat',
	E_BAD_CONF_NO: 'numberFormat',
	profileNotFound: 'profileNotFound',
	PURCHASE_LIMIT_ERROR: 'purchaseLimit',
	invalidTravelDatesErrorText: 'travelDates',
	E_ARRIVAL_FORMAT: 'travelDates',
	E_GNR_DATE_FORMAT: 'travelDates',
	'427': 'roomUnavailable',
	E_ALREADY_CANCELLED: 'alreadyCancelled',
	E_ALREADY_CONFIRMED: 'alreadyConfirmed',
	E_DOUBLE_CLICK: 'alreadyConfirmed',
	E_BAD_HSSMMP_ID: 'memberNumber',
	E_BAD_IATA: 'travelAgent',
	E_BAD_IATAN_VER: 'travelAgent',
	E_FRAUD_ALERT: 'callHotel',
	E_INVALID_KEY: 'linkInvalid',
	E_MAX_BOOKINGS: 'maxBookings',
	E_MAX_BOOK_ARRIVAL: 'maxBookings',
	E_NO_CERTS_LEFT: 'noCertificates',
	E_REPEATED_HOTEL: 'repeatedHotel',
	E_TOO_MANY_NIGHTS: 'tooManyNights',
	E_CHANGED_HOTEL: 'changedHotel',
	E_MOD_DISALLOW: 'modifyDisallowed',
}

/** Spec 001 §8: numeric codes and the AP ones, whose meaning the spec does not give. */
export const HOTEL_SYSTEM_CODES = [
	...['119', '163', '213', '217', '240', '241', '242', '262', '299', '313', '352', '365', '389', '506', '630', '647', '648'],
	...['AP10071', 'AP10076', 'AP10077'],
] as const

/** Every code the spec names, for the tests that check each has its words. */
export const KNOWN_RESERVATION_CODES = [...Object.keys(MESSAGE_OF), ...HOTEL_SYSTEM_CODES]

/** The message key (under booking.reservationErrors) for a platform code, with the code when the message shows it. */
export function reservationErrorMessage(code: string): { key: string; code?: string } {
	const key = MESSAGE_OF[code]
	if (key) return { key }
	if ((HOTEL_SYSTEM_CODES as readonly string[]).includes(code)) return { key: 'hotelSystem', code }
	return { key: 'generic' }
}
