import { ONE_TIME_CODE } from '@meridian/upstream-contract/contract.ts'
import type { FormLimits } from './field-limits.ts'
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './guest-profile.ts'
import { PARTNER_NUMBER_LIMITS } from './partner-number.ts'
import { NEW_PASSWORD_LIMITS } from './password-rules.ts'
import { MEMBER_NUMBER_LIMITS } from './rewards-number.ts'
import { EMAIL_MAX_LENGTH } from './text-input.ts'

// The account forms' limits (what the field kit puts on their controls), beside the rules
// that check the values: activation-schema.ts, enrollment-schema.ts, join-after-booking-schema.ts,
// second-factor.ts and password-reset's schema. Kept free of zod, so a page can use them
// without loading the schemas.

const NAME = { required: true, maxLength: NAME_MAX_LENGTH } as const

/** A code the platform sent: its digits, with room for the spaces people copy with it. */
export const ONE_TIME_CODE_LIMITS = { required: true, maxLength: ONE_TIME_CODE.digits + 4, inputMode: 'numeric' } as const

/** Activating an online account: the member number and last name, then a password. */
export const ACTIVATION_LIMITS = {
	memberNumber: { required: true, ...MEMBER_NUMBER_LIMITS },
	surname: NAME,
	password: NEW_PASSWORD_LIMITS,
} satisfies FormLimits

/** Joining Meridian Rewards on the join page. */
export const JOIN_LIMITS = {
	givenName: NAME,
	surname: NAME,
	email: { required: true, maxLength: EMAIL_MAX_LENGTH },
	countryCode: { required: true },
	phone: { required: true, maxLength: PHONE_MAX_LENGTH },
	partnerNumber: PARTNER_NUMBER_LIMITS,
	password: NEW_PASSWORD_LIMITS,
} satisfies FormLimits

/** Joining after a booking (join and save the reservation): name and e-mail are the booking's. */
export const JOIN_AND_SAVE_LIMITS = {
	password: NEW_PASSWORD_LIMITS,
	countryCode: { required: true },
	smsPhone: { maxLength: PHONE_MAX_LENGTH },
} satisfies FormLimits

/** Buying points (points-purchase.ts has the amounts on offer; the server checks the one chosen): an amount is always chosen. */
export const TOP_UP_LIMITS = { points: { required: true } } satisfies FormLimits
