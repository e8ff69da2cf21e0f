import { describe, expect, it } from 'vitest'
import { modifyHref, searchOfReservation } from './modify-reservation.ts'
import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'

describe('searchOfReservation', () => {
	const reservation = {
		property: { id: 'TYOMC' },
		checkInDate: '2027-01-10',
		checkOutDate: '2027-01-14',
		rooms: [
			{ adults: 2, children: 0 },
			{ adults: 2, children: 1 },
		],
	} as unknown as ReservationSummary

	it('starts from the reservation and takes what the query changed', () => {
		expect(searchOfReservation(reservation, new URLSearchParams())).toEqual({
			propertyCode: 'TYOMC',
			fromDate: '2027-01-10',
			toDate: '2027-01-14',
			roomCount: '2',
			numAdultsPerRoom: '2',
			childrenCountPerRoom: '0',
		})
		expect(searchOfReservation(reservation, new URLSearchParams('fromDate=2027-01-11&propertyCode=NYCMC&tab=prepay'))).toMatchObject({
			propertyCode: 'TYOMC',
			fromDate: '2027-01-11',
			tab: 'prepay',
		})
	})

	it('writes the page address without naming the reservation or its guest', () => {
		expect(modifyHref(new URLSearchParams('confirmationNumber=1&lastName=x&surname=y&fromDate=2027-01-11'))).toBe(
			'/reservation/modifyRateListMenu.mi?fromDate=2027-01-11',
		)
		expect(modifyHref()).toBe('/reservation/modifyRateListMenu.mi')
	})
})
