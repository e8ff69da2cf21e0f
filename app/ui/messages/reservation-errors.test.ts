import { describe, expect, it } from 'vitest'
import { KNOWN_RESERVATION_CODES, reservationErrorMessage } from '#app/models/reservation-errors.ts'
import en from './booking/en-US.json'
import es from './booking/es-ES.json'

describe('the reservation error messages', () => {
	it('word every code spec 001 §8 lists, and the generic one, in both languages', () => {
		const keys = new Set([...KNOWN_RESERVATION_CODES.map((code) => reservationErrorMessage(code).key), 'generic'])
		for (const key of keys) {
			expect(en.booking.reservationErrors).toHaveProperty(key)
			expect(es.booking.reservationErrors).toHaveProperty(key)
		}
	})
})
