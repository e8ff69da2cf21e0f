import { AVAILABILITY_LIMITS, AVAILABILITY_TARGETS, readQueryDate } from './availability-query.ts'
import { addDays, nightsBetween } from './dates.ts'
import { isPropertyCode, normalizePropertyCode } from './property-code.ts'

// The availability calendar (/search/availabilityCalendar.mi): one month of a hotel's
// nights, each available day a link to the rate list for a stay starting that day. The
// month math lives here so the page only draws it.

/** How far ahead a calendar may be asked for: a year of months after this one (our choice; the spec is silent). */
export const CALENDAR_MONTHS_AHEAD = 12

export type CalendarMonth = { year: number; month: number }

const pad = (value: number) => String(value).padStart(2, '0')

export const monthKey = ({ year, month }: CalendarMonth) => `${year}-${pad(month)}`

/** `2026-05` → { year: 2026, month: 5 }; null for anything else. */
export function parseMonth(value: string): CalendarMonth | null {
	const match = /^(\d{4})-(\d{2})$/.exec(value.trim())
	if (!match) return null
	const year = Number(match[1])
	const month = Number(match[2])
	return month >= 1 && month <= 12 ? { year, month } : null
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
	const index = year * 12 + (month - 1) + by
	return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

const monthIndex = ({ year, month }: CalendarMonth) => year * 12 + month

export function daysInMonth({ year, month }: CalendarMonth): number {
	return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export const isoDate = ({ year, month }: CalendarMonth, day: number) => `${year}-${pad(month)}-${pad(day)}`

/** 0 for a week that starts on Sunday (en-US), 1 for Monday (es-ES and most of the world). */
export function weekStartOf(locale: string): 0 | 1 {
	return /^en-(US|CA)$|^ja|^zh|^ko|^he/i.test(locale) ? 0 : 1
}

/**
 * The month as weeks of seven cells, each a date (YYYY-MM-DD) or null before the first
 * and after the last day, the weeks starting on `weekStartsOn`.
 */
export function monthGrid(month: CalendarMonth, weekStartsOn: 0 | 1): Array<Array<string | null>> {
	const firstWeekday = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay()
	const leading = (firstWeekday - weekStartsOn + 7) % 7
	const cells: Array<string | null> = Array.from({ length: leading }, () => null)
	for (let day = 1; day <= daysInMonth(month); day++) cells.push(isoDate(month, day))
	while (cells.length % 7) cells.push(null)
	const weeks: Array<Array<string | null>> = []
	for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
	return weeks
}

/** Weekday numbers (0 = Sunday) in the order a week of the grid shows them. */
export const weekdayOrder = (weekStartsOn: 0 | 1) => Array.from({ length: 7 }, (_, index) => (index + weekStartsOn) % 7)

export type CalendarQuery = {
	propertyCode: string
	month: CalendarMonth
	nights: number
	roomCount: number
	numAdultsPerRoom: number
}

export type CalendarQueryError = 'propertyCodeInvalid' | 'monthInvalid' | 'monthOutOfRange' | 'nightsInvalid' | 'roomCountInvalid' | 'adultsInvalid'

function readNumber(value: string | null, fallback: number, max: number): number | null {
	if (value === null || value.trim() === '') return fallback
	if (!/^\d{1,2}$/.test(value.trim())) return null
	const number = Number(value)
	return number >= 1 && number <= max ? number : null
}

/**
 * The calendar's query: the hotel, the month (`month=YYYY-MM`, or the month of
 * `startDate`; this month by default), the stay length (`nights`, 1 by default), rooms
 * and adults. A month before this one or more than a year ahead is out of range.
 */
export function readCalendarQuery(
	params: URLSearchParams,
	{ today, locale }: { today: Date; locale: string },
): { ok: true; query: CalendarQuery } | { ok: false; errors: CalendarQueryError[] } {
	const errors: CalendarQueryError[] = []
	const propertyCode = normalizePropertyCode(params.get('propertyCode') ?? params.get('marshaCode') ?? '')
	if (!isPropertyCode(propertyCode)) errors.push('propertyCodeInvalid')

	const thisMonth = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 }
	const monthValue = params.get('month')
	const startDate = params.get('startDate')
	let month: CalendarMonth | null = thisMonth
	if (monthValue) month = parseMonth(monthValue)
	else if (startDate) {
		const date = readQueryDate(startDate, locale, today)
		month = date ? parseMonth(date.slice(0, 7)) : null
	}
	if (!month) errors.push('monthInvalid')
	else if (monthIndex(month) < monthIndex(thisMonth) || monthIndex(month) > monthIndex(shiftMonth(thisMonth, CALENDAR_MONTHS_AHEAD))) {
		errors.push('monthOutOfRange')
	}
	const nights = readNumber(params.get('nights'), 1, AVAILABILITY_LIMITS.maxNights)
	const roomCount = readNumber(params.get('roomCount'), 1, AVAILABILITY_LIMITS.maxRooms)
	const numAdultsPerRoom = readNumber(params.get('numAdultsPerRoom'), 1, AVAILABILITY_LIMITS.maxAdultsPerRoom)
	if (nights === null) errors.push('nightsInvalid')
	if (roomCount === null) errors.push('roomCountInvalid')
	if (numAdultsPerRoom === null) errors.push('adultsInvalid')
	if (errors.length || !month || nights === null || roomCount === null || numAdultsPerRoom === null) return { ok: false, errors }
	return { ok: true, query: { propertyCode, month, nights, roomCount, numAdultsPerRoom } }
}

/** The days the platform is asked about: from the month's first day, or today in this month. */
export function calendarWindow(month: CalendarMonth, today: Date): { startDate: string; days: number } {
	const todayIso = today.toISOString().slice(0, 10)
	const first = isoDate(month, 1)
	const startDate = todayIso > first ? todayIso : first
	const last = isoDate(month, daysInMonth(month))
	return { startDate, days: Math.max(0, nightsBetween(startDate, last) + 1) }
}

/** The calendar of another month, everything else kept; null when that month is out of range. */
export function calendarMonthHref(query: CalendarQuery, month: CalendarMonth, today: Date): string | null {
	const thisMonth = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 }
	if (monthIndex(month) < monthIndex(thisMonth) || monthIndex(month) > monthIndex(shiftMonth(thisMonth, CALENDAR_MONTHS_AHEAD))) return null
	const params = new URLSearchParams({
		propertyCode: query.propertyCode,
		month: monthKey(month),
		nights: String(query.nights),
		roomCount: String(query.roomCount),
		numAdultsPerRoom: String(query.numAdultsPerRoom),
	})
	return `${AVAILABILITY_TARGETS.calendar}?${params}`
}

/** The rate list for a stay of the chosen length starting on `date`. */
export function rateListHrefForDay(query: CalendarQuery, date: string): string {
	const params = new URLSearchParams({
		propertyCode: query.propertyCode,
		fromDate: date,
		toDate: addDays(date, query.nights),
		roomCount: String(query.roomCount),
		numAdultsPerRoom: String(query.numAdultsPerRoom),
	})
	return `${AVAILABILITY_TARGETS.rateList}?${params}`
}
