import { describe, expect, it } from 'vitest'
import { addDaysTo, MOCK_SOLD_OUT_OFFSET_DAYS, utcToday } from '#mocks/upstream/fixtures/booking.ts'
import { upstreamFaults } from '#mocks/upstream/server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import * as booking from '#app/services/upstream/operations/booking.server.ts'
import { guest, useMockUpstream } from './setup.ts'

// The booking client against the mock upstream: the fixtures route tests read parse as
// the client expects, refusals arrive as statuses, failures as upstream errors.
useMockUpstream()

const inDays = (days: number) => addDaysTo(utcToday(), days)
const search = (checkIn: number, nights: number, extra: Partial<Parameters<typeof booking.searchProductsByProperty>[0]> = {}) =>
	booking.searchProductsByProperty(
		{ propertyId: 'CHIMC', checkInDate: inDays(checkIn), checkOutDate: inDays(checkIn + nights), rooms: [{ adults: 1, children: 0 }], ...extra },
		guest,
	)

describe('the booking operations against the mock', () => {
	it('searches products, with refusals as statuses', async () => {
		const standard = await search(1, 2, { tab: 'STANDARD' })
		expect(standard.status[0]?.code).toBe('SUCCESS')
		expect(standard.products.find((product) => product.id === 'FLEX:DKNG')).toMatchObject({ averageNightlyRate: { value: 25000, currency: 'USD' }, totalBeforeTaxes: { value: 50000 } })
		expect(standard.products.find((product) => product.id === 'MBRF:DKNG')?.wasNightlyRate?.value).toBe(25000)
		expect((await search(1, 1, { ers: true, groupCode: 'CHIMCGR', tab: 'GROUP' })).products.map((product) => product.ratePlan.code)).toContain('GRP')
		expect((await search(MOCK_SOLD_OUT_OFFSET_DAYS, 1)).status[0]?.code).toBe('427')
		expect((await search(-2, 1)).status[0]?.code).toBe('invalidTravelDatesErrorText')
		expect((await search(1, 40)).status[0]?.code).toBe('E_TOO_MANY_NIGHTS')
	})

	it('reads rate and room details, and the cancellation policy', async () => {
		expect(await booking.rateDetails('CHIMC', 'PNTS', guest)).toMatchObject({ code: 'PNTS', isRedemption: true })
		expect(await booking.rateDetails('CHIMC', 'NOPE', guest)).toBeNull()
		expect(await booking.roomDetails('CHIMC', 'DQQN', guest)).toMatchObject({ code: 'DQQN', images: [{ url: '/content/dam/mock/rooms/dqqn-bedroom.jpg' }] })
		expect(await booking.roomDetails('NOPE1', 'DQQN', guest)).toBeNull()
		expect(await booking.cancellationPolicy('CHIMC', 'PPAY', guest)).toBe('Non-refundable.')
	})

	it('answers availability, the calendar, the default selection and currencies', async () => {
		const found = await booking.searchAvailability({ destination: 'usa', checkInDate: inDays(1), checkOutDate: inDays(2), rooms: [{ adults: 1, children: 0 }] }, guest)
		expect(found.results.map((result) => result.property.id)).toEqual(['CHIMC', 'NYCMC'])
		const days = await booking.availabilityCalendar({ propertyId: 'CHIMC', startDate: inDays(MOCK_SOLD_OUT_OFFSET_DAYS - 1), days: 2 }, guest)
		expect(days.map((day) => day.available)).toEqual([true, false])
		expect(await booking.defaultSelection('CHIMC', guest)).toMatchObject({ checkInDate: inDays(1), checkOutDate: inDays(2), tab: 'STANDARD' })
		expect(await booking.currencies(guest)).toContainEqual({ code: 'KRW', decimalPoint: 0 })
		expect(await booking.exchangeCurrency({ fromCurrency: 'USD', value: 32900, valueDecimalPoint: 2, toCurrency: 'JPY' }, guest)).toEqual({ value: 49844, valueDecimalPoint: 0, currency: 'JPY' })
	})

	it('fails with an upstream error when the platform does', async () => {
		upstreamFaults.next('PhoenixBookSearchProductsByProperty', 'server-error')
		upstreamFaults.next('PhoenixBookSearchProductsByProperty', 'server-error')
		await expect(search(1, 1)).rejects.toBeInstanceOf(UpstreamError)
	})
})
