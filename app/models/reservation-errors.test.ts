import { describe, expect, it } from 'vitest'
import { KNOWN_RESERVATION_CODES, reservationErrorMessage } from './reservation-errors.ts'

describe('reservationErrorMessage', () => {
	it('gives every code spec 001 §8 lists a message of its own', () => {
		expect(KNOWN_RESERVATION_CODES).toHaveLength(44)
		for (const code of KNOWN_RESERVATION_CODES) expect(reservationErrorMessage(code).key).not.toBe('generic')
	})

	it('names the hotel system’s own codes in the message, and has a generic one for any other', () => {
		expect(reservationErrorMessage('630')).toEqual({ key: 'hotelSystem', code: '630' })
		expect(reservationErrorMessage('AP10076')).toEqual({ key: 'hotelSystem', code: 'AP10076' })
		expect(reservationErrorMessage('E_MOD_DISALLOW')).toEqual({ key: 'modifyDisallowed' })
		expect(reservationErrorMessage('ACS064')).toEqual({ key: 'generic' })
		expect(reservationErrorMessage('')).toEqual({ key: 'generic' })
	})
})
