import { describe, expect, it } from 'vitest'
import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'
import { tripsOf } from './my-trips.ts'

const stay = (confirmationNumber: string, checkInDate: string, checkOutDate: string, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED'): ReservationSummary => ({
	confirmationNumber,
	status,
	property: { id: 'NYCMC', seoNickname: 'nycmc', basicInformation: { name: 'Meridian New York' } },
	checkInDate,
	checkOutDate,
	numberOfNights: 2,
	guest: { givenName: 'Grace', surname: 'Lindqvist', customerId: 'CUST-GOLD' },
	rooms: [],
	revisionNumber: 1,
})

describe('tripsOf', () => {
	it('puts the next arrival first, the latest past stay first, and the cancelled apart', () => {
		const trips = tripsOf(
			[
				stay('3', '2026-12-20', '2026-12-22'),
				stay('1', '2026-12-01', '2026-12-03'),
				stay('9', '2026-10-01', '2026-10-03'),
				stay('8', '2026-11-01', '2026-11-03'),
				stay('5', '2026-12-10', '2026-12-12', 'CANCELLED'),
			],
			'2026-11-24',
			'en-US',
		)
		expect(trips.upcoming.map((trip) => trip.confirmationNumber)).toEqual(['1', '3'])
		expect(trips.past.map((trip) => trip.confirmationNumber)).toEqual(['8', '9'])
		expect(trips.cancelled.map((trip) => trip.confirmationNumber)).toEqual(['5'])
	})

	it('keeps a stay whose check-out is today among the upcoming ones', () => {
		expect(tripsOf([stay('1', '2026-11-22', '2026-11-24')], '2026-11-24', 'en-US').upcoming).toHaveLength(1)
	})
})
