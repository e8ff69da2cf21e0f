import type { FormLimits } from './field-limits.ts'

// The availability and hotel searches' counts, typed as numbers (availability-query.ts and
// find-hotels.ts check them). Apart from booking-search-codes.ts, which the rate list's
// page loads: these are only those two forms'.

export const STAY_SEARCH_LIMITS = {
	roomCount: { min: 1 },
	numAdultsPerRoom: { min: 1 },
	childrenCountPerRoom: { min: 0 },
} satisfies FormLimits
