import type { BookingSearchInput } from './booking-search-schema.ts'
import { addDays, parseTypedDate } from './dates.ts'
import { CLUSTER_CODES, CORPORATE_CODE_LENGTH, type ClusterCode } from './booking-search-codes.ts'
import type { Locale } from './locale.ts'
import type { ProductSearch, RateTab, RoomOccupancy } from '@meridian/upstream-contract/booking.ts'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'

// The rate list's search (spec 001 §3 "Search criteria", §5, §9): the query string of
// /reservation/rateListMenu.mi, so every search, tab and taxes toggle is a URL that works
// without JavaScript. Messages are catalogue keys under `rateList.errors.`.
//
// Decisions the spec leaves open:
// - Adults and children are one value for every room (numAdultsPerRoom,
//   childrenCountPerRoom), as the parameter names say; adults + children ≤ the room limit.
// - Dates are YYYY-MM-DD or typed as the locale writes them (11/25/26 in en-US), so a
//   value a person typed survives a 400 exactly as typed.
// - "Not in the past" is checked against the earliest today on Earth (UTC−12) and the
//   booking window from the latest (UTC+14): the hotel's own today is the platform's to
//   enforce, and no guest is refused a date that is valid at some hotel.

export { CLUSTER_CODE_NAMES, RATE_LIST_PATH, type ClusterCode } from './booking-search-codes.ts'

export const RATE_TAB_PARAMS = {
	standard: 'STANDARD',
	deals: 'DEALS_AND_PACKAGES',
	prepay: 'PREPAY',
	special: 'SPECIAL_RATES',
	redemption: 'REDEMPTION',
	group: 'GROUP',
} as const satisfies Record<string, RateTab>
export type RateTabParam = keyof typeof RATE_TAB_PARAMS
export const RATE_TAB_PARAM_NAMES = Object.keys(RATE_TAB_PARAMS) as RateTabParam[]

export const CORPORATE_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${CORPORATE_CODE_LENGTH.min},${CORPORATE_CODE_LENGTH.max}}$`)
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function readDate(input: string, locale: Locale | string, today: Date): string | null {
	const value = input.trim()
	if (ISO_DATE.test(value)) {
		const date = new Date(`${value}T00:00:00Z`)
		return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value
	}
	return parseTypedDate(value, locale, today)
}

/** The earliest date that is today somewhere (UTC−12). */
export function earliestToday(now: Date): string {
	return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)
}

/** The latest date that is today somewhere (UTC+14): the booking window counts from it. */
export function latestToday(now: Date): string {
	return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10)
}

/** A search with every value decided: the defaults of the hotel filled in. */
export type BookingSearch = {
	propertyCode: string
	fromDate: string
	toDate: string
	roomCount: number
	numAdultsPerRoom: number
	childrenCountPerRoom: number
	tab: RateTabParam
	clusterCode: ClusterCode
	corporateCode?: string
	groupCode?: string
	useRewardsPoints: boolean
	flexibleDates: boolean
	showFullPrice: boolean
	currency?: string
}

export type SearchDefaults = { checkInDate: string; checkOutDate: string; rooms: number; adultsPerRoom: number }

/** Whether the hotel's default selection is needed to complete the search. */
export const needsDefaults = (input: BookingSearchInput) => !input.fromDate || !input.roomCount || !input.numAdultsPerRoom

/** The special-rate choice a code implies: a group code alone means the group rate. */
export function clusterOf(input: Pick<BookingSearchInput, 'clusterCode' | 'corporateCode' | 'groupCode'>): ClusterCode {
	if (input.clusterCode && input.clusterCode !== 'none') return input.clusterCode
	if (input.groupCode) return 'group'
	if (input.corporateCode) return 'corp'
	return 'none'
}

/** The tab a search opens on when it names none: points, the group, or the special rate chosen. */
export function defaultTabOf(input: Pick<BookingSearchInput, 'useRewardsPoints' | 'clusterCode' | 'corporateCode' | 'groupCode'>): RateTabParam {
	if (input.useRewardsPoints) return 'redemption'
	const cluster = clusterOf(input)
	if (cluster === 'group') return 'group'
	if (cluster !== 'none') return 'special'
	return 'standard'
}

export function completeSearch(input: BookingSearchInput, defaults: SearchDefaults | null): BookingSearch {
	const fromDate = input.fromDate ?? defaults?.checkInDate ?? ''
	const toDate = input.toDate ?? defaults?.checkOutDate ?? addDays(fromDate, 1)
	const clusterCode = clusterOf(input)
	return {
		propertyCode: input.propertyCode,
		fromDate,
		toDate,
		roomCount: input.roomCount ?? defaults?.rooms ?? 1,
		numAdultsPerRoom: input.numAdultsPerRoom ?? defaults?.adultsPerRoom ?? 1,
		childrenCountPerRoom: input.childrenCountPerRoom ?? 0,
		tab: input.tab ?? defaultTabOf(input),
		clusterCode,
		...(input.corporateCode && clusterCode === 'corp' ? { corporateCode: input.corporateCode } : {}),
		...(input.groupCode ? { groupCode: input.groupCode } : {}),
		useRewardsPoints: input.useRewardsPoints,
		flexibleDates: input.flexibleDates,
		showFullPrice: input.showFullPrice,
		...(input.currency ? { currency: input.currency } : {}),
	}
}

/** The search as a query string: the canonical URL of a rate list, a tab or a toggle. */
export function searchParamsOf(search: BookingSearch, change: Partial<BookingSearch> = {}): URLSearchParams {
	const next = { ...search, ...change }
	const params = new URLSearchParams({
		propertyCode: next.propertyCode,
		fromDate: next.fromDate,
		toDate: next.toDate,
		roomCount: String(next.roomCount),
		numAdultsPerRoom: String(next.numAdultsPerRoom),
		childrenCountPerRoom: String(next.childrenCountPerRoom),
		tab: next.tab,
	})
	if (next.clusterCode !== 'none') params.set('clusterCode', next.clusterCode)
	if (next.corporateCode) params.set('corporateCode', next.corporateCode)
	if (next.groupCode) params.set('groupCode', next.groupCode)
	if (next.useRewardsPoints) params.set('useRewardsPoints', 'true')
	if (next.flexibleDates) params.set('flexibleDates', 'true')
	if (next.showFullPrice) params.set('showFullPrice', 'true')
	if (next.currency) params.set('currency', next.currency)
	return params
}

export function roomsOf(search: Pick<BookingSearch, 'roomCount' | 'numAdultsPerRoom' | 'childrenCountPerRoom'>): RoomOccupancy[] {
	return Array.from({ length: search.roomCount }, () => ({ adults: search.numAdultsPerRoom, children: search.childrenCountPerRoom }))
}

/** The platform's product search for this search and its tab. */
export function productSearchOf(search: BookingSearch): ProductSearch {
	const special = CLUSTER_CODES[search.clusterCode]
	return {
		propertyId: search.propertyCode,
		checkInDate: search.fromDate,
		checkOutDate: search.toDate,
		rooms: roomsOf(search),
		tab: RATE_TAB_PARAMS[search.tab],
		...(special ? { specialRateType: special } : {}),
		...(search.corporateCode ? { corporateCode: search.corporateCode } : {}),
		...(search.groupCode ? { groupCode: search.groupCode } : {}),
		...(search.tab === 'redemption' || search.useRewardsPoints ? { rewardsRedemption: true } : {}),
	}
}

/** A date as the search form shows it: the locale's typed form (MM/DD/YYYY in en-US, DD/MM/YYYY elsewhere). */
export function typedDateOf(isoDate: string, locale: Locale | string): string {
	const [year = '', month = '', day = ''] = isoDate.split('-')
	return locale.toLowerCase() === 'en-us' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`
}
