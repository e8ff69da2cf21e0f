import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'

// Group codes (spec 000 §9: length 3 to 10, "7 in one flow"; spec 001 §5: 7). Which
// length applies where is docs/decisions/012-group-code-length.md: a code that arrives
// from outside (an availability deep link) may be 3 to 10 letters or digits; the booking
// flow's own form (the rate list) books with exactly 7, the length its rates are keyed by.

/** Spec 000 §9: the general bounds, for codes the site is handed. */
export const GROUP_CODE_LENGTH = { min: 3, max: 10 } as const

/** Spec 001 §5: the booking flow's group code length. */
export const BOOKING_GROUP_CODE_LENGTH: 7 = BOOKING_LIMITS.groupCodeLength

export const GROUP_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${GROUP_CODE_LENGTH.min},${GROUP_CODE_LENGTH.max}}$`)
export const BOOKING_GROUP_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${BOOKING_GROUP_CODE_LENGTH}}$`)

/** A handed-in group code in capitals, or null when it is not 3 to 10 letters or digits. */
export function groupCodeFrom(value: string | null | undefined): string | null {
	const code = (value ?? '').trim().toUpperCase()
	return GROUP_CODE_PATTERN.test(code) ? code : null
}
