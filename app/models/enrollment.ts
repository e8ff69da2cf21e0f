import { ENROLLMENT_ERRORS, INVALID_PARTNER_NUMBER } from '@meridian/upstream-contract/contract.ts'
import { mobileNumberProblem } from './phone-number.ts'

// Joining Meridian Rewards on the join page (spec 000 §2 /loyalty/createAccount/createAccountPage1.mi,
// §8 enrollment keys): the platform's refusals (enroll, spec 000 §7), each said next to the field it is about.

export type EnrollmentField = 'givenName' | 'surname' | 'email' | 'countryCode' | 'phone' | 'partnerNumber' | 'password'

/** Where each refusal of the platform's join is said, and in which words (catalogue keys under account.join.errors). */
export function enrollmentRefusal(
	code: string,
	field: string | null,
	countryCode: string,
): { fieldErrors: Partial<Record<EnrollmentField, string[]>>; formErrors: string[] } {
	const at = (name: EnrollmentField, key: string) => ({ fieldErrors: { [name]: [key] }, formErrors: [] })
	if (code === ENROLLMENT_ERRORS.duplicateEmail) return at('email', 'emailDuplicateError')
	if (code === ENROLLMENT_ERRORS.duplicatePhone) return at('phone', 'phoneAlreadyAssociatedError')
	if (code === ENROLLMENT_ERRORS.duplicateEmailAndPhone)
		return { fieldErrors: { email: ['emailDuplicateError'], phone: ['phoneAlreadyAssociatedError'] }, formErrors: [] }
	if (code === INVALID_PARTNER_NUMBER) return at('partnerNumber', 'invalidPartnerNumber')
	if (code === ENROLLMENT_ERRORS.unprocessable) return at('givenName', 'nameInvalid')
	if (field === 'countryCode') return at('countryCode', 'prohibitedCountryErrMsg')
	if (field === 'password') return at('password', 'passwordStrength')
	if (field === 'smsPhone') return at('phone', mobileNumberProblem({ country: countryCode }))
	if (field === 'email') return at('email', 'emailInvalid')
	return { fieldErrors: {}, formErrors: ['uxlFailureErrorMessage'] }
}
