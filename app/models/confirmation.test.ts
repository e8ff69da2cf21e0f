import { describe, expect, it } from 'vitest'
import type { Order } from '@meridian/upstream-contract/order.ts'
import { calendarEventOf, confirmationView } from './confirmation.ts'

const order: Order = {
	id: 'order-1',
	orderRevisionNumber: 1,
	createdAt: '2026-11-24T12:00:00Z',
	items: [
		{
			basicInformation: { confirmationNumber: '81234567' },
			reservationRevisionNumber: 1,
			reservation: {
				confirmationNumber: '81234567',
				status: 'CONFIRMED',
				property: { id: 'NYCMC', seoNickname: 'nycmc-meridian-new-york-times-square', basicInformation: { name: 'Meridian New York Times Square' } },
				checkInDate: '2027-01-20',
				checkOutDate: '2027-01-22',
				numberOfNights: 2,
				guest: { givenName: 'Ana', surname: 'García', email: 'ana@example.com', customerId: null },
				rooms: [{ ordinal: 1, adults: 2, children: 1, room: { code: 'DKNG', name: 'Deluxe King' }, ratePlan: { code: 'FLEX', name: 'Flexible rate' } }],
				total: { value: 59800, valueDecimalPoint: 2, currency: 'USD' },
				totalTaxes: { value: 8970, valueDecimalPoint: 2, currency: 'USD' },
				totalPoints: null,
				revisionNumber: 1,
			},
		},
	],
}

describe('the confirmation', () => {
	it('says the number, the stay and the charges with taxes added', () => {
		expect(confirmationView(order, 'en-US')).toMatchObject({
			confirmationNumber: '81234567',
			guestName: 'Ana',
			hotelName: 'Meridian New York Times Square',
			nights: 2,
			total: '$598.00',
			taxes: '$89.70',
			totalWithTaxes: '$687.70',
			totalPoints: null,
			rooms: [{ ordinal: 1, roomName: 'Deluxe King', rateName: 'Flexible rate', adults: 2, children: 1 }],
		})
	})

	it('makes an all-day calendar event from check-in to the check-out date', () => {
		expect(calendarEventOf(order.items[0]!.reservation, { title: 'Stay', description: 'Number' })).toMatchObject({
			start: [2027, 1, 20],
			end: [2027, 1, 22],
			location: 'Meridian New York Times Square',
			status: 'CONFIRMED',
		})
	})
})
