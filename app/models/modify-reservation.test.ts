import { describe, expect, it } from 'vitest'
import { modifyHref, readModifyIdentity, searchOfReservation } from './modify-reservation.ts'
import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'

const read = (query: string, member = false) => readModifyIdentity(new URLSearchParams(query), { member })

describe('readModifyIdentity', () => {
	it('asks for the find form when nothing is given, and reads number and last name', () => {
		expect(read('')).toEqual({ kind: 'empty' })
		expect(read('confirmationNumber=71420895&lastName=%20Blake%20')).toEqual({ kind: 'ok', identity: { confirmationNumber: '71420895', lastName: 'Blake' } })
	})

	it('lets a signed-in member leave the last name out, not a guest', () => {
		expect(read('confirmationNumber=71420851', true)).toMatchObject({ kind: 'ok' })
		expect(read('confirmationNumber=71420851')).toMatchObject({ kind: 'invalid', errors: { lastName: 'lastNameRequired' } })
	})

	it('refuses a number that is not digits or longer than 11 (spec 001 §5)', () => {
		expect(read('confirmationNumber=abc&lastName=x')).toMatchObject({ kind: 'invalid', errors: { confirmationNumber: 'confirmationNumberInvalid' } })
		expect(read('confirmationNumber=123456789012&lastName=x')).toMatchObject({ kind: 'invalid' })
	})
})

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

	it('writes the page address with the identity first', () => {
		expect(modifyHref({ confirmationNumber: '1', lastName: 'Blake' }, new URLSearchParams('lastName=x&fromDate=2027-01-11'))).toBe(
			'/reservation/modifyRateListMenu.mi?confirmationNumber=1&lastName=Blake&fromDate=2027-01-11',
		)
	})
})
