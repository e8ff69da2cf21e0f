import { describe, expect, it } from 'vitest'
import { stayHasEnded } from './reservation-lookup.ts'

describe('stayHasEnded', () => {
	const stay = (checkOutDate: string, status = 'CONFIRMED') => ({ status, checkOutDate })

	it('is over once the check-out day has passed everywhere, and not before', () => {
		expect(stayHasEnded(stay('2026-11-20'), new Date('2026-11-24T10:00:00Z'))).toBe(true)
		// Check-out day itself: the guests may still be there.
		expect(stayHasEnded(stay('2026-11-24'), new Date('2026-11-24T23:00:00Z'))).toBe(false)
		// Just after midnight UTC the day before is still today west of Greenwich.
		expect(stayHasEnded(stay('2026-11-23'), new Date('2026-11-24T06:00:00Z'))).toBe(false)
		expect(stayHasEnded(stay('2026-11-23'), new Date('2026-11-24T13:00:00Z'))).toBe(true)
	})

	it('leaves a cancelled reservation to the cancelled view', () => {
		expect(stayHasEnded(stay('2020-01-01', 'CANCELLED'), new Date('2026-11-24T10:00:00Z'))).toBe(false)
	})
})
