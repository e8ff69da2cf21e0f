import { CLUSTER_CODE_NAMES, RATE_TAB_PARAMS, readDate, type ClusterCode, type RateTabParam } from './booking-search.ts'
import { nightsBetween, toAsciiDigits } from './dates.ts'
import { isPropertyCode, normalizePropertyCode } from './property-code.ts'
import { groupCodeFrom } from './group-code.ts'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'

// The availability entry points (spec 001 §2: /reservation/availability.mi and
// availabilitySearch.mi "take the query string"). Links into them come from hotel pages,
// partner sites, e-mails and bookmarks of the chain's older sites, so each value is
// accepted under every name those use, then answered with the rate list, the hotel
// search or the availability calendar under the names our own pages read.

/** Our names (the rate list's search form) and the other names accepted for each, first match wins. */
export const AVAILABILITY_QUERY_ALIASES = {
	propertyCode: ['propertyCode', 'marshaCode', 'propertyId', 'hotelCode', 'property'],
	destination: ['destinationAddress.destination', 'destination', 'searchTerm', 'destinationAddress.city'],
	fromDate: ['fromDate', 'checkInDate', 'arrivalDate', 'startDate', 'checkin'],
	toDate: ['toDate', 'checkOutDate', 'departureDate', 'endDate', 'checkout'],
	roomCount: ['roomCount', 'numberOfRooms', 'numRooms', 'rooms'],
	numAdultsPerRoom: ['numAdultsPerRoom', 'numberOfAdults', 'numGuestsPerRoom', 'guestCountPerRoom', 'adults'],
	childrenCountPerRoom: ['childrenCountPerRoom', 'numChildrenPerRoom', 'numberOfChildren', 'childrenCount', 'children'],
	tab: ['tab', 'rateTab'],
	rateType: ['rateType', 'clusterCode', 'specialRateType'],
	corporateCode: ['corporateCode', 'corpCode', 'corporateCodeInput'],
	groupCode: ['groupCode', 'groupCodeInput'],
	useRewardsPoints: ['useRewardsPoints', 'useRewardPoints', 'usePoints', 'rewardsRedemption'],
	flexibleDates: ['flexibleDates', 'flexibleDate', 'isFlexibleDate', 'flexibleDateSearch'],
	showFullPrice: ['showFullPrice'],
	currency: ['currency', 'currencyCode'],
} as const

export type AvailabilityQueryName = keyof typeof AVAILABILITY_QUERY_ALIASES

/** Limits of a stay search: the rate list's own (spec 001 §9 and the platform's). */
export const AVAILABILITY_LIMITS = {
	maxRooms: BOOKING_LIMITS.maxRooms,
	maxAdultsPerRoom: BOOKING_LIMITS.maxGuestsPerRoom,
	maxChildrenPerRoom: BOOKING_LIMITS.maxGuestsPerRoom - 1,
	maxNights: BOOKING_LIMITS.maxStayNights,
} as const

/** The first non-blank value under any of a name's aliases (names compare in any case). */
export function readAlias(params: URLSearchParams, name: AvailabilityQueryName): string | undefined {
	const byLowerName = new Map<string, string>()
	for (const [key, value] of params) {
		const lower = key.toLowerCase()
		if (!byLowerName.has(lower) && value.trim() !== '') byLowerName.set(lower, value.trim())
	}
	for (const alias of AVAILABILITY_QUERY_ALIASES[name]) {
		const value = byLowerName.get(alias.toLowerCase())
		if (value !== undefined) return value
	}
	return undefined
}

const TRUE_VALUES = new Set(['true', 'on', '1', 'yes', 'y'])
const isTrue = (value: string | undefined) => value !== undefined && TRUE_VALUES.has(value.toLowerCase())

// The older sites' rate-type codes (clusterCode, rateType) and what each means on the
// rate list: a special-rate choice, a tab, or points. The rate list's own names pass as they are.
const RATE_TYPE_CODES: Record<string, { clusterCode?: ClusterCode; tab?: RateTabParam; points?: true }> = {
	...Object.fromEntries(CLUSTER_CODE_NAMES.map((code) => [code.toUpperCase(), { clusterCode: code }])),
	S9R: { clusterCode: 'senior' },
	GOVERNMENT: { clusterCode: 'gov' },
	CORPORATE: { clusterCode: 'corp' },
	PKG: { tab: 'deals' },
	PREPAY: { tab: 'prepay' },
	POINTS: { points: true },
}

/** A tab as written in a link: the rate list's name (deals) or the platform's (DEALS_AND_PACKAGES), any case. */
function readTab(value: string | undefined): RateTabParam | undefined {
	if (!value) return undefined
	const name = value.toLowerCase()
	if (name in RATE_TAB_PARAMS) return name as RateTabParam
	const upper = value.toUpperCase().replace(/[\s-]+/g, '_')
	return (Object.keys(RATE_TAB_PARAMS) as RateTabParam[]).find((param) => RATE_TAB_PARAMS[param] === upper)
}

/** A date as ISO (2026-05-01) or as the locale types it (05/01/2026 in en-US, two-digit years too). */
export function readQueryDate(value: string, locale: string, today: Date): string | null {
	return readDate(toAsciiDigits(value), locale, today)
}

function readCount(value: string, min: number, max: number): number | 'invalid' | undefined {
	if (value === '') return undefined
	const ascii = toAsciiDigits(value)
	if (!/^\d{1,2}$/.test(ascii)) return 'invalid'
	const count = Number(ascii)
	return count >= min && count <= max ? count : 'invalid'
}

export type AvailabilityField = 'propertyCode' | 'destination' | 'fromDate' | 'toDate' | 'roomCount' | 'numAdultsPerRoom' | 'childrenCountPerRoom'

/** Error keys under `availability.errors.`, by field. */
export type AvailabilityErrors = Partial<Record<AvailabilityField | 'form', string>>

/** What the visitor asked for, under our names, as the form shows it again. */
export type AvailabilityValues = Record<AvailabilityField, string>

export type AvailabilityOutcome =
	| { kind: 'rate-list' | 'find-hotels' | 'calendar'; path: string; query: URLSearchParams }
	| { kind: 'invalid'; values: AvailabilityValues; errors: AvailabilityErrors }

export const AVAILABILITY_TARGETS = {
	rateList: '/reservation/rateListMenu.mi',
	findHotels: '/search/findHotels.mi',
	calendar: '/search/availabilityCalendar.mi',
} as const

/** The find-hotels page's name for the destination. */
export const DESTINATION_QUERY_NAME = 'destinationAddress.destination'

/**
 * Reads an availability query under any of its names and says where it leads: a hotel
 * → the rate list; flexible dates at a hotel → its availability calendar; a destination
 * → the hotel search; nothing usable, or a value that cannot be read → invalid (400).
 */
export function resolveAvailabilityQuery(params: URLSearchParams, { locale, today }: { locale: string; today: Date }): AvailabilityOutcome {
	const raw = Object.fromEntries(
		(['propertyCode', 'destination', 'fromDate', 'toDate', 'roomCount', 'numAdultsPerRoom', 'childrenCountPerRoom'] as const).map((name) => [
			name,
			readAlias(params, name) ?? '',
		]),
	) as AvailabilityValues
	const errors: AvailabilityErrors = {}
	const propertyCode = normalizePropertyCode(raw.propertyCode)
	if (raw.propertyCode && !isPropertyCode(propertyCode)) errors.propertyCode = 'propertyCodeInvalid'
	if (raw.destination.length > 100) errors.destination = 'destinationTooLong'

	const fromDate = raw.fromDate ? readQueryDate(raw.fromDate, locale, today) : null
	const toDate = raw.toDate ? readQueryDate(raw.toDate, locale, today) : null
	if (raw.fromDate && !fromDate) errors.fromDate = 'dateInvalid'
	if (raw.toDate && !toDate) errors.toDate = 'dateInvalid'
	if (fromDate && toDate) {
		const nights = nightsBetween(fromDate, toDate)
		if (nights < 1) errors.toDate = 'checkOutBeforeCheckIn'
		else if (nights > AVAILABILITY_LIMITS.maxNights) errors.toDate = 'stayTooLong'
	}
	const rooms = readCount(raw.roomCount, 1, AVAILABILITY_LIMITS.maxRooms)
	const adults = readCount(raw.numAdultsPerRoom, 1, AVAILABILITY_LIMITS.maxAdultsPerRoom)
	const children = readCount(raw.childrenCountPerRoom, 0, AVAILABILITY_LIMITS.maxChildrenPerRoom)
	if (rooms === 'invalid') errors.roomCount = 'roomCountInvalid'
	if (adults === 'invalid') errors.numAdultsPerRoom = 'adultsInvalid'
	if (children === 'invalid') errors.childrenCountPerRoom = 'childrenInvalid'
	if (!raw.propertyCode && !raw.destination) errors.form = 'nothingToSearch'
	if (Object.keys(errors).length) return { kind: 'invalid', values: raw, errors }

	const stay = new URLSearchParams()
	if (fromDate) stay.set('fromDate', fromDate)
	if (toDate) stay.set('toDate', toDate)
	if (typeof rooms === 'number') stay.set('roomCount', String(rooms))
	if (typeof adults === 'number') stay.set('numAdultsPerRoom', String(adults))
	if (typeof children === 'number') stay.set('childrenCountPerRoom', String(children))

	if (!propertyCode) {
		const query = new URLSearchParams([[DESTINATION_QUERY_NAME, raw.destination], ...stay])
		return { kind: 'find-hotels', path: AVAILABILITY_TARGETS.findHotels, query }
	}
	if (isTrue(readAlias(params, 'flexibleDates'))) {
		const query = new URLSearchParams({ propertyCode })
		if (fromDate) query.set('month', fromDate.slice(0, 7))
		if (fromDate && toDate) query.set('nights', String(nightsBetween(fromDate, toDate)))
		for (const name of ['roomCount', 'numAdultsPerRoom'] as const) {
			const value = stay.get(name)
			if (value) query.set(name, value)
		}
		return { kind: 'calendar', path: AVAILABILITY_TARGETS.calendar, query }
	}
	return { kind: 'rate-list', path: AVAILABILITY_TARGETS.rateList, query: rateListQuery(propertyCode, stay, params) }
}

function rateListQuery(propertyCode: string, stay: URLSearchParams, params: URLSearchParams): URLSearchParams {
	const query = new URLSearchParams([['propertyCode', propertyCode], ...stay])
	const rateType = RATE_TYPE_CODES[(readAlias(params, 'rateType') ?? '').toUpperCase()]
	const tab = readTab(readAlias(params, 'tab')) ?? rateType?.tab
	const corporateCode = readAlias(params, 'corporateCode')
	// Spec 000 §9's 3 to 10 for a code handed in by a link; anything else is no code (decision 012).
	const groupCode = groupCodeFrom(readAlias(params, 'groupCode'))
	// A code the guest holds decides the special rate; the rate list picks the tab from it.
	const clusterCode = groupCode ? 'group' : corporateCode ? 'corp' : rateType?.clusterCode
	if (tab) query.set('tab', tab)
	if (clusterCode && clusterCode !== 'none') query.set('clusterCode', clusterCode)
	if (corporateCode) query.set('corporateCode', corporateCode.toUpperCase())
	if (groupCode) query.set('groupCode', groupCode)
	if (rateType?.points || isTrue(readAlias(params, 'useRewardsPoints'))) query.set('useRewardsPoints', 'true')
	if (isTrue(readAlias(params, 'showFullPrice'))) query.set('showFullPrice', 'true')
	const currency = readAlias(params, 'currency')
	if (currency && /^[A-Za-z]{3}$/.test(currency)) query.set('currency', currency.toUpperCase())
	return query
}
