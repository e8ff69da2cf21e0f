import { describe, expect, it } from 'vitest'
import { meansInvalidCredentials, signInErrorMessage } from './sign-in-outcome.ts'

describe('signInErrorMessage', () => {
	it.each([
		['password.username.invalid', 'credentialsWarningMessage'],
		['incorrect.password.last.attempt.remaining', 'lockoutWarningMessage'],
		['account.lockedout.dueto.password.failure.attempts', 'lockedWarningMessage'],
		['profile.registered.to.dc.program', 'alreadyCombinedError'],
		['account.audit.required', 'auditWarningMessage'],
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
})
