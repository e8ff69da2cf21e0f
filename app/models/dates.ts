import { addDays as addCalendarDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns'

// Dates as people type them (spec 001 §5, §9): two-digit years, the Thai Buddhist
// calendar, and digits from other scripts; and the stay's calendar arithmetic. Dates are
// shown by Intl with the page's whole locale, so no "date locale" is derived here.

/** A stay's nights from check-in to check-out (YYYY-MM-DD): negative when they are the wrong way round, NaN when one is no date. */
export function nightsBetween(checkIn: string, checkOut: string): number {
	return differenceInCalendarDays(parseISO(checkOut), parseISO(checkIn))
}

/**
 * Spec 001 §8: a date difference that fails (a value that is no date) is logged by the
 * caller and counts as 0 days, never NaN on a page.
 */
export function daysBetweenOrZero(from: string, to: string): number {
	const days = nightsBetween(from, to)
	return Number.isFinite(days) ? days : 0
}

/** The YYYY-MM-DD date some days after (or before) another. */
export function addDays(isoDate: string, days: number): string {
	return formatISO(addCalendarDays(parseISO(isoDate), days), { representation: 'date' })
}

/** Spec 001 §9: the Thai locale shows years in the Buddhist era. */
export const BUDDHIST_YEAR_OFFSET = 543

/** Spec 000 §9 "allowed year threshold 100": a year below it is written with two digits. */
export const ALLOWED_YEAR_THRESHOLD = 100

/** Spec 001 §5: a two-digit year belongs to the current century. */
export function expandTwoDigitYear(year: number, today: Date): number {
	if (year >= ALLOWED_YEAR_THRESHOLD) return year
	return Math.floor(today.getUTCFullYear() / 100) * 100 + year
}

/** A year as entered in the Thai locale (Buddhist era) in the Gregorian calendar. */
export function gregorianYearOf(year: number, locale: string): number {
	return isThai(locale) && year > 2400 ? year - BUDDHIST_YEAR_OFFSET : year
}

const isThai = (locale: string) => locale.toLowerCase().startsWith('th')

// Spec 001 §9: Arabic-Indic and Devanagari digits are read as 0–9.
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966] // Arabic-Indic, Extended Arabic-Indic (Persian), Devanagari

export function toAsciiDigits(text: string): string {
	return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (digit) => {
		const code = digit.charCodeAt(0)
		const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? 0x30
		return String(code - zero)
	})
}

/**
 * A date typed as the locale writes it (MM/DD/YYYY for en-US, DD/MM/YYYY elsewhere),
 * with two-digit years, Buddhist years and other scripts' digits understood. Returns
 * YYYY-MM-DD, or null for something that is not a real calendar date.
 */
export function parseTypedDate(input: string, locale: string, today: Date): string | null {
	const parts = toAsciiDigits(input).trim().split(/[/.-]/)
	if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null
	const [first, second, third] = parts.map(Number) as [number, number, number]
	const monthFirst = locale.toLowerCase() === 'en-us'
	const month = monthFirst ? first : second
	const day = monthFirst ? second : first
	const year = gregorianYearOf(expandTwoDigitYear(third, today), locale)
	const date = new Date(Date.UTC(year, month - 1, day))
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
	return date.toISOString().slice(0, 10)
}
