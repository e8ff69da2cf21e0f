import { describe, expect, it } from 'vitest'
import {
	addDays,
	ALLOWED_YEAR_THRESHOLD,
	daysBetweenOrZero,
	expandTwoDigitYear,
	gregorianYearOf,
	nightsBetween,
	parseTypedDate,
	toAsciiDigits,
} from './dates.ts'

const today = new Date('2026-11-22T10:00:00Z')

describe('years', () => {
	it('expands two-digit years to the current century', () => {
		expect(expandTwoDigitYear(27, today)).toBe(2027)
		expect(expandTwoDigitYear(5, today)).toBe(2005)
		expect(expandTwoDigitYear(2027, today)).toBe(2027)
	})

	it('reads Thai Buddhist years', () => {
		expect(gregorianYearOf(2570, 'th-TH')).toBe(2027)
		expect(gregorianYearOf(2027, 'th-TH')).toBe(2027)
		expect(gregorianYearOf(2570, 'en-US')).toBe(2570)
	})
})

describe('digits of other scripts', () => {
	it('converts Arabic-Indic, Persian and Devanagari digits', () => {
		expect(toAsciiDigits('١٢/٠٣/٢٠٢٧')).toBe('12/03/2027')
		expect(toAsciiDigits('۱۲/۰۳/۲۰۲۷')).toBe('12/03/2027')
		expect(toAsciiDigits('१२/०३/२०२७')).toBe('12/03/2027')
		expect(toAsciiDigits('12/03/2027')).toBe('12/03/2027')
	})
})

describe('parseTypedDate', () => {
	it.each([
		['03/12/27', 'en-US', '2027-03-12'],
		['12/03/2027', 'es-ES', '2027-03-12'],
		['12.03.2570', 'th-TH', '2027-03-12'],
		['١٢/٠٣/٢٠٢٧', 'ar-AE', '2027-03-12'],
		['02/29/2028', 'en-US', '2028-02-29'],
	])('%s in %s is %s', (input, locale, iso) => {
		expect(parseTypedDate(input, locale, today)).toBe(iso)
	})

	it.each(['02/30/2027', '13/01/2027', 'tomorrow', '1/2', '', '01/02/20277'])('refuses %j', (input) => {
		expect(parseTypedDate(input, 'en-US', today)).toBeNull()
	})
})

describe('a stay in nights', () => {
	it('counts calendar nights across months, years, leap days and clock changes', () => {
		expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3)
		expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2)
		expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2)
		expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2)
		expect(nightsBetween('2026-05-02', '2026-05-01')).toBe(-1)
		expect(nightsBetween('2026-05-01', 'tomorrow')).toBeNaN()
	})

	it('adds days to a date', () => {
		expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
		expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
		expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
	})
})

describe('helper failures (spec 001 §8)', () => {
	it('counts a date difference that fails as 0', () => {
		expect(daysBetweenOrZero('2026-11-20', '2026-11-23')).toBe(3)
		expect(daysBetweenOrZero('not a date', '2026-11-23')).toBe(0)
	})

	it('expands years below the allowed year threshold 100 (spec 000 §9)', () => {
		const today = new Date('2026-11-25T00:00:00Z')
		expect(ALLOWED_YEAR_THRESHOLD).toBe(100)
		expect(expandTwoDigitYear(99, today)).toBe(2099)
		expect(expandTwoDigitYear(100, today)).toBe(100)
	})
})
