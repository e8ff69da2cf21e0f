import { describe, expect, it } from 'vitest'
import { showsFirstContactProblem } from './enterprise-sign-in.ts'

describe('showsFirstContactProblem', () => {
	it('comes with a refusal', () => {
		expect(showsFirstContactProblem(['credentialsWarningMessage'])).toBe(true)
		expect(showsFirstContactProblem(['lockedWarningMessage'])).toBe(true)
		expect(showsFirstContactProblem(['inlineErrorMessage'])).toBe(true)
	})

	it('not with a rate limit, an outage, or no error at all', () => {
		expect(showsFirstContactProblem(['tooManyAttempts'])).toBe(false)
		expect(showsFirstContactProblem(['uxlFailureErrorMessage'])).toBe(false)
		expect(showsFirstContactProblem([])).toBe(false)
		expect(showsFirstContactProblem(null)).toBe(false)
	})
})
