import type { FormLimits } from './field-limits.ts'

// The ERS room pool's stay form (spec 001 §2 ersViewRoomPool.mi): its limits apart from the
// rules that parse it (rate-details.ts, with zod), so the page loads them without the schemas.

/** The most adults the ERS product search is asked for in one room. */
export const MAX_ERS_ADULTS = 8

/** The fields are all optional: a stay left out is asked for again with its message. */
export const ROOM_POOL_LIMITS: FormLimits<'fromDate' | 'toDate' | 'numberOfAdults'> = { numberOfAdults: { min: 1, max: MAX_ERS_ADULTS } }
