import type { FormLimits } from './field-limits.ts'
import { PHONE_MAX_LENGTH } from './guest-profile.ts'
import { EMAIL_MAX_LENGTH } from './text-input.ts'

// The confirmation's share forms' limits (share-reservation.ts checks the values), kept
// free of zod so that the page can use them without loading the schema.

export const SHARE_STAY_LIMITS = {
	email: { required: true, maxLength: EMAIL_MAX_LENGTH },
	dialCode: {},
	phone: { required: true, maxLength: PHONE_MAX_LENGTH },
} satisfies FormLimits
