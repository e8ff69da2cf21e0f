import { describe, expect, it } from 'vitest'
import { cartTotals, formatHeldUntil, formatStayDate, summarizeCart } from './cart-summary.ts'
import type { Cart, Product } from '@meridian/upstream-contract/booking.ts'

const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' })

const product = (overrides: Partial<Product['ratePlan']> = {}, totalPoints: number | null = null) =>
	({
		id: 'RACK:KING',
		room: { code: 'KING', name: 'Deluxe King' },
		ratePlan: { code: 'RACK', name: 'Flexible rate', isRedemption: false, cancellationPolicy: 'Free cancellation until 1 day before arrival.', ...overrides },
		totalWithTaxes: usd(51408),
		nightly: [
			{ date: '2026-06-01', amount: usd(45900) },
			{ date: '2026-06-02', amount: usd(45900) },
		],
		totalPoints,
	}) as unknown as Product

const cart = {
	id: 'cart-1',
	revisionNumber: 2,
	expiresAt: '2026-05-01T10:15:00Z',
	property: { id: 'NYCMC', seoNickname: 'nycmc-meridian-new-york', basicInformation: { name: 'Meridian New York' } },
	checkInDate: '2026-06-01',
	checkOutDate: '2026-06-03',
	lengthOfStay: 2,
	currency: 'USD',
	items: [
		{ ordinal: 2, adults: 1, children: 0, product: product({ name: 'Points rate', isRedemption: true }, 60000) },
		{ ordinal: 1, adults: 2, children: 1, product: product() },
	],
	subtotal: usd(91800),
	totalTaxes: usd(11016),
	total: usd(102816),
	totalPoints: 60000,
} as unknown as Cart

describe('summarizeCart', () => {
	const summary = summarizeCart(cart, 'en-US', new Date('2026-05-01T10:00:30Z'), 'UTC')

	it('writes the stay and the hold for the locale', () => {
		expect(summary).toMatchObject({ hotelName: 'Meridian New York', checkIn: 'Mon, Jun 1, 2026', checkOut: 'Wed, Jun 3, 2026', nights: 2, total: '$1,028.16' })
		expect(summary.heldUntil).toBe('10:15 AM UTC')
		expect(summary.minutesLeft).toBe(14)
	})

	it('says the hold in hotel time when the cart names its zone', () => {
		const inNewYork = { ...cart, property: { ...cart.property, basicInformation: { name: 'Meridian New York', timeZone: 'America/New_York' } } }
		expect(summarizeCart(inNewYork, 'en-US', new Date('2026-05-01T10:00:30Z')).heldUntil).toBe('6:15 AM EDT')
		expect(summarizeCart(cart, 'en-US', new Date('2026-05-01T10:00:30Z')).heldUntil).toBe('10:15 AM UTC')
	})

	it('gives each cash room its nights, each with its rate', () => {
		expect(summary.rooms.map((room) => room.nightly)).toEqual([
			[
				{ date: 'Mon, Jun 1, 2026', amount: '$459.00' },
				{ date: 'Tue, Jun 2, 2026', amount: '$459.00' },
			],
			[],
		])
	})

	it('lists rooms in order, with points only for a points rate', () => {
		expect(summary.rooms.map((room) => [room.ordinal, room.rateName, room.points])).toEqual([
			[1, 'Flexible rate', null],
			[2, 'Points rate', '60,000'],
		])
		expect(summary.totalPoints).toBe('60,000')
	})

	it('writes Spanish dates and amounts', () => {
		const spanish = summarizeCart(cart, 'es-ES', new Date('2026-05-01T10:00:00Z'), 'UTC')
		expect(spanish.checkIn).toBe('lun, 1 jun 2026')
		expect(spanish.total.replace(/\s/g, ' ')).toBe('1028,16 US$')
	})
})

describe('formatting helpers', () => {
	it('keeps a date that is not one as it is', () => {
		expect(formatStayDate('soon', 'en-US')).toBe('soon')
		expect(formatHeldUntil('never', 'en-US')).toBe('')
	})

	it('gives the totals before and after taxes', () => {
		expect(cartTotals(cart, 'en-US')).toEqual({ subtotal: '$918.00', taxes: '$110.16', total: '$1,028.16' })
	})
})
