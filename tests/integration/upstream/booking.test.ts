import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { startTestSandbox } from '@meridian/sandbox/testing.ts'

// The app's booking client against the sandbox over real HTTP, no mock between them:
// every operation of booking.server.ts, with the demo facts the routes rely on (the
// sold-out night, the NYCMC flexible rate, the exchange rates). The sandbox's clock is
// fixed: a Monday morning in New York, 2026-03-02.
const NOW = new Date('2026-03-02T15:00:00Z')
const TODAY = '2026-03-02'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let booking: typeof import('#app/services/upstream/operations/booking.server.ts')
let errors: typeof import('#app/services/upstream/errors.server.ts')

beforeAll(async () => {
	sandbox = await startTestSandbox({}, () => NOW)
	// The client reads its upstream from the environment once, at first use.
	process.env.UPSTREAM_URL = sandbox.url
	process.env.LOG_LEVEL = 'silent'
	booking = await import('#app/services/upstream/operations/booking.server.ts')
	errors = await import('#app/services/upstream/errors.server.ts')
})
afterAll(() => sandbox.close())

const guest = { locale: 'en-US' as const, requestId: 'booking-contract-test' }
const spanish = { locale: 'es-ES' as const, requestId: 'booking-contract-test-es' }
const stay = (checkIn: number, nights = 1) => ({ propertyId: 'NYCMC', checkInDate: addDays(TODAY, checkIn), checkOutDate: addDays(TODAY, checkIn + nights) })

describe('the booking contract between the client and the sandbox', () => {
	it('searches products: the NYCMC flexible rate is $329.00 a weekday night, the member rate shows it as was-price', async () => {
		const result = await booking.searchProductsByProperty({ ...stay(1), rooms: [{ adults: 1, children: 0 }], tab: 'STANDARD' }, guest)
		expect(result).toMatchObject({ status: [{ code: 'SUCCESS' }], lengthOfStay: 1, currency: 'USD' })
		const flex = result.products.find((product) => product.id === 'FLEX:DKNG')
		expect(flex).toMatchObject({
			room: { code: 'DKNG', name: 'Deluxe Guest Room, 1 King', maxOccupancy: 3 },
			ratePlan: { code: 'FLEX', tab: 'STANDARD', isRedemption: false },
			averageNightlyRate: { value: 32900, valueDecimalPoint: 2, currency: 'USD' },
			totalTaxes: { value: 4853 },
			totalWithTaxes: { value: 37753 },
			wasNightlyRate: null,
		})
		expect(flex?.room.images.length).toBeGreaterThan(0)
		const member = result.products.find((product) => product.id === 'MBRF:DKNG')
		expect(member).toMatchObject({ ratePlan: { isMemberRate: true }, averageNightlyRate: { value: 31255 }, wasNightlyRate: { value: 32900 } })
	})

	it('searches ERS products, with the room pool attributes', async () => {
		const result = await booking.searchProductsByProperty({ ...stay(1), rooms: [{ adults: 1, children: 0 }], tab: 'STANDARD', ers: true }, guest)
		expect(result.products.find((product) => product.id === 'FLEX:DKNG')?.room.attributes).toContainEqual({
			category: { code: 'H1', description: 'High floor' },
		})
	})

	it('answers refusals as a status: sold out (427), bad dates, too many nights', async () => {
		const rooms = [{ adults: 1, children: 0 }]
		const code = async (checkIn: number, nights: number) => (await booking.searchProductsByProperty({ ...stay(checkIn, nights), rooms }, guest)).status[0]?.code
		expect(await code(44, 2)).toBe('427')
		expect(await code(-1, 1)).toBe('invalidTravelDatesErrorText')
		expect(await code(3, 0)).toBe('invalidTravelDatesErrorText')
		expect(await code(1, 31)).toBe('E_TOO_MANY_NIGHTS')
	})

	it('prices points for the redemption tab', async () => {
		const result = await booking.searchProductsByProperty({ ...stay(5, 2), rooms: [{ adults: 2, children: 0 }], rewardsRedemption: true }, guest)
		expect(result.products.find((product) => product.id === 'PNTS:DKNG')).toMatchObject({
			pointsPerNight: 60000,
			totalPoints: 120000,
			ratePlan: { isRedemption: true },
		})
	})

	it('reads rate details in the visitor language, room details and the cancellation policy', async () => {
		const details = await booking.rateDetails('NYCMC', 'FLEX', spanish)
		expect(details?.rules.localizedDescriptions[0]?.translatedText).toMatch(/Cancelación gratuita/)
		expect(await booking.rateDetails('NYCMC', 'NOPE', guest)).toBeNull()
		const room = await booking.roomDetails('NYCMC', 'STE1', guest)
		expect(room).toMatchObject({ code: 'STE1', maxOccupancy: 4, images: [{ url: '/content/dam/nycmc/rooms/ste1-bedroom.jpg' }, {}] })
		expect(room?.features.map((feature) => feature.code)).toContain('E6')
		expect(await booking.roomDetails('NYCMC', 'NOPE', guest)).toBeNull()
		expect(await booking.cancellationPolicy('NYCMC', 'PPAY', guest)).toMatch(/Non-refundable/)
		expect(await booking.cancellationPolicy('NYCMC', 'NOPE', guest)).toBeNull()
	})

	it('searches availability near a destination, by page', async () => {
		const found = await booking.searchAvailability(
			{
				destination: 'united states',
				checkInDate: addDays(TODAY, 1),
				checkOutDate: addDays(TODAY, 2),
				rooms: [{ adults: 1, children: 0 }],
				sortType: 'PRICE',
				pageSize: 2,
			},
			guest,
		)
		expect(found).toMatchObject({ status: [{ code: 'SUCCESS' }], pageNumber: 1, pageSize: 2 })
		expect(found.results).toHaveLength(2)
		expect(found.totalCount).toBeGreaterThan(2)
		expect(found.results[0]?.available).toBe(true)
	})

	it('answers the calendar, with the sold-out night, and the default selection', async () => {
		const days = await booking.availabilityCalendar({ propertyId: 'NYCMC', startDate: addDays(TODAY, 44), days: 3 }, guest)
		expect(days.map((day) => day.available)).toEqual([true, false, true])
		expect(await booking.defaultSelection('NYCMC', guest)).toEqual({
			checkInDate: '2026-03-03',
			checkOutDate: '2026-03-04',
			rooms: 1,
			adultsPerRoom: 1,
			tab: 'STANDARD',
		})
		await expect(booking.defaultSelection('ZZZZZ', guest)).rejects.toBeInstanceOf(errors.UpstreamError)
	})

	it('lists the currencies and converts an amount: $329.00 is ¥49,844 and ₩442,505', async () => {
		const list = await booking.currencies(guest)
		expect(list).toHaveLength(14)
		expect(list).toContainEqual({ code: 'KRW', decimalPoint: 0 })
		expect(await booking.exchangeCurrency({ fromCurrency: 'USD', value: 32900, valueDecimalPoint: 2, toCurrency: 'JPY' }, guest)).toEqual({
			value: 49844,
			valueDecimalPoint: 0,
			currency: 'JPY',
		})
		expect(await booking.exchangeCurrency({ fromCurrency: 'USD', value: 32900, valueDecimalPoint: 2, toCurrency: 'KRW' }, guest)).toEqual({
			value: 442505,
			valueDecimalPoint: 0,
			currency: 'KRW',
		})
	})
})
