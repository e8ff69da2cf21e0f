import { describe, expect, it } from 'vitest'
import { forgotPasswordSchema } from './forgot-password.ts'

const problemOf = (email: unknown) => {
	const result = forgotPasswordSchema.safeParse({ email })
	return result.success ? null : result.error.issues[0]?.message
}

describe('forgotPasswordSchema', () => {
	it('takes an e-mail, trimmed', () => {
		expect(forgotPasswordSchema.parse({ email: '  gold@example.com ' })).toEqual({ email: 'gold@example.com' })
	})

	it('asks for the e-mail when it is missing or blank', () => {
		expect(problemOf(undefined)).toBe('emailRequired')
		expect(problemOf('')).toBe('emailRequired')
		expect(problemOf('   ')).toBe('emailRequired')
	})

	it('refuses what is not an e-mail, and more than 80 characters', () => {
		expect(problemOf('100002223')).toBe('emailInvalid')
		expect(problemOf('gold@example')).toBe('emailInvalid')
		expect(problemOf(`${'a'.repeat(69)}@example.com`)).toBe('emailTooLong')
		expect(problemOf(`${'a'.repeat(68)}@example.com`)).toBeNull()
	})
})
