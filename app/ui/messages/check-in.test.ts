import { describe, expect, it } from 'vitest'
import { EARLY_ARRIVAL_STATUSES } from '#app/models/check-in.ts'
import en from './reservations/en-US.json'
import es from './reservations/es-ES.json'

describe('the early-room request statuses', () => {
	it.each(EARLY_ARRIVAL_STATUSES)('word %s in both languages', (status) => {
		expect(en.booking.checkIn.early[status]).toMatch(/\w/)
		expect(es.booking.checkIn.early[status]).toMatch(/\w/)
	})
})
