import { describe, expect, it } from 'vitest'
import { SIGN_IN_SUCCESS_EVENT, successEventOf } from './sign-in-success-event.ts'

describe('successEventOf', () => {
	it('accepts only the configured event', () => {
		expect(successEventOf(SIGN_IN_SUCCESS_EVENT)).toBe(SIGN_IN_SUCCESS_EVENT)
		expect(successEventOf('click')).toBeNull()
		expect(successEventOf(null)).toBeNull()
		expect(successEventOf(['meridian:sign-in-success'])).toBeNull()
	})
})
