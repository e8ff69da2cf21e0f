import { describe, expect, it } from 'vitest'
import { findHotelsQuery, pagesOf, rateListQueryOf, readFindHotels } from './find-hotels.ts'

const now = new Date('2026-03-10T12:00:00Z')
const read = (query: string) => readFindHotels(new URLSearchParams(query), { now, locale: 'en-US' })

describe('readFindHotels', () => {
	it("reads the search, with the spec's 40 a page sorted by distance by default", () => {
		expect(read('destinationAddress.destination=new+york&fromDate=2026-04-01&toDate=2026-04-03&roomCount=2&numAdultsPerRoom=2')).toMatchObject({
			ok: true,
			search: {
				destination: 'new york',
				fromDate: '2026-04-01',
				toDate: '2026-04-03',
				roomCount: 2,
				numAdultsPerRoom: 2,
				sortType: 'distance',
				pageNumber: 1,
				pageSize: 40,
			},
		})
	})

	it('searches tomorrow for one night without dates, and reads sort and page in any case', () => {
		expect(read('destination=tokyo&sortType=PRICE&pageNumber=2&pageSize=5')).toMatchObject({
			ok: true,
			search: { fromDate: '2026-03-12', toDate: '2026-03-13', sortType: 'price', pageNumber: 2, pageSize: 5, roomCount: 1 },
		})
		expect(read('destination=tokyo&sortType=cheapest&pageNumber=-1&pageSize=500')).toMatchObject({
			ok: true,
			search: { sortType: 'distance', pageNumber: 1, pageSize: 40 },
		})
	})

	it('refuses a missing destination and unreadable or impossible stays, keeping the values', () => {
		expect(read('fromDate=2026-04-03&toDate=2026-04-01&roomCount=9')).toEqual({
			ok: false,
			values: { destination: '', fromDate: '2026-04-03', toDate: '2026-04-01', roomCount: '9', numAdultsPerRoom: '', sortType: 'distance' },
			errors: { destination: 'destinationRequired', toDate: 'checkOutBeforeCheckIn', roomCount: 'roomCountInvalid' },
		})
		expect(read('destination=x&fromDate=2026-03-01&toDate=2026-03-02')).toMatchObject({ errors: { fromDate: 'fromDateInPast' } })
		expect(read('destination=x&toDate=2026-03-20')).toMatchObject({ errors: { fromDate: 'fromDateRequired' } })
		expect(read('destination=x&fromDate=soon')).toMatchObject({ errors: { fromDate: 'dateInvalid' } })
		expect(read(`destination=${'a'.repeat(101)}`)).toMatchObject({ errors: { destination: 'destinationTooLong' } })
		expect(read('destination=%00')).toMatchObject({ errors: { destination: 'destinationRequired' } })
	})
})

describe('pages and links', () => {
	it('counts pages and their neighbours', () => {
		expect(pagesOf({ totalCount: 20, pageNumber: 1, pageSize: 40 })).toEqual({ pageCount: 1, previous: null, next: null, pages: [1] })
		expect(pagesOf({ totalCount: 6, pageNumber: 2, pageSize: 2 })).toEqual({ pageCount: 3, previous: 1, next: 3, pages: [1, 2, 3] })
		expect(pagesOf({ totalCount: 0, pageNumber: 1, pageSize: 40 })).toMatchObject({ pageCount: 1 })
		expect(pagesOf({ totalCount: 4, pageNumber: 9, pageSize: 2 })).toMatchObject({ previous: 2, next: null })
	})

	it('writes the search URL with a change, and the rate list of a hotel for the stay', () => {
		const result = read('destination=new york&fromDate=2026-04-01&toDate=2026-04-03&pageSize=2')
		if (!result.ok) throw new Error('invalid')
		expect(findHotelsQuery(result.search, { pageNumber: 2 })).toBe(
			'destinationAddress.destination=new+york&fromDate=2026-04-01&toDate=2026-04-03&roomCount=1&numAdultsPerRoom=1&sortType=distance&pageNumber=2&pageSize=2',
		)
		expect(rateListQueryOf('NYCMC', result.search)).toBe('propertyCode=NYCMC&fromDate=2026-04-01&toDate=2026-04-03&roomCount=1&numAdultsPerRoom=1')
	})
})
