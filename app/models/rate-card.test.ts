import { describe, expect, it } from 'vitest'
import { cardPrices, needsSignIn, pointsStanding, productsOfTab, rateCardImageOf, showsRoomsLeft } from './rate-card.ts'
import type { Money, Product, RatePlan } from '@meridian/upstream-contract/booking.ts'

const usd = (value: number): Money => ({ value, valueDecimalPoint: 2, currency: 'USD' })
const plan = (over: Partial<RatePlan> = {}): RatePlan => ({
	code: 'FLEX',
	name: 'Flexible Rate',
	description: '',
	tab: 'STANDARD',
	isMemberRate: false,
	isPrepay: false,
	isRedemption: false,
	cancellationPolicy: '',
	...over,
})
const product = (over: Partial<Product> = {}): Product => ({
	id: 'FLEX:KING',
	room: { code: 'KING', name: 'King', description: '', bedType: 'King', maxOccupancy: 2, isSleepingRoom: true, features: [], images: [], attributes: [] },
	ratePlan: plan(),
	// Two nights, one room: 200.00 a night, 15 % taxes.
	averageNightlyRate: usd(20_000),
	wasNightlyRate: null,
	nightly: [],
	totalBeforeTaxes: usd(40_000),
	totalTaxes: usd(6_000),
	totalWithTaxes: usd(46_000),
	roomsLeft: 9,
	...over,
})

describe('cardPrices', () => {
	it('shows the nightly average and the total before taxes', () => {
		expect(cardPrices(product(), { withTaxes: false, nights: 2, rooms: 1 })).toEqual({ nightly: usd(20_000), total: usd(40_000), was: null })
	})

	it('adds each night its share of the taxes when the toggle asks for them', () => {
		expect(cardPrices(product(), { withTaxes: true, nights: 2, rooms: 1 })).toEqual({ nightly: usd(23_000), total: usd(46_000), was: null })
	})

	it('shows a was-price only when the saving exceeds 3.3 percent', () => {
		expect(cardPrices(product({ wasNightlyRate: usd(20_600) }), { withTaxes: false, nights: 2, rooms: 1 }).was).toBeNull()
		expect(cardPrices(product({ wasNightlyRate: usd(20_700) }), { withTaxes: false, nights: 2, rooms: 1 }).was).toEqual(usd(20_700))
		expect(cardPrices(product({ wasNightlyRate: usd(25_000) }), { withTaxes: true, nights: 2, rooms: 1 }).was).toEqual(usd(28_750))
	})

	it('keeps currencies without decimals whole', () => {
		const yen = (value: number): Money => ({ value, valueDecimalPoint: 0, currency: 'JPY' })
		const prices = cardPrices(
			product({ averageNightlyRate: yen(45_100), totalBeforeTaxes: yen(90_200), totalWithTaxes: yen(99_220), totalTaxes: yen(9_020) }),
			{ withTaxes: true, nights: 2, rooms: 1 },
		)
		expect(prices.nightly).toEqual(yen(49_610))
	})

	it('spreads a points stay taxes over its nights and rooms', () => {
		const prices = cardPrices(product({ averageNightlyRate: usd(0), totalBeforeTaxes: usd(0), totalWithTaxes: usd(4_000) }), {
			withTaxes: true,
			nights: 2,
			rooms: 2,
		})
		expect(prices.nightly).toEqual(usd(1_000))
	})
})

describe('the rest of a card', () => {
	it('lists only the tab asked for', () => {
		const deal = product({ id: 'BKFT:KING', ratePlan: plan({ code: 'BKFT', tab: 'DEALS_AND_PACKAGES' }) })
		expect(productsOfTab([product(), deal], 'DEALS_AND_PACKAGES')).toEqual([deal])
	})

	it('says how many rooms are left only when few are', () => {
		expect(showsRoomsLeft(0)).toBe(false)
		expect(showsRoomsLeft(3)).toBe(true)
		expect(showsRoomsLeft(5)).toBe(true)
		expect(showsRoomsLeft(6)).toBe(false)
	})

	it('compares the points balance with what the stay requires', () => {
		expect(pointsStanding(86_000, 60_000)).toEqual({ balance: 86_000, required: 60_000, enough: true, missing: 0 })
		expect(pointsStanding(4_200, 60_000)).toMatchObject({ enough: false, missing: 55_800 })
	})

	it('asks guests to sign in for member and points rates', () => {
		expect(needsSignIn(product({ ratePlan: plan({ isMemberRate: true }) }), false)).toBe(true)
		expect(needsSignIn(product({ ratePlan: plan({ isRedemption: true }) }), false)).toBe(true)
		expect(needsSignIn(product({ ratePlan: plan({ isMemberRate: true }) }), true)).toBe(false)
		expect(needsSignIn(product(), false)).toBe(false)
	})
})

describe("a card's picture of its room", () => {
	const images = [
		{ url: '/content/dam/nycmc/rooms/dkng-bedroom.jpg', caption: 'Deluxe Guest Room, 1 King' },
		{ url: '/content/dam/nycmc/rooms/dkng-bathroom.jpg', caption: 'Deluxe Guest Room, 1 King: bathroom' },
	]

	it("is the room's first picture in the spec's three renditions at quality 90, its caption the alt text", () => {
		expect(rateCardImageOf({ name: 'Deluxe Guest Room', images }, 0, 'https://cache.example.com')).toEqual({
			src: 'https://cache.example.com/content/dam/nycmc/rooms/dkng-bedroom.jpg?wid=358&hei=160&qlt=90',
			srcSet: [
				'https://cache.example.com/content/dam/nycmc/rooms/dkng-bedroom.jpg?wid=358&hei=160&qlt=90 358w',
				'https://cache.example.com/content/dam/nycmc/rooms/dkng-bedroom.jpg?wid=451&hei=366&qlt=90 451w',
				'https://cache.example.com/content/dam/nycmc/rooms/dkng-bedroom.jpg?wid=562&hei=366&qlt=90 562w',
			].join(', '),
			sizes: '(min-width: 1024px) 562px, (min-width: 768px) 451px, 358px',
			width: 358,
			height: 160,
			alt: 'Deluxe Guest Room, 1 King',
			loading: 'eager',
		})
	})

	it("takes the room's name when the picture has no caption, and is none when the room has no picture", () => {
		expect(rateCardImageOf({ name: 'Deluxe Guest Room', images: [{ url: '/a.jpg', caption: ' ' }] }, 0, '')?.alt).toBe('Deluxe Guest Room')
		expect(rateCardImageOf({ name: 'Deluxe Guest Room', images: [] }, 0, '')).toBeNull()
		expect(rateCardImageOf({ name: 'Deluxe Guest Room', images: [{ url: '', caption: 'x' }] }, 0, '')).toBeNull()
	})

	it('loads the first two cards of a list at once and the rest when scrolled to (spec 001 §9 preload 2)', () => {
		const loading = [0, 1, 2, 3, 4].map((position) => rateCardImageOf({ name: 'King', images }, position, '')?.loading)
		expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy'])
	})
})
