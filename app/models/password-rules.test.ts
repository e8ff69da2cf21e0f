import { describe, expect, it } from 'vitest'
import { newPasswordProblem, passwordChecks } from './password-rules.ts'

describe('a new password (spec 001 §5)', () => {
	it('is 8 to 20 characters', () => {
		expect(newPasswordProblem('')).toBe('passwordRequired')
		expect(newPasswordProblem('Ab#1234')).toBe('passwordLength')
		expect(newPasswordProblem('Ab#12345678901234567890')).toBe('passwordLength')
		expect(newPasswordProblem('Ab#12345')).toBeNull()
	})

	it('uses letters, digits and @!#$&?%=_ only', () => {
		expect(newPasswordProblem('Abcdefg 1')).toBe('passwordCharacters')
		expect(newPasswordProblem('Abcdefg*1')).toBe('passwordCharacters')
	})

	it('has a lower-case letter, an upper-case letter, and a digit or a special character', () => {
		expect(newPasswordProblem('abcdefg1')).toBe('passwordStrength')
		expect(newPasswordProblem('ABCDEFG1')).toBe('passwordStrength')
		expect(newPasswordProblem('Abcdefgh')).toBe('passwordStrength')
		expect(newPasswordProblem('Abcdefg_')).toBeNull()
		expect(newPasswordProblem('Abcdefg7')).toBeNull()
	})
})

describe('passwordChecks', () => {
	it('says which rule a password meets so far, each on its own', () => {
		expect(passwordChecks('')).toEqual({ length: false, lower: false, upper: false, digitOrSpecial: false, characters: false })
		expect(passwordChecks('abc')).toEqual({ length: false, lower: true, upper: false, digitOrSpecial: false, characters: true })
		expect(passwordChecks('Welcome#2026')).toEqual({ length: true, lower: true, upper: true, digitOrSpecial: true, characters: true })
		expect(passwordChecks('Welcome 2026')).toMatchObject({ length: true, characters: false })
		expect(passwordChecks('A'.repeat(21))).toMatchObject({ length: false, upper: true })
	})
})
