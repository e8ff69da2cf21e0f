import { describe, expect, it } from 'vitest'
import { REFUSAL_CODES, reservationRefusal } from '#app/models/reservation-errors.ts'
import en from './booking-errors/en-US.json'
import es from './booking-errors/es-ES.json'

describe('the reservation error messages', () => {
	it.each([...REFUSAL_CODES, 'ACS064'])('word %s in both languages', (code) => {
		const { key } = reservationRefusal(code)
		expect(en.booking.reservationErrors).toHaveProperty(key)
		expect(es.booking.reservationErrors).toHaveProperty(key)
	})
})
