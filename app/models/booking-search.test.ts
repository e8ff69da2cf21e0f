import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { addDays } from './dates.ts'
import { completeSearch, defaultTabOf, earliestToday, needsDefaults, productSearchOf, readDate, searchParamsOf, typedDateOf } from './booking-search.ts'
import { bookingSearchSchema, RateSelectionSchema, type BookingSearchInput } from './booking-search-schema.ts'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'

const now = new Date('2026-11-22T10:00:00Z')
const schema = bookingSearchSchema({ now, locale: 'en-US' })
const stay = { propertyCode: 'nycmc', fromDate: '2026-12-01', toDate: '2026-12-03' }

const parse = (query: Record<string, string>) => schema.safeParse(query)
const value = (query: Record<string, string>) => {
	const result = parse(query)
	if (!result.success) throw new Error(JSON.stringify(result.error.issues))
	return result.data
}
/** Field → first message, for a query the schema refuses. */
const problems = (query: Record<string, string>) => {
	const result = parse(query)
	if (result.success) return {}
	return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('dates', () => {
	it('reads ISO dates and the locale typed form with two-digit years in this century', () => {
		expect(readDate('2026-12-01', 'en-US', now)).toBe('2026-12-01')
		expect(readDate('11/25/26', 'en-US', now)).toBe('2026-11-25')
		expect(readDate('25/11/26', 'es-ES', now)).toBe('2026-11-25')
		expect(readDate('2026-02-30', 'en-US', now)).toBeNull()
		expect(readDate('tomorrow', 'en-US', now)).toBeNull()
	})

	it('knows the earliest date that is today somewhere', () => {
		expect(earliestToday(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21')
	})
})

describe('bookingSearchSchema', () => {
	it('takes a full search, normalising codes and flags', () => {
		expect(
			value({
				...stay,
				roomCount: '2',
				numAdultsPerRoom: '2',
				childrenCountPerRoom: '1',
				tab: 'Deals',
				clusterCode: 'AAA',
				showFullPrice: 'true',
				flexibleDates: 'on',
				currency: 'eur',
			}),
		).toMatchObject({
			propertyCode: 'NYCMC',
			fromDate: '2026-12-01',
			toDate: '2026-12-03',
			roomCount: 2,
			numAdultsPerRoom: 2,
			childrenCountPerRoom: 1,
			tab: 'deals',
			clusterCode: 'aaa',
			showFullPrice: true,
			flexibleDates: true,
			useRewardsPoints: false,
			currency: 'EUR',
		})
	})

	it('reads typed dates with two-digit years', () => {
		expect(value({ propertyCode: 'NYCMC', fromDate: '11/25/26', toDate: '11/27/26' })).toMatchObject({ fromDate: '2026-11-25', toDate: '2026-11-27' })
		const spanish = bookingSearchSchema({ now, locale: 'es-ES' }).parse({ propertyCode: 'NYCMC', fromDate: '25/11/26', toDate: '27/11/26' })
		expect(spanish).toMatchObject({ fromDate: '2026-11-25', toDate: '2026-11-27' })
	})

	it('leaves dates and rooms to the hotel default when they are missing', () => {
		const input = value({ propertyCode: 'NYCMC', fromDate: '', toDate: '' })
		expect(input.fromDate).toBeUndefined()
		expect(needsDefaults(input)).toBe(true)
		expect(needsDefaults(value({ ...stay, roomCount: '1', numAdultsPerRoom: '2' }))).toBe(false)
	})

	it('needs a property code', () => {
		expect(problems({ fromDate: stay.fromDate, toDate: stay.toDate })).toEqual({ propertyCode: 'propertyCodeRequired' })
		expect(problems({ ...stay, propertyCode: 'NYC MC!' })).toEqual({ propertyCode: 'propertyCodeInvalid' })
	})

	it('refuses dates that are not dates, and one date without the other', () => {
		expect(problems({ ...stay, fromDate: '2026-13-01' })).toMatchObject({ fromDate: 'fromDateInvalid' })
		expect(problems({ ...stay, toDate: 'soon' })).toMatchObject({ toDate: 'toDateInvalid' })
		expect(problems({ propertyCode: 'NYCMC', fromDate: '2026-12-01' })).toEqual({ toDate: 'toDateRequired' })
		expect(problems({ propertyCode: 'NYCMC', toDate: '2026-12-01' })).toEqual({ fromDate: 'fromDateRequired' })
	})

	it('wants check-out after check-in and at most the longest stay', () => {
		expect(problems({ ...stay, toDate: stay.fromDate })).toEqual({ toDate: 'toDateNotAfterFromDate' })
		expect(problems({ ...stay, toDate: '2026-11-30' })).toEqual({ toDate: 'toDateNotAfterFromDate' })
		expect(problems({ ...stay, toDate: addDays(stay.fromDate, BOOKING_LIMITS.maxStayNights) })).toEqual({})
		expect(problems({ ...stay, toDate: addDays(stay.fromDate, BOOKING_LIMITS.maxStayNights + 1) })).toEqual({ toDate: 'stayTooLong' })
	})

	it('refuses a check-in in the past or beyond the booking window, allowing tonight anywhere', () => {
		expect(problems({ ...stay, fromDate: '2026-11-20', toDate: '2026-11-23' })).toEqual({ fromDate: 'fromDateInPast' })
		expect(problems({ ...stay, fromDate: '2026-11-22', toDate: '2026-11-23' })).toEqual({})
		// 10:00 UTC is already the 23rd at UTC+14, where the window starts.
		const last = addDays('2026-11-23', BOOKING_LIMITS.bookingWindowDays)
		expect(problems({ ...stay, fromDate: last, toDate: addDays(last, 1) })).toEqual({})
		expect(problems({ ...stay, fromDate: addDays(last, 1), toDate: addDays(last, 2) })).toEqual({ fromDate: 'fromDateTooFar' })
	})

	it('keeps rooms and guests within the limits', () => {
		expect(problems({ ...stay, roomCount: '0' })).toEqual({ roomCount: 'roomCountRange' })
		expect(problems({ ...stay, roomCount: String(BOOKING_LIMITS.maxRooms + 1) })).toEqual({ roomCount: 'roomCountRange' })
		expect(problems({ ...stay, roomCount: 'two' })).toEqual({ roomCount: 'roomCountRange' })
		expect(problems({ ...stay, numAdultsPerRoom: '0' })).toEqual({ numAdultsPerRoom: 'adultsRange' })
		expect(problems({ ...stay, childrenCountPerRoom: '-1' })).toEqual({ childrenCountPerRoom: 'childrenRange' })
		expect(problems({ ...stay, numAdultsPerRoom: '3', childrenCountPerRoom: '2' })).toEqual({ childrenCountPerRoom: 'tooManyGuests' })
		expect(problems({ ...stay, numAdultsPerRoom: '2', childrenCountPerRoom: '2' })).toEqual({})
	})

	it('knows the tabs and the special rates', () => {
		expect(problems({ ...stay, tab: 'cheapest' })).toEqual({ tab: 'tabInvalid' })
		expect(problems({ ...stay, clusterCode: 'friends' })).toEqual({ clusterCode: 'clusterCodeInvalid' })
		expect(problems({ ...stay, clusterCode: 'corp' })).toEqual({ corporateCode: 'corporateCodeRequired' })
		expect(value({ ...stay, clusterCode: 'corp', corporateCode: ' acm ' }).corporateCode).toBe('ACM')
		expect(problems({ ...stay, clusterCode: 'corp', corporateCode: 'A' })).toEqual({ corporateCode: 'corporateCodeInvalid' })
	})

	it('takes a group code of exactly seven letters or digits', () => {
		expect(value({ ...stay, groupCode: 'nycmcgr' }).groupCode).toBe('NYCMCGR')
		expect(problems({ ...stay, groupCode: 'NYCMCG' })).toEqual({ groupCode: 'groupCodeInvalid' })
		expect(problems({ ...stay, groupCode: 'NYCMCGRR' })).toEqual({ groupCode: 'groupCodeInvalid' })
		expect(problems({ ...stay, groupCode: 'NYC-MCG' })).toEqual({ groupCode: 'groupCodeInvalid' })
		expect(problems({ ...stay, clusterCode: 'group' })).toEqual({ groupCode: 'groupCodeRequired' })
		// The group tab without a code asks for one on the page.
		expect(problems({ ...stay, tab: 'group' })).toEqual({})
	})

	it('reports every field at once, for the 400 page', () => {
		expect(problems({ propertyCode: 'NYCMC', fromDate: 'x', toDate: 'y', roomCount: '9', groupCode: 'abc' })).toEqual({
			fromDate: 'fromDateInvalid',
			toDate: 'toDateInvalid',
			roomCount: 'roomCountRange',
			groupCode: 'groupCodeInvalid',
		})
	})

	it('works through conform from a query string, keeping what was typed', () => {
		const params = new URLSearchParams('propertyCode=NYCMC&fromDate=12%2F40%2F26&toDate=12%2F03%2F26&roomCount=1')
		const submission = parseWithZod(params, { schema })
		expect(submission.status).toBe('error')
		const reply = submission.reply()
		expect(reply.error).toMatchObject({ fromDate: ['fromDateInvalid'] })
		expect(reply.initialValue).toMatchObject({ fromDate: '12/40/26', toDate: '12/03/26' })
		const ok = parseWithZod(new URLSearchParams('propertyCode=NYCMC&fromDate=12%2F01%2F26&toDate=12%2F03%2F26&useRewardsPoints=on'), { schema })
		expect(ok.status === 'success' && ok.value).toMatchObject({ fromDate: '2026-12-01', useRewardsPoints: true })
	})
})

describe('RateSelectionSchema', () => {
	it('takes a rate card codes and refuses anything else', () => {
		expect(RateSelectionSchema.safeParse({ ratePlanCode: 'FLEX', roomCode: 'DKNG' }).success).toBe(true)
		expect(RateSelectionSchema.safeParse({ ratePlanCode: '<b>', roomCode: 'DKNG' }).success).toBe(false)
		expect(RateSelectionSchema.safeParse({ ratePlanCode: 'FLEX', roomCode: 'X'.repeat(21) }).success).toBe(false)
		expect(RateSelectionSchema.safeParse({ ratePlanCode: 'FLEX', roomCode: null }).success).toBe(false)
	})
})

describe('completing a search', () => {
	const defaults = { checkInDate: '2026-11-23', checkOutDate: '2026-11-24', rooms: 1, adultsPerRoom: 2 }
	const input = (query: Record<string, string>): BookingSearchInput => value(query)

	it('fills what is missing from the hotel default selection', () => {
		expect(completeSearch(input({ propertyCode: 'NYCMC' }), defaults)).toMatchObject({
			fromDate: '2026-11-23',
			toDate: '2026-11-24',
			roomCount: 1,
			numAdultsPerRoom: 2,
			childrenCountPerRoom: 0,
			tab: 'standard',
			clusterCode: 'none',
		})
	})

	it('opens the tab the search implies', () => {
		expect(defaultTabOf(input({ ...stay, useRewardsPoints: 'true' }))).toBe('redemption')
		expect(defaultTabOf(input({ ...stay, groupCode: 'NYCMCGR' }))).toBe('group')
		expect(defaultTabOf(input({ ...stay, clusterCode: 'senior' }))).toBe('special')
		expect(completeSearch(input({ ...stay, groupCode: 'NYCMCGR', tab: 'standard' }), null).tab).toBe('standard')
	})

	it('round-trips through its query string', () => {
		const search = completeSearch(input({ ...stay, roomCount: '2', numAdultsPerRoom: '1', groupCode: 'NYCMCGR', showFullPrice: 'true' }), null)
		const again = completeSearch(value(Object.fromEntries(searchParamsOf(search))), null)
		expect(again).toEqual(search)
		expect(searchParamsOf(search, { tab: 'prepay' }).get('tab')).toBe('prepay')
	})

	it('asks the platform for the tab, the rooms and the codes', () => {
		const search = completeSearch(input({ ...stay, roomCount: '2', numAdultsPerRoom: '2', clusterCode: 'corp', corporateCode: 'ACM' }), null)
		expect(productSearchOf(search)).toEqual({
			propertyId: 'NYCMC',
			checkInDate: '2026-12-01',
			checkOutDate: '2026-12-03',
			rooms: [
				{ adults: 2, children: 0 },
				{ adults: 2, children: 0 },
			],
			tab: 'SPECIAL_RATES',
			specialRateType: 'CORPORATE',
			corporateCode: 'ACM',
		})
		expect(productSearchOf(completeSearch(input({ ...stay, tab: 'redemption' }), null))).toMatchObject({ tab: 'REDEMPTION', rewardsRedemption: true })
	})
})

describe('typedDateOf', () => {
	it('writes a date as the locale types it, and reads back the same', () => {
		expect(typedDateOf('2026-12-01', 'en-US')).toBe('12/01/2026')
		expect(typedDateOf('2026-12-01', 'es-ES')).toBe('01/12/2026')
		expect(readDate(typedDateOf('2026-12-01', 'es-ES'), 'es-ES', now)).toBe('2026-12-01')
	})
})
