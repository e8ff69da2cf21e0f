import { z } from 'zod'
import { BOOKING_GROUP_CODE_PATTERN } from './group-code.ts'
import {
	CLUSTER_CODE_NAMES,
	CORPORATE_CODE_PATTERN,
	earliestToday,
	latestToday,
	RATE_TAB_PARAM_NAMES,
	readDate,
	type ClusterCode,
	type RateTabParam,
} from './booking-search.ts'
import { nightsBetween } from './dates.ts'
import type { Locale } from './locale.ts'
import { PROPERTY_CODE_PATTERN } from './property-code.ts'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'

// The rate list search's schema (booking-search.ts has its rules in words and the rest of
// its model). Apart, so that a page can use the search's constants without loading zod:
// the browser loads this when the visitor touches the form (app/ui/validation).

/** What Select posts beside the search: the rate plan and room of one rate card. */
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,20}$/
export const RateSelectionSchema = z.object({ ratePlanCode: z.string().regex(PRODUCT_CODE), roomCode: z.string().regex(PRODUCT_CODE) })

const text = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value)
const upper = (value: unknown) => {
	const trimmed = text(value)
	return typeof trimmed === 'string' ? trimmed.toUpperCase() : trimmed
}
const lower = (value: unknown) => {
	const trimmed = text(value)
	return typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed
}
/** Checkboxes send "on", links send "true"/"false"; anything else is off. */
const flag = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())
const whole = (min: number, max: number, key: string) =>
	z.preprocess(
		(value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : text(value)),
		z.number({ invalid_type_error: key }).int(key).min(min, key).max(max, key).optional(),
	)

/** A real calendar date as YYYY-MM-DD, or null. */

export type SearchContext = { now: Date; locale: Locale | string }

export function bookingSearchSchema({ now, locale }: SearchContext) {
	const today = earliestToday(now)
	const windowStart = latestToday(now)
	const dateField = (invalidKey: string) =>
		z.preprocess(
			text,
			z
				.string()
				.optional()
				.transform((value, ctx) => {
					if (value === undefined) return undefined
					const date = readDate(value, locale, now)
					if (!date) {
						ctx.addIssue({ code: 'custom', message: invalidKey })
						return z.NEVER
					}
					return date
				}),
		)
	return z
		.object({
			propertyCode: z.preprocess(
				upper,
				z.string({ required_error: 'propertyCodeRequired', invalid_type_error: 'propertyCodeRequired' }).regex(PROPERTY_CODE_PATTERN, 'propertyCodeInvalid'),
			),
			fromDate: dateField('fromDateInvalid'),
			toDate: dateField('toDateInvalid'),
			roomCount: whole(1, BOOKING_LIMITS.maxRooms, 'roomCountRange'),
			numAdultsPerRoom: whole(1, BOOKING_LIMITS.maxGuestsPerRoom, 'adultsRange'),
			childrenCountPerRoom: whole(0, BOOKING_LIMITS.maxGuestsPerRoom - 1, 'childrenRange'),
			tab: z.preprocess(lower, z.enum(RATE_TAB_PARAM_NAMES as [RateTabParam, ...RateTabParam[]], { errorMap: () => ({ message: 'tabInvalid' }) }).optional()),
			clusterCode: z.preprocess(
				lower,
				z.enum(CLUSTER_CODE_NAMES as [ClusterCode, ...ClusterCode[]], { errorMap: () => ({ message: 'clusterCodeInvalid' }) }).optional(),
			),
			corporateCode: z.preprocess(upper, z.string().regex(CORPORATE_CODE_PATTERN, 'corporateCodeInvalid').optional()),
			groupCode: z.preprocess(upper, z.string().regex(BOOKING_GROUP_CODE_PATTERN, 'groupCodeInvalid').optional()),
			useRewardsPoints: flag,
			flexibleDates: flag,
			showFullPrice: flag,
			currency: z.preprocess(
				upper,
				z
					.string()
					.regex(/^[A-Z]{3}$/, 'currencyInvalid')
					.optional(),
			),
		})
		.superRefine((search, ctx) => {
			const { fromDate, toDate } = search
			if (fromDate && !toDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'toDateRequired' })
			if (toDate && !fromDate) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'fromDateRequired' })
			// A date that could not be read arrives here as zod's marker for it, not a string.
			if (typeof fromDate === 'string') {
				if (fromDate < today) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'fromDateInPast' })
				else if (nightsBetween(windowStart, fromDate) > BOOKING_LIMITS.bookingWindowDays)
					ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'fromDateTooFar' })
			}
			if (typeof fromDate === 'string' && typeof toDate === 'string') {
				const nights = nightsBetween(fromDate, toDate)
				if (nights < 1) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'toDateNotAfterFromDate' })
				else if (nights > BOOKING_LIMITS.maxStayNights) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'stayTooLong' })
			}
			const guests = (search.numAdultsPerRoom ?? 1) + (search.childrenCountPerRoom ?? 0)
			if (guests > BOOKING_LIMITS.maxGuestsPerRoom) ctx.addIssue({ code: 'custom', path: ['childrenCountPerRoom'], message: 'tooManyGuests' })
			if (search.clusterCode === 'corp' && !search.corporateCode) ctx.addIssue({ code: 'custom', path: ['corporateCode'], message: 'corporateCodeRequired' })
			// The group tab without a code is a page that asks for one, not an error.
			if (search.clusterCode === 'group' && !search.groupCode) ctx.addIssue({ code: 'custom', path: ['groupCode'], message: 'groupCodeRequired' })
		})
}

export type BookingSearchInput = z.output<ReturnType<typeof bookingSearchSchema>>
