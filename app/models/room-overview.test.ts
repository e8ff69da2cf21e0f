import { describe, expect, it } from 'vitest'
import type { OrderReservation } from '@meridian/upstream-contract/order.ts'
import { notificationStatusOf, roomOverviewOf } from './room-overview.ts'

const reservation = {
	status: 'CONFIRMED',
	arrivalTime: '15:00',
	requestCodes: ['CRIB', 'H1', 'SOMETHING_ELSE'],
	rooms: [
		{ ordinal: 1, adults: 2, children: 1, room: { code: 'DKNG', name: 'Deluxe King' }, ratePlan: { code: 'FLEX', name: 'Flexible Rate' }, cancelled: false },
		{ ordinal: 2, adults: 1, children: 0, room: { code: 'DQQN', name: 'Deluxe Queen' }, ratePlan: { code: 'FLEX', name: 'Flexible Rate' }, cancelled: true },
	],
} as unknown as OrderReservation

describe('roomOverviewOf', () => {
	it('lists each room with its guests and rate, and the stay’s requests by code (not the preferences, which the room’s features word)', () => {
		expect(roomOverviewOf(reservation)).toEqual({
			rooms: [
				{ ordinal: 1, roomName: 'Deluxe King', rateName: 'Flexible Rate', adults: 2, children: 1, cancelled: false },
				{ ordinal: 2, roomName: 'Deluxe Queen', rateName: 'Flexible Rate', adults: 1, children: 0, cancelled: true },
			],
			requests: ['CRIB'],
			arrivalTime: '15:00',
		})
	})

	it('marks every room cancelled with the reservation, and copes with a stay booked without requests', () => {
		const cancelled = roomOverviewOf({ ...reservation, status: 'CANCELLED', requestCodes: null, arrivalTime: null })
		expect(cancelled.rooms.every((room) => room.cancelled)).toBe(true)
		expect(cancelled).toMatchObject({ requests: [], arrivalTime: null })
	})
})

describe('notificationStatusOf', () => {
	it('puts the newest message first, dated in the page’s language', () => {
		const sent = [
			{ channel: 'EMAIL' as const, recipient: 'a•••@example.com', subject: 'Confirmed', sentAt: '2026-11-20T10:00:00.000Z' },
			{ channel: 'SMS' as const, recipient: '•••0147', subject: 'Shared', sentAt: '2026-11-21T09:30:00.000Z' },
		]
		expect(notificationStatusOf(sent, 'en-US')).toEqual([
			{ channel: 'SMS', recipient: '•••0147', subject: 'Shared', sentAt: 'Nov 21, 2026, 9:30 AM UTC' },
			{ channel: 'EMAIL', recipient: 'a•••@example.com', subject: 'Confirmed', sentAt: 'Nov 20, 2026, 10:00 AM UTC' },
		])
	})
})
