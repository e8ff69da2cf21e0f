import { AVAILABILITY_LIMITS, DESTINATION_QUERY_NAME, readAlias, readQueryDate } from './availability-query.ts'
import { earliestToday, latestToday } from './booking-search.ts'
import { addDays, nightsBetween } from './dates.ts'
import { withoutControlCharacters } from './destination-search.ts'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'
import type { AvailabilitySort, RoomOccupancy } from '@meridian/upstream-contract/booking.ts'

// The hotel search with availability (/search/findHotels.mi): hotels near a destination
// with their lowest rate for a stay, sorted and paged. Its query is a GET form, so every
// sort and page is a URL that works without JavaScript.

/** Spec 001 §9, session sample values: records per page 40, default sort distance. */
export const FIND_HOTELS_PAGE_SIZE = 40
export const SORT_PARAMS = { distance: 'DISTANCE', price: 'PRICE', stars: 'STARS', name: 'NAME' } as const satisfies Record<string, AvailabilitySort>
export type SortParam = keyof typeof SORT_PARAMS
export const SORT_PARAM_NAMES = Object.keys(SORT_PARAMS) as SortParam[]
export const DEFAULT_SORT: SortParam = 'distance'
const MAX_PAGE_NUMBER = 999
const DESTINATION_MAX_LENGTH = 100

export type FindHotelsField = 'destination' | 'fromDate' | 'toDate' | 'roomCount' | 'numAdultsPerRoom'

/** What the visitor sent, as the form shows it again. */
export type FindHotelsValues = Record<FindHotelsField, string> & { sortType: SortParam }

export type FindHotelsSearch = {
	destination: string
	fromDate: string
	toDate: string
	roomCount: number
	numAdultsPerRoom: number
	sortType: SortParam
	pageNumber: number
	pageSize: number
}

export type FindHotelsOutcome =
	{ ok: true; search: FindHotelsSearch; values: FindHotelsValues } | { ok: false; values: FindHotelsValues; errors: Partial<Record<FindHotelsField, string>> }

function readWhole(value: string | null | undefined, min: number, max: number): number | null | undefined {
	if (value === null || value === undefined || value.trim() === '') return undefined
	if (!/^\d{1,3}$/.test(value.trim())) return null
	const number = Number(value)
	return number >= min && number <= max ? number : null
}

/**
 * Reads the search; error values are keys under `availability.errors.`. Without dates the
 * search is for tomorrow, one night, everywhere on Earth; a page number or page size that
 * cannot be read falls back to the first page of 40 (a URL's paging never fails a search).
 */
export function readFindHotels(params: URLSearchParams, { now, locale }: { now: Date; locale: string }): FindHotelsOutcome {
	const sortValue = (params.get('sortType') ?? '').toLowerCase()
	const values: FindHotelsValues = {
		destination: withoutControlCharacters(readAlias(params, 'destination') ?? '').trim(),
		fromDate: readAlias(params, 'fromDate') ?? '',
		toDate: readAlias(params, 'toDate') ?? '',
		roomCount: readAlias(params, 'roomCount') ?? '',
		numAdultsPerRoom: readAlias(params, 'numAdultsPerRoom') ?? '',
		sortType: (SORT_PARAM_NAMES as string[]).includes(sortValue) ? (sortValue as SortParam) : DEFAULT_SORT,
	}
	const errors: Partial<Record<FindHotelsField, string>> = {}
	if (!values.destination) errors.destination = 'destinationRequired'
	else if (values.destination.length > DESTINATION_MAX_LENGTH) errors.destination = 'destinationTooLong'

	const fromDate = values.fromDate ? readQueryDate(values.fromDate, locale, now) : null
	const toDate = values.toDate ? readQueryDate(values.toDate, locale, now) : null
	if (values.fromDate && !fromDate) errors.fromDate = 'dateInvalid'
	else if (fromDate && fromDate < earliestToday(now)) errors.fromDate = 'fromDateInPast'
	else if (fromDate && nightsBetween(latestToday(now), fromDate) > BOOKING_LIMITS.bookingWindowDays) errors.fromDate = 'fromDateTooFar'
	if (values.toDate && !toDate) errors.toDate = 'dateInvalid'
	else if (toDate && !fromDate && !errors.fromDate) errors.fromDate = 'fromDateRequired'
	else if (fromDate && toDate) {
		const nights = nightsBetween(fromDate, toDate)
		if (nights < 1) errors.toDate = 'checkOutBeforeCheckIn'
		else if (nights > AVAILABILITY_LIMITS.maxNights) errors.toDate = 'stayTooLong'
	}
	const roomCount = readWhole(values.roomCount, 1, AVAILABILITY_LIMITS.maxRooms)
	const adults = readWhole(values.numAdultsPerRoom, 1, AVAILABILITY_LIMITS.maxAdultsPerRoom)
	if (roomCount === null) errors.roomCount = 'roomCountInvalid'
	if (adults === null) errors.numAdultsPerRoom = 'adultsInvalid'
	if (Object.keys(errors).length || roomCount === null || adults === null) return { ok: false, values, errors }

	const from = fromDate ?? addDays(latestToday(now), 1)
	return {
		ok: true,
		values,
		search: {
			destination: values.destination,
			fromDate: from,
			toDate: toDate ?? addDays(from, 1),
			roomCount: roomCount ?? 1,
			numAdultsPerRoom: adults ?? 1,
			sortType: values.sortType,
			pageNumber: readWhole(params.get('pageNumber'), 1, MAX_PAGE_NUMBER) ?? 1,
			pageSize: readWhole(params.get('pageSize'), 1, FIND_HOTELS_PAGE_SIZE) ?? FIND_HOTELS_PAGE_SIZE,
		},
	}
}

export function roomsOfSearch(search: Pick<FindHotelsSearch, 'roomCount' | 'numAdultsPerRoom'>): RoomOccupancy[] {
	return Array.from({ length: search.roomCount }, () => ({ adults: search.numAdultsPerRoom, children: 0 }))
}

/** The search's URL with some values changed; page size only when it is not the default. */
export function findHotelsQuery(search: FindHotelsSearch, change: Partial<FindHotelsSearch> = {}): string {
	const next = { ...search, ...change }
	const params = new URLSearchParams({
		[DESTINATION_QUERY_NAME]: next.destination,
		fromDate: next.fromDate,
		toDate: next.toDate,
		roomCount: String(next.roomCount),
		numAdultsPerRoom: String(next.numAdultsPerRoom),
		sortType: next.sortType,
		pageNumber: String(next.pageNumber),
	})
	if (next.pageSize !== FIND_HOTELS_PAGE_SIZE) params.set('pageSize', String(next.pageSize))
	return params.toString()
}

/** The pages of a result: how many, and the neighbours of the current one. */
export function pagesOf({ totalCount, pageNumber, pageSize }: { totalCount: number; pageNumber: number; pageSize: number }) {
	const pageCount = Math.max(1, Math.ceil(totalCount / pageSize))
	return {
		pageCount,
		previous: pageNumber > 1 ? Math.min(pageNumber - 1, pageCount) : null,
		next: pageNumber < pageCount ? pageNumber + 1 : null,
		pages: Array.from({ length: pageCount }, (_, index) => index + 1),
	}
}

/** The rate list of one hotel for the searched stay. */
export function rateListQueryOf(propertyCode: string, search: FindHotelsSearch): string {
	return new URLSearchParams({
		propertyCode,
		fromDate: search.fromDate,
		toDate: search.toDate,
		roomCount: String(search.roomCount),
		numAdultsPerRoom: String(search.numAdultsPerRoom),
	}).toString()
}
