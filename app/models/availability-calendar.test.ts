import { describe, expect, it } from 'vitest'
import {
	calendarMonthHref,
	calendarWindow,
	daysInMonth,
	monthGrid,
	parseMonth,
	rateListHrefForDay,
	readCalendarQuery,
	shiftMonth,
	weekdayOrder,
	weekStartOf,
} from './availability-calendar.ts'

const today = new Date('2026-03-10T12:00:00Z')
const read = (query: string) => readCalendarQuery(new URLSearchParams(query), { today, locale: 'en-US' })

describe('month math', () => {
	it('parses YYYY-MM only', () => {
		expect(parseMonth('2026-04')).toEqual({ year: 2026, month: 4 })
		expect(parseMonth('2026-13')).toBeNull()
		expect(parseMonth('2026-4')).toBeNull()
		expect(parseMonth('April')).toBeNull()
	})

	it('moves across years and counts days, leap years too', () => {
		expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
		expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
		expect(shiftMonth({ year: 2026, month: 3 }, 12)).toEqual({ year: 2027, month: 3 })
		expect(daysInMonth({ year: 2028, month: 2 })).toBe(29)
		expect(daysInMonth({ year: 2026, month: 2 })).toBe(28)
	})

	it('lays a month out in weeks starting Sunday (en-US) or Monday (es-ES)', () => {
		// 1 March 2026 is a Sunday.
		const sunday = monthGrid({ year: 2026, month: 3 }, 0)
		expect(sunday[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'])
		expect(sunday).toHaveLength(5)
		expect(sunday.at(-1)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null])
		const monday = monthGrid({ year: 2026, month: 3 }, 1)
		expect(monday[0]).toEqual([null, null, null, null, null, null, '2026-03-01'])
		expect(monday).toHaveLength(6)
		expect(weekStartOf('en-US')).toBe(0)
		expect(weekStartOf('es-ES')).toBe(1)
		expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0])
	})

	it('asks the platform from today in this month, from the first day later on', () => {
		expect(calendarWindow({ year: 2026, month: 3 }, today)).toEqual({ startDate: '2026-03-10', days: 22 })
		expect(calendarWindow({ year: 2026, month: 4 }, today)).toEqual({ startDate: '2026-04-01', days: 30 })
	})
})

describe('readCalendarQuery', () => {
	it('defaults to this month, one night, one room, one adult', () => {
		expect(read('propertyCode=nycmc')).toEqual({
			ok: true,
			query: { propertyCode: 'NYCMC', month: { year: 2026, month: 3 }, nights: 1, roomCount: 1, numAdultsPerRoom: 1 },
		})
	})

	it('takes the month from month= or startDate=', () => {
		expect(read('propertyCode=NYCMC&month=2026-07&nights=3')).toMatchObject({ ok: true, query: { month: { year: 2026, month: 7 }, nights: 3 } })
		expect(read('propertyCode=NYCMC&startDate=2026-05-20')).toMatchObject({ ok: true, query: { month: { year: 2026, month: 5 } } })
	})

	it('refuses a bad or out-of-range month, a bad hotel code and bad counts', () => {
		expect(read('propertyCode=NYCMC&month=2026-13')).toEqual({ ok: false, errors: ['monthInvalid'] })
		expect(read('propertyCode=NYCMC&month=2026-02')).toEqual({ ok: false, errors: ['monthOutOfRange'] })
		expect(read('propertyCode=NYCMC&month=2027-03')).toMatchObject({ ok: true })
		expect(read('propertyCode=NYCMC&month=2027-04')).toEqual({ ok: false, errors: ['monthOutOfRange'] })
		expect(read('propertyCode=&nights=0&roomCount=x')).toEqual({ ok: false, errors: ['propertyCodeInvalid', 'nightsInvalid', 'roomCountInvalid'] })
	})
})

describe('links', () => {
	const query = { propertyCode: 'NYCMC', month: { year: 2026, month: 3 }, nights: 2, roomCount: 1, numAdultsPerRoom: 2 }

	it('links other months within range only', () => {
		expect(calendarMonthHref(query, { year: 2026, month: 4 }, today)).toBe(
			'/search/availabilityCalendar.mi?propertyCode=NYCMC&month=2026-04&nights=2&roomCount=1&numAdultsPerRoom=2',
		)
		expect(calendarMonthHref(query, { year: 2026, month: 2 }, today)).toBeNull()
	})

	it('links a day to the rate list for the chosen stay length', () => {
		expect(rateListHrefForDay(query, '2026-03-31')).toBe(
			'/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=2026-03-31&toDate=2026-04-02&roomCount=1&numAdultsPerRoom=2',
		)
	})
})
