import { describe, expect, it } from 'vitest'
import { isIdentifierRefusal, meansInvalidCredentials, signInErrorMessage } from './sign-in-outcome.ts'

describe('signInErrorMessage', () => {
	it.each([
		['password.username.invalid', 'credentialsWarningMessage'],
		['incorrect.password.last.attempt.remaining', 'lockoutWarningMessage'],
		['account.lockedout.dueto.password.failure.attempts', 'lockedWarningMessage'],
		['profile.registered.to.dc.program', 'alreadyCombinedError'],
		['account.audit.required', 'auditWarningMessage'],
		['phone.number.not.verified', 'phoneNumberVerificationMessage'],
		['membership.verification.required', 'membershipVerificationMessage'],
		['something.else', 'inlineErrorMessage'],
		[undefined, 'uxlFailureErrorMessage'],
		['', 'uxlFailureErrorMessage'],
	])('%s → %s', (code, key) => {
		expect(signInErrorMessage(code)).toBe(key)
	})

	it('knows which codes mean invalid credentials', () => {
		expect(meansInvalidCredentials('password.username.invalid')).toBe(true)
		expect(meansInvalidCredentials('account.lockedout.dueto.password.failure.attempts')).toBe(false)
	})
	it('puts the verification refusals beside the identifier, and the others above the form', () => {
		expect(isIdentifierRefusal(signInErrorMessage('phone.number.not.verified'))).toBe(true)
		expect(isIdentifierRefusal(signInErrorMessage('membership.verification.required'))).toBe(true)
		expect(isIdentifierRefusal(signInErrorMessage('password.username.invalid'))).toBe(false)
		expect(isIdentifierRefusal(signInErrorMessage('account.lockedout.dueto.password.failure.attempts'))).toBe(false)
	})
})
