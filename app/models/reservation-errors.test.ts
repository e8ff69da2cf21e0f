import { describe, expect, it } from 'vitest'
import { guestFormEntryOf } from './refusal-entry.ts'
import { REFUSAL_CODES, refusalMessage, reservationRefusal } from './reservation-errors.ts'

// One row per code the platform may refuse a reservation with (spec 001 §8's 44, and the
// platform's own PAYMENT_DECLINED, CONFLICT and BAD_REQUEST): what the page says, the status it answers
// and the entry the guest must change.
const EXPLAINED = [
	['reservation.not.found', 'notFound', 404, undefined],
	['profileNotFound', 'profileNotFound', 404, undefined],
	['confirmation.number.format.invalid', 'numberFormat', 400, 'confirmationNumber'],
	['E_BAD_CONF_NO', 'numberFormat', 400, 'confirmationNumber'],
	['PURCHASE_LIMIT_ERROR', 'purchaseLimit', 400, 'points'],
	['invalidTravelDatesErrorText', 'travelDates', 400, 'stayDates'],
	['E_ARRIVAL_FORMAT', 'travelDates', 400, 'stayDates'],
	['E_GNR_DATE_FORMAT', 'travelDates', 400, 'stayDates'],
	['E_TOO_MANY_NIGHTS', 'tooManyNights', 400, 'stayDates'],
	['E_BAD_HSSMMP_ID', 'memberNumber', 400, 'rewardsNumber'],
	['E_BAD_IATA', 'travelAgent', 400, 'travelAgent'],
	['E_BAD_IATAN_VER', 'travelAgent', 400, 'travelAgent'],
	['PAYMENT_DECLINED', 'paymentDeclined', 400, 'payment'],
	['427', 'roomUnavailable', 409, undefined],
	['E_ALREADY_CANCELLED', 'alreadyCancelled', 409, undefined],
	['E_ALREADY_CONFIRMED', 'alreadyConfirmed', 409, undefined],
	['E_DOUBLE_CLICK', 'alreadyConfirmed', 409, undefined],
	['E_REPEATED_HOTEL', 'repeatedHotel', 409, undefined],
	['E_CHANGED_HOTEL', 'changedHotel', 409, undefined],
	['E_MOD_DISALLOW', 'modifyDisallowed', 409, undefined],
	['CONFLICT', 'changeStale', 409, undefined],
	['BAD_REQUEST', 'generic', 400, undefined],
	['E_FRAUD_ALERT', 'callHotel', 422, undefined],
	['E_INVALID_KEY', 'linkInvalid', 422, undefined],
	['E_MAX_BOOKINGS', 'maxBookings', 422, undefined],
	['E_MAX_BOOK_ARRIVAL', 'maxBookings', 422, undefined],
	['E_NO_CERTS_LEFT', 'noCertificates', 422, undefined],
] as const

// Their meaning is not given: the message names the code, for the hotel to read.
const HOTEL_SYSTEM = [
	'119',
	'163',
	'213',
	'217',
	'240',
	'241',
	'242',
	'262',
	'299',
	'313',
	'352',
	'365',
	'389',
	'506',
	'630',
	'647',
	'648',
	'AP10071',
	'AP10076',
	'AP10077',
]

describe('reservationRefusal', () => {
	it.each(EXPLAINED)('explains %s as %s (%i, field %s)', (code, key, status, field) => {
		expect(reservationRefusal(code)).toEqual(field ? { key, status, field } : { key, status })
	})

	it.each(HOTEL_SYSTEM)('says the hotel system refused, with its code %s (503: try again)', (code) => {
		expect(reservationRefusal(code)).toEqual({ key: 'hotelSystem', status: 503, code })
	})

	it('has a row for every code above and no other: spec 001 §8’s 44 and the platform’s three', () => {
		expect(new Set(REFUSAL_CODES)).toEqual(new Set([...EXPLAINED.map(([code]) => code), ...HOTEL_SYSTEM]))
		expect(REFUSAL_CODES.length - 3).toBe(44)
	})

	it.each(['ACS064', 'RCM038', '', 'e_fraud_alert', '4270', 'toString', '__proto__'])('gives an unknown code %j the generic message (503)', (code) => {
		expect(reservationRefusal(code)).toEqual({ key: 'generic', status: 503 })
	})

	it('puts the message in the booking catalogue, with the code and the entry to change when there are', () => {
		expect(refusalMessage('E_FRAUD_ALERT')).toEqual({ error: { key: 'booking.reservationErrors.callHotel' }, status: 422 })
		expect(refusalMessage('PAYMENT_DECLINED')).toEqual({ error: { key: 'booking.reservationErrors.paymentDeclined', field: 'payment' }, status: 400 })
		expect(refusalMessage('630')).toEqual({ error: { key: 'booking.reservationErrors.hotelSystem', code: '630' }, status: 503 })
	})

	it('finds the guest-details entry a refusal names, for the page to say it next to that field', () => {
		expect(guestFormEntryOf(refusalMessage('PAYMENT_DECLINED').error)).toMatchObject({
			section: 'payment',
			name: 'paymentMethodId',
			message: 'paymentDeclined',
		})
		expect(guestFormEntryOf(refusalMessage('E_BAD_HSSMMP_ID').error)).toMatchObject({ name: 'rewardsNumber' })
		expect(guestFormEntryOf(refusalMessage('E_BAD_IATAN_VER').error)).toMatchObject({ name: 'travelAgentNumber' })
		// Dates are chosen on the rate list, not on the form; most refusals name no entry at all.
		expect(guestFormEntryOf(refusalMessage('E_TOO_MANY_NIGHTS').error)).toBeUndefined()
		expect(guestFormEntryOf(refusalMessage('E_FRAUD_ALERT').error)).toBeUndefined()
		expect(guestFormEntryOf(null)).toBeUndefined()
	})
})
