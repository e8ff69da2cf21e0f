import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'
import { haversineMiles } from './availability.ts'

// A Monday morning in New York: today is 2026-03-02 there.
const NOW = new Date('2026-03-02T15:00:00Z')
const TODAY = '2026-03-02'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox({}, () => NOW)
})
afterAll(() => sandbox.close())

const AVAILABILITY = /* GraphQL */ `
	query PhoenixBookSearchAvailability($input: AvailabilitySearchInput!) {
		searchAvailability(input: $input) {
			status {
				code
			}
			totalCount
			pageNumber
			pageSize
			results {
				property {
					id
					basicInformation {
						name
						currency
					}
					reviews {
						stars {
							count
						}
					}
				}
				distanceInMiles
				available
				lowestNightlyRate {
					value
					valueDecimalPoint
					currency
				}
			}
		}
	}
`
const CALENDAR = /* GraphQL */ `
	query PhoenixBookAvailabilityCalendar($propertyId: ID!, $startDate: String!, $days: Int) {
		availabilityCalendar(propertyId: $propertyId, startDate: $startDate, days: $days) {
			date
			available
			lowestNightlyRate {
				value
				currency
			}
		}
	}
`
const DEFAULT_SELECTION = /* GraphQL */ `
	query PhoenixBookDefaultSelection($propertyId: ID!) {
		defaultSelection(propertyId: $propertyId) {
			checkInDate
			checkOutDate
			rooms
			adultsPerRoom
			tab
		}
	}
`

type Result = {
	property: { id: string; basicInformation: { name: string }; reviews: { stars: { count: number } } }
	distanceInMiles: number
	available: boolean
	lowestNightlyRate: { value: number; currency: string } | null
}

async function availability(input: Record<string, unknown>) {
	const answer = await graph(sandbox.url, AVAILABILITY, {
		input: { destination: 'united states', checkInDate: addDays(TODAY, 1), checkOutDate: addDays(TODAY, 2), rooms: [{ adults: 1 }], ...input },
	})
	expect(answer.body.errors).toBeUndefined()
	const result = answer.body.data?.searchAvailability
	const typed: { code: string; totalCount: number; pageNumber: number; pageSize: number; results: Result[] } = {
		...result,
		code: result.status[0].code,
		results: result.results,
	}
	return typed
}

describe('searchAvailability', () => {
	it('measures distances from the first matching hotel, nearest first, with the lowest standard rate', async () => {
		const found = await availability({ destination: 'new york' })
		expect(found.code).toBe('SUCCESS')
		expect(found.results[0]).toMatchObject({
			property: { id: 'NYCMC' },
			distanceInMiles: 0,
			available: true,
			lowestNightlyRate: { value: 31255, currency: 'USD' },
		})
		const all = await availability({})
		const distances = all.results.map((result) => result.distanceInMiles)
		expect(distances).toEqual([...distances].sort((a, b) => a - b))
		expect(all.totalCount).toBe(all.results.length)
	})

	it('sorts by price (sold out last), stars and name', async () => {
		const byPrice = await availability({ sortType: 'PRICE' })
		const prices = byPrice.results.map((result) => result.lowestNightlyRate?.value ?? Number.POSITIVE_INFINITY)
		expect(prices).toEqual([...prices].sort((a, b) => a - b))
		const stars = (await availability({ sortType: 'STARS' })).results.map((result) => result.property.reviews.stars.count)
		expect(stars).toEqual([...stars].sort((a, b) => b - a))
		const names = (await availability({ sortType: 'NAME' })).results.map((result) => result.property.basicInformation.name)
		expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
	})

	it('answers pages of pageSize, with the total count', async () => {
		const all = await availability({ sortType: 'NAME' })
		expect(all.totalCount).toBeGreaterThan(2)
		const second = await availability({ sortType: 'NAME', pageSize: 2, pageNumber: 2 })
		expect(second).toMatchObject({ totalCount: all.totalCount, pageNumber: 2, pageSize: 2 })
		expect(second.results.map((result) => result.property.id)).toEqual(all.results.slice(2, 4).map((result) => result.property.id))
	})

	it('shows a sold-out hotel as unavailable, without a rate', async () => {
		const found = await availability({ destination: 'new york', checkInDate: addDays(TODAY, 45), checkOutDate: addDays(TODAY, 46) })
		expect(found.results.find((result) => result.property.id === 'NYCMC')).toMatchObject({ available: false, lowestNightlyRate: null })
	})

	it('refuses bad dates and finds nothing for an unknown destination', async () => {
		expect((await availability({ checkInDate: addDays(TODAY, -3) })).code).toBe('invalidTravelDatesErrorText')
		expect(await availability({ destination: 'zzz' })).toMatchObject({ code: 'SUCCESS', totalCount: 0, results: [] })
	})

	it('measures great-circle distances in miles', () => {
		// New York to Chicago is about 711 miles as the crow flies.
		expect(haversineMiles({ latitude: 40.7614, longitude: -73.9845 }, { latitude: 41.8977, longitude: -87.6224 })).toBeCloseTo(711, -1)
	})
})

describe('availabilityCalendar', () => {
	it('answers one night per day, the sold-out night unavailable', async () => {
		const answer = await graph(sandbox.url, CALENDAR, { propertyId: 'NYCMC', startDate: addDays(TODAY, 43), days: 4 })
		expect(answer.body.errors).toBeUndefined()
		const days = answer.body.data?.availabilityCalendar as Array<{ date: string; available: boolean; lowestNightlyRate: { value: number } | null }>
		expect(days.map((day) => day.date)).toEqual([43, 44, 45, 46].map((offset) => addDays(TODAY, offset)))
		expect(days.map((day) => day.available)).toEqual([true, true, false, true])
		expect(days[2]?.lowestNightlyRate).toBeNull()
		expect(days[0]?.lowestNightlyRate?.value).toBeGreaterThan(0)
	})

	it('answers past days as unavailable', async () => {
		const answer = await graph(sandbox.url, CALENDAR, { propertyId: 'NYCMC', startDate: addDays(TODAY, -1), days: 2 })
		expect(answer.body.data?.availabilityCalendar.map((day: { available: boolean }) => day.available)).toEqual([false, true])
	})
})

describe('defaultSelection', () => {
	it("is the hotel's tomorrow for one night, one room, one adult, standard rates", async () => {
		const answer = await graph(sandbox.url, DEFAULT_SELECTION, { propertyId: 'nycmc' })
		expect(answer.body.data?.defaultSelection).toEqual({ checkInDate: '2026-03-03', checkOutDate: '2026-03-04', rooms: 1, adultsPerRoom: 1, tab: 'STANDARD' })
		// Already Tuesday in Tokyo.
		const tokyo = await graph(sandbox.url, DEFAULT_SELECTION, { propertyId: 'TYOMC' })
		expect(tokyo.body.data?.defaultSelection.checkInDate).toBe('2026-03-04')
	})

	it('is the error NOT_FOUND for an unknown hotel', async () => {
		const answer = await graph(sandbox.url, DEFAULT_SELECTION, { propertyId: 'ZZZZZ' })
		expect(answer.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND')
	})
})
