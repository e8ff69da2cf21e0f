import { describe, expect, it } from 'vitest'
import type { ChangedOrder } from '@meridian/upstream-contract/order.ts'
import { changeApplied, changeRefusalOf, pointsShort, readRevisions, revisionsAfter } from './reservation-change.ts'

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

describe('readRevisions', () => {
	it('reads the numbers the confirm form carries; an order number may be absent', () => {
		expect(readRevisions(form({ reservationRevisionNumber: '3', orderRevisionNumber: '2' }))).toEqual({ reservationRevisionNumber: 3, orderRevisionNumber: 2 })
		expect(readRevisions(form({ reservationRevisionNumber: '1', orderRevisionNumber: '' }))).toEqual({
			reservationRevisionNumber: 1,
			orderRevisionNumber: null,
		})
	})

	it('refuses what a form never sends: nothing, words, negatives, huge numbers', () => {
		expect(readRevisions(form({}))).toBeNull()
		expect(readRevisions(form({ reservationRevisionNumber: 'x' }))).toBeNull()
		expect(readRevisions(form({ reservationRevisionNumber: '-1' }))).toBeNull()
		expect(readRevisions(form({ reservationRevisionNumber: '1', orderRevisionNumber: '1e9' }))).toBeNull()
		expect(readRevisions(form({ reservationRevisionNumber: '12345678901' }))).toBeNull()
	})
})

describe('revisionsAfter', () => {
	const order = {
		orderRevisionNumber: 4,
		items: [
			{ basicInformation: { confirmationNumber: '100' }, reservationRevisionNumber: 2 },
			{ basicInformation: { confirmationNumber: '200' }, reservationRevisionNumber: 7 },
		],
	} as unknown as ChangedOrder

	it('refreshes from the newer order, matching the item by confirmation number (spec 001 §3)', () => {
		expect(revisionsAfter(order, '200')).toEqual({ reservationRevisionNumber: 7, orderRevisionNumber: 4 })
		expect(revisionsAfter(order, '300')).toBeNull()
	})

	it('counts a change as applied only when the reservation’s revision moved on', () => {
		expect(changeApplied({ reservationRevisionNumber: 6, orderRevisionNumber: 3 }, revisionsAfter(order, '200'))).toBe(true)
		expect(changeApplied({ reservationRevisionNumber: 7, orderRevisionNumber: 4 }, revisionsAfter(order, '200'))).toBe(false)
		expect(changeApplied({ reservationRevisionNumber: 1, orderRevisionNumber: null }, null)).toBe(false)
	})
})

describe('changeRefusalOf', () => {
	it('says an entry of the change next to it, or in its words, when the platform names one', () => {
		expect(changeRefusalOf('BAD_REQUEST', 'prepayConsent')).toEqual({ key: 'manage.change.errors.prepayConsentRequired', status: 400, field: 'prepayConsent' })
		expect(changeRefusalOf('BAD_REQUEST', 'points')).toEqual({ key: 'manage.change.errors.changePoints', status: 400 })
		expect(changeRefusalOf('BAD_REQUEST', 'ratePlanCode')).toEqual({ key: 'manage.change.errors.changePaymentKind', status: 400 })
	})

	it('says every other refusal as the one table does, 409 where the reservation or the hotel moved on', () => {
		expect(changeRefusalOf('CONFLICT', 'reservationRevisionNumber')).toEqual({ key: 'booking.reservationErrors.changeStale', status: 409 })
		expect(changeRefusalOf('E_MOD_DISALLOW', 'propertyId')).toEqual({ key: 'booking.reservationErrors.modifyDisallowed', status: 409 })
		expect(changeRefusalOf('427', null)).toEqual({ key: 'booking.reservationErrors.roomUnavailable', status: 409 })
		expect(changeRefusalOf('E_CHANGED_HOTEL', null)).toEqual({ key: 'booking.reservationErrors.changedHotel', status: 409 })
		expect(changeRefusalOf('E_TOO_MANY_NIGHTS', null)).toEqual({ key: 'booking.reservationErrors.tooManyNights', status: 400, field: 'stayDates' })
		expect(changeRefusalOf('BAD_REQUEST', 'toString')).toEqual({ key: 'booking.reservationErrors.generic', status: 400 })
		expect(changeRefusalOf('SOMETHING_NEW', null)).toEqual({ key: 'booking.reservationErrors.generic', status: 503 })
	})
})

describe('pointsShort', () => {
	it('counts what the new stay needs beyond the points already held and the balance', () => {
		expect(pointsShort(90_000, 60_000, 10_000)).toBe(20_000)
		expect(pointsShort(50_000, 60_000, 0)).toBe(0)
		expect(pointsShort(null, 60_000, 0)).toBe(0)
		expect(pointsShort(30_000, null, undefined)).toBe(30_000)
	})
})
