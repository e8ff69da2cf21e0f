// The one table of the platform's reservation refusals (spec 001 §8 "Known reservation-API
// codes", "Reservation messages"): for each code, the message (a key under
// booking.reservationErrors), the status the page answers with, and the guest's entry that
// would fix it. Booking, modify, cancel, check-in and upgrade all map through it. The spec
// gives the codes, not their wording or, for the numeric and AP ones, their meaning: those
// say the hotel's system refused, with the code, so the hotel can tell what happened. Any
// other code gets the generic message.
//
// Statuses: 400 when the guest can fix it by changing an entry (the field says which); 404
// for a reservation or profile that is not there; 409 when the reservation or the hotel
// has moved on (taken, cancelled, already made, begun); 422 for a rule of the hotel or the
// programme that no entry on the page changes (call the hotel); 503, as
// app/http/upstream-failure.server.ts answers a failing platform, for the hotel system's
// own codes and any code we do not know: the platform did not do it, and trying again may.

/** The guest's entry a refusal asks them to change. */
export type RefusalField = 'payment' | 'stayDates' | 'rewardsNumber' | 'travelAgent' | 'confirmationNumber' | 'points'

type Refusal = { key: string; status: 400 | 404 | 409 | 422 | 503; field?: RefusalField }

const fixable = (key: string, field: RefusalField): Refusal => ({ key, status: 400, field })

// A Map, so a code such as 'toString' finds nothing of Object's.
const REFUSALS = new Map<string, Refusal>(
	Object.entries({
		'reservation.not.found': { key: 'notFound', status: 404 },
		profileNotFound: { key: 'profileNotFound', status: 404 },
		'confirmation.number.format.invalid': fixable('numberFormat', 'confirmationNumber'),
		E_BAD_CONF_NO: fixable('numberFormat', 'confirmationNumber'),
		PURCHASE_LIMIT_ERROR: fixable('purchaseLimit', 'points'),
		invalidTravelDatesErrorText: fixable('travelDates', 'stayDates'),
		E_ARRIVAL_FORMAT: fixable('travelDates', 'stayDates'),
		E_GNR_DATE_FORMAT: fixable('travelDates', 'stayDates'),
		E_TOO_MANY_NIGHTS: fixable('tooManyNights', 'stayDates'),
		E_BAD_HSSMMP_ID: fixable('memberNumber', 'rewardsNumber'),
		E_BAD_IATA: fixable('travelAgent', 'travelAgent'),
		E_BAD_IATAN_VER: fixable('travelAgent', 'travelAgent'),
		// The platform's own payment refusal (docs/upstream-contract.md), not one of spec §8's codes.
		PAYMENT_DECLINED: fixable('paymentDeclined', 'payment'),
		'427': { key: 'roomUnavailable', status: 409 },
		E_ALREADY_CANCELLED: { key: 'alreadyCancelled', status: 409 },
		E_ALREADY_CONFIRMED: { key: 'alreadyConfirmed', status: 409 },
		E_DOUBLE_CLICK: { key: 'alreadyConfirmed', status: 409 },
		E_REPEATED_HOTEL: { key: 'repeatedHotel', status: 409 },
		E_CHANGED_HOTEL: { key: 'changedHotel', status: 409 },
		E_MOD_DISALLOW: { key: 'modifyDisallowed', status: 409 },
		// The platform's own: a revision number the guest saw is stale, the reservation changed elsewhere meanwhile.
		CONFLICT: { key: 'changeStale', status: 409 },
		// The platform's own: a request it would not take that no field explains; the page again, entries kept.
		BAD_REQUEST: { key: 'generic', status: 400 },
		E_FRAUD_ALERT: { key: 'callHotel', status: 422 },
		E_INVALID_KEY: { key: 'linkInvalid', status: 422 },
		E_MAX_BOOKINGS: { key: 'maxBookings', status: 422 },
		E_MAX_BOOK_ARRIVAL: { key: 'maxBookings', status: 422 },
		E_NO_CERTS_LEFT: { key: 'noCertificates', status: 422 },
	} satisfies Record<string, Refusal>),
)

/** Spec 001 §8: numeric codes and the AP ones, whose meaning the spec does not give. */
const HOTEL_SYSTEM_CODES: readonly string[] = [
	...['119', '163', '213', '217', '240', '241', '242', '262', '299', '313', '352', '365', '389', '506', '630', '647', '648'],
	...['AP10071', 'AP10076', 'AP10077'],
]

/** Every code the table explains: spec 001 §8's 44, and the platform's PAYMENT_DECLINED, CONFLICT and BAD_REQUEST. */
export const REFUSAL_CODES = [...REFUSALS.keys(), ...HOTEL_SYSTEM_CODES]

/** What the page says and answers for a refusal: the message key (under booking.reservationErrors), with the code when the message shows it. */
export type ReservationRefusal = Refusal & { code?: string }

/** The platform's refusal as a page says it: the catalogue key, the code the message shows, the entry to change. */
export type RefusalMessage = { key: string; code?: string; field?: RefusalField }

export function reservationRefusal(code: string): ReservationRefusal {
	const known = REFUSALS.get(code)
	if (known) return { ...known }
	if (HOTEL_SYSTEM_CODES.includes(code)) return { key: 'hotelSystem', status: 503, code }
	return { key: 'generic', status: 503 }
}

/** The page's message and status for a refusal: the table's key, in the booking catalogue. */
export function refusalMessage(code: string): { error: RefusalMessage; status: ReservationRefusal['status'] } {
	const { key, status, ...shown } = reservationRefusal(code)
	return { error: { key: `booking.reservationErrors.${key}`, ...shown }, status }
}
