import { getZodConstraint } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { ACTIVATION_LIMITS, JOIN_LIMITS, ONE_TIME_CODE_LIMITS } from './account-limits.ts'
import { findAccountSchema } from './activation-schema.ts'
import { BOOKING_SEARCH_LIMITS } from './booking-search-codes.ts'
import { CORPORATE_CODE_PATTERN } from './booking-search.ts'
import { DESTINATION_SEARCH_LIMITS } from './destination-search.ts'
import { destinationSearchSchema } from './destination-search-schema.ts'
import { enrollmentSchema } from './enrollment-schema.ts'
import { forgotPasswordSchema } from './forgot-password.ts'
import { BOOKING_GROUP_CODE_PATTERN } from './group-code.ts'
import { secondFactorSchema } from './second-factor.ts'
import { ShareReservationSchema } from './share-reservation.ts'
import { SHARE_STAY_LIMITS } from './share-reservation-limits.ts'
import { guestDetailsSchema } from './guest-details-schema.ts'
import { GUEST_DETAILS_LIMITS } from './guest-details-limits.ts'
import { PROFILE_LIMITS } from './member-profile.ts'
import { RESERVATION_LOOKUP_LIMITS } from './reservation-lookup.ts'
import { reservationLookupSchema } from './reservation-lookup-schema.ts'
import { profileEditSchema } from './member-profile-schema.ts'
import { SIGN_IN_LIMITS } from './sign-in.ts'
import { signInSchema } from './sign-in-schema.ts'

// The forms' limits (what the field kit puts on their controls) against their schemas:
// where a schema carries a length as zod metadata, conform's constraint of it is the same;
// where a rule checks it, a value one longer is refused and one at the limit is not.

describe('the sign-in forms’ limits', () => {
	it('are the lengths conform reads from the sign-in and password e-mail schemas', () => {
		const signIn = getZodConstraint(signInSchema({ remembered: false, identifierMode: 'combined' }))
		expect(signIn.email?.maxLength).toBe(SIGN_IN_LIMITS.email.maxLength)
		expect(signIn.pwrd?.maxLength).toBe(SIGN_IN_LIMITS.pwrd.maxLength)
		expect(getZodConstraint(forgotPasswordSchema).email?.maxLength).toBe(SIGN_IN_LIMITS.email.maxLength)
	})
})

const problemsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, field: string) =>
	(result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message)

describe('the guest-details form’s limits', () => {
	const schema = guestDetailsSchema({ locale: 'en-US', needsPayment: false })
	const comments = (length: number) => problemsOf(schema.safeParse({ comments: 'x'.repeat(length) }), 'comments')

	it('take as long a note as the schema does, and no longer', () => {
		expect(comments(GUEST_DETAILS_LIMITS.comments.maxLength)).toEqual([])
		expect(comments(GUEST_DETAILS_LIMITS.comments.maxLength + 1)).toEqual(['commentsTooLong'])
	})
})

describe('the profile form’s limits', () => {
	const schema = profileEditSchema('en-US')
	const givenName = (length: number) => problemsOf(schema.safeParse({ givenName: 'A'.repeat(length), surname: 'Tester' }), 'givenName')

	it('take as long a name as the schema does, and no longer', () => {
		expect(givenName(PROFILE_LIMITS.givenName.maxLength)).toEqual([])
		expect(givenName(PROFILE_LIMITS.givenName.maxLength + 1)).toEqual(['nameTooLong'])
	})
})

describe('the reservation lookup’s limits', () => {
	const problems = (form: Record<string, string>, field: string) =>
		problemsOf(reservationLookupSchema.safeParse({ confirmationNumber: '12345678901', lastName: 'García', checkInDate: '2027-03-01', ...form }), field)

	it('take as long a last name as the schema does, and no longer', () => {
		expect(problems({ lastName: 'A'.repeat(RESERVATION_LOOKUP_LIMITS.lastName.maxLength) }, 'lastName')).toEqual([])
		expect(problems({ lastName: 'A'.repeat(RESERVATION_LOOKUP_LIMITS.lastName.maxLength + 1) }, 'lastName')).toEqual(['lastNameRequired'])
	})

	it('take the longest confirmation number copied with its spaces', () => {
		const spaced = '123 456 789 01'
		expect(spaced).toHaveLength(RESERVATION_LOOKUP_LIMITS.confirmationNumber.maxLength)
		expect(problems({ confirmationNumber: spaced }, 'confirmationNumber')).toEqual([])
		expect(problems({ confirmationNumber: '123 456 789 012' }, 'confirmationNumber')).toEqual(['confirmation.number.format.invalid'])
	})
})

describe('the account forms’ limits', () => {
	it('take a member number typed in groups, and the longest the room for spaces allows', () => {
		const schema = findAccountSchema('en-US')
		const memberNumber = (typed: string) => problemsOf(schema.safeParse({ memberNumber: typed, surname: 'García' }), 'memberNumber')
		const longest = '1 2 3 4 56789'
		expect(longest).toHaveLength(ACTIVATION_LIMITS.memberNumber.maxLength)
		expect(memberNumber('123 456 789')).toEqual([])
		expect(memberNumber(longest)).toEqual([])
		expect(memberNumber('1234567890')).toEqual(['memberNumberFormat'])
	})

	it('take as long a name as the join schema does, and no longer', () => {
		const schema = enrollmentSchema('en-US')
		const givenName = (length: number) => problemsOf(schema.safeParse({ givenName: 'A'.repeat(length) }), 'givenName')
		expect(givenName(JOIN_LIMITS.givenName.maxLength)).toEqual([])
		expect(givenName(JOIN_LIMITS.givenName.maxLength + 1)).toEqual(['nameTooLong'])
		expect(ACTIVATION_LIMITS.surname.maxLength).toBe(JOIN_LIMITS.surname.maxLength)
	})

	it('take a one-time code copied with its spaces', () => {
		const spaced = '1 2 3 4 56'
		expect(spaced).toHaveLength(ONE_TIME_CODE_LIMITS.maxLength)
		expect(secondFactorSchema.safeParse({ code: spaced }).success).toBe(true)
	})
})

describe('the search forms’ limits', () => {
	it('take as long a destination as the schema does', () => {
		expect(getZodConstraint(destinationSearchSchema).destination?.maxLength).toBe(DESTINATION_SEARCH_LIMITS.destination.maxLength)
	})

	it('take as long a corporate code as the rate list’s rule does, and no longer', () => {
		expect(CORPORATE_CODE_PATTERN.test('A'.repeat(BOOKING_SEARCH_LIMITS.corporateCode.maxLength))).toBe(true)
		expect(CORPORATE_CODE_PATTERN.test('A'.repeat(BOOKING_SEARCH_LIMITS.corporateCode.maxLength + 1))).toBe(false)
		expect(BOOKING_GROUP_CODE_PATTERN.test('A'.repeat(BOOKING_SEARCH_LIMITS.groupCode.maxLength))).toBe(true)
	})
})

describe('the share forms’ limits', () => {
	it('take the longest e-mail address the share schema does', () => {
		const email = `${'a'.repeat(SHARE_STAY_LIMITS.email.maxLength - '@example.com'.length)}@example.com`
		expect(ShareReservationSchema.safeParse({ channel: 'EMAIL', email, dialCode: '', phone: '' }).success).toBe(true)
		expect(ShareReservationSchema.safeParse({ channel: 'EMAIL', email: `a${email}`, dialCode: '', phone: '' }).success).toBe(false)
	})
})
