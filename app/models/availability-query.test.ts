import { describe, expect, it } from 'vitest'
import { readAlias, readQueryDate, resolveAvailabilityQuery } from './availability-query.ts'

const today = new Date('2026-03-10T12:00:00Z')
const resolve = (query: string, locale = 'en-US') => resolveAvailabilityQuery(new URLSearchParams(query), { locale, today })
const target = (query: string, locale?: string) => {
	const outcome = resolve(query, locale)
	if (outcome.kind === 'invalid') throw new Error(`invalid: ${JSON.stringify(outcome.errors)}`)
	return `${outcome.path}?${outcome.query}`
}

describe('readAlias', () => {
	it('takes the first non-blank value under any alias, names in any case', () => {
		const params = new URLSearchParams('marshaCode=&PROPERTYID=nycmc&propertyCode=')
		expect(readAlias(params, 'propertyCode')).toBe('nycmc')
		expect(readAlias(new URLSearchParams('checkInDate=2026-04-01'), 'fromDate')).toBe('2026-04-01')
		expect(readAlias(new URLSearchParams('x=1'), 'fromDate')).toBeUndefined()
	})
})

describe('readQueryDate', () => {
	it("reads ISO dates and the locale's typed dates, two-digit years in this century", () => {
		expect(readQueryDate('2026-04-01', 'en-US', today)).toBe('2026-04-01')
		expect(readQueryDate('04/01/2026', 'en-US', today)).toBe('2026-04-01')
		expect(readQueryDate('01/04/26', 'es-ES', today)).toBe('2026-04-01')
		expect(readQueryDate('2026-02-30', 'en-US', today)).toBeNull()
		expect(readQueryDate('soon', 'en-US', today)).toBeNull()
	})
})

describe('resolveAvailabilityQuery', () => {
	it('sends a hotel to the rate list under our names, whatever names the link used', () => {
		expect(target('marshaCode=nycmc&checkInDate=04/01/2026&checkOutDate=04/03/2026&numberOfRooms=2&numberOfAdults=3&numberOfChildren=1')).toBe(
			'/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=2026-04-01&toDate=2026-04-03&roomCount=2&numAdultsPerRoom=3&childrenCountPerRoom=1',
		)
		expect(target('propertyId=TYOMC')).toBe('/reservation/rateListMenu.mi?propertyCode=TYOMC')
		expect(target('propertyCode=LONMC&fromDate=2026-05-01&toDate=2026-05-02&roomCount=1&numAdultsPerRoom=2')).toBe(
			'/reservation/rateListMenu.mi?propertyCode=LONMC&fromDate=2026-05-01&toDate=2026-05-02&roomCount=1&numAdultsPerRoom=2',
		)
	})

	it("maps rate types, codes and points to the rate list's names", () => {
		expect(target('propertyCode=NYCMC&clusterCode=AAA')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&clusterCode=aaa')
		expect(target('propertyCode=NYCMC&rateType=S9R')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&clusterCode=senior')
		expect(target('propertyCode=NYCMC&corpCode=abc')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&clusterCode=corp&corporateCode=ABC')
		expect(target('propertyCode=NYCMC&groupCode=grpabcd')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&clusterCode=group&groupCode=GRPABCD')
		// Decision 012: a handed-in code of 3 to 10 goes on (the rate list then asks for its 7); anything else is no code.
		expect(target('propertyCode=NYCMC&groupCode=abc')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&clusterCode=group&groupCode=ABC')
		expect(target('propertyCode=NYCMC&groupCode=ab')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC')
		expect(target('propertyCode=NYCMC&groupCode=grp-abc')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC')
		expect(target('propertyCode=NYCMC&usePoints=true')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&useRewardsPoints=true')
		expect(target('propertyCode=NYCMC&clusterCode=POINTS')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&useRewardsPoints=true')
		expect(target('propertyCode=NYCMC&tab=DEALS_AND_PACKAGES&showFullPrice=on&currency=eur')).toBe(
			'/reservation/rateListMenu.mi?propertyCode=NYCMC&tab=deals&showFullPrice=true&currency=EUR',
		)
		expect(target('propertyCode=NYCMC&rateTab=Prepay')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&tab=prepay')
		expect(target('propertyCode=NYCMC&tab=nonsense')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC')
	})

	it('sends flexible dates at a hotel to its calendar, the month and the stay length kept', () => {
		expect(target('propertyCode=NYCMC&fromDate=2026-04-20&toDate=2026-04-22&flexibleDates=true&roomCount=1&numAdultsPerRoom=2')).toBe(
			'/search/availabilityCalendar.mi?propertyCode=NYCMC&month=2026-04&nights=2&roomCount=1&numAdultsPerRoom=2',
		)
		expect(target('marshaCode=NYCMC&isFlexibleDate=1')).toBe('/search/availabilityCalendar.mi?propertyCode=NYCMC')
	})

	it('sends a destination to the hotel search', () => {
		expect(target('destination=new%20york&fromDate=2026-04-01&toDate=2026-04-02&numberOfRooms=1')).toBe(
			'/search/findHotels.mi?destinationAddress.destination=new+york&fromDate=2026-04-01&toDate=2026-04-02&roomCount=1',
		)
	})

	it('refuses nothing to search for, and values that cannot be read, keeping what was sent', () => {
		expect(resolve('')).toEqual({ kind: 'invalid', values: expect.any(Object), errors: { form: 'nothingToSearch' } })
		const bad = resolve('propertyCode=NYCMC&fromDate=2026-04-05&toDate=2026-04-03&numberOfRooms=x&numberOfAdults=0')
		expect(bad).toMatchObject({
			kind: 'invalid',
			values: { propertyCode: 'NYCMC', fromDate: '2026-04-05', toDate: '2026-04-03', roomCount: 'x', numAdultsPerRoom: '0' },
			errors: { toDate: 'checkOutBeforeCheckIn', roomCount: 'roomCountInvalid', numAdultsPerRoom: 'adultsInvalid' },
		})
		expect(resolve('propertyCode=<script>')).toMatchObject({ errors: { propertyCode: 'propertyCodeInvalid' } })
		expect(resolve('propertyCode=NYCMC&fromDate=2026-04-01&toDate=2026-05-02')).toMatchObject({ errors: { toDate: 'stayTooLong' } })
		expect(resolve('propertyCode=NYCMC&checkInDate=31/31/2026')).toMatchObject({ errors: { fromDate: 'dateInvalid' } })
	})
})
