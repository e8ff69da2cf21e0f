import type { FormLimits } from './field-limits.ts'
import { COMMENTS_MAX_LENGTH, PHONE_MAX_LENGTH } from './guest-profile.ts'
import { PASSWORD_MAX_LENGTH } from './password-length.ts'
import { MEMBER_NUMBER_LIMITS } from './rewards-number.ts'
import { EMAIL_MAX_LENGTH } from './text-input.ts'
import { IATA_NUMBER_LENGTH } from './travel-agent.ts'

// The guest-details form's limits (guest-details-schema.ts checks the values): what every
// guest must give, and how much a field takes. The address parts a country needs are the
// page's to say (the country's rules, guest-profile.ts), not here.

/** Room for the digits typed in groups with a space or two between. */
const GROUPING_ROOM = { iata: 2 }

export const GUEST_DETAILS_LIMITS = {
	givenName: { required: true },
	surname: { required: true },
	email: { required: true, maxLength: EMAIL_MAX_LENGTH },
	phone: { required: true, maxLength: PHONE_MAX_LENGTH },
	countryCode: { required: true },
	comments: { maxLength: COMMENTS_MAX_LENGTH },
	travelAgentNumber: { maxLength: IATA_NUMBER_LENGTH + GROUPING_ROOM.iata, inputMode: 'numeric' },
	consent: { required: true },
	prepayAcknowledged: { required: true },
	password: { maxLength: PASSWORD_MAX_LENGTH },
	smsPhone: { maxLength: PHONE_MAX_LENGTH },
	rewardsNumber: MEMBER_NUMBER_LIMITS,
} satisfies FormLimits
