import type { SpecialRateType } from '@meridian/upstream-contract/booking.ts'
import type { FormLimits } from './field-limits.ts'
import { BOOKING_GROUP_CODE_LENGTH } from './group-code.ts'

// Apart from booking-search.ts so that the search form's page takes these constants
// without the search's date rules (date-fns), which only its lazily loaded validation needs.

/** The rate list menu (spec 001 §2). */
export const RATE_LIST_PATH = '/reservation/rateListMenu.mi'

/** The special-rate choice (the spec's clusterCode): none, or one kind of special rate. */
export const CLUSTER_CODES = {
	none: null,
	aaa: 'AAA',
	senior: 'SENIOR',
	gov: 'GOVERNMENT',
	corp: 'CORPORATE',
	group: null,
} as const satisfies Record<string, SpecialRateType | null>
export type ClusterCode = keyof typeof CLUSTER_CODES
export const CLUSTER_CODE_NAMES = Object.keys(CLUSTER_CODES) as ClusterCode[]

/** A corporate code's letters and digits (booking-search.ts's CORPORATE_CODE_PATTERN). */
export const CORPORATE_CODE_LENGTH = { min: 2, max: 9 } as const

/** The rate list search's limits (booking-search-schema.ts checks the values): dates typed as digits, the codes' lengths. */
export const BOOKING_SEARCH_LIMITS = {
	fromDate: { inputMode: 'numeric' },
	toDate: { inputMode: 'numeric' },
	corporateCode: { maxLength: CORPORATE_CODE_LENGTH.max },
	groupCode: { maxLength: BOOKING_GROUP_CODE_LENGTH },
} satisfies FormLimits
