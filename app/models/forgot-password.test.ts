import { describe, expect, it } from 'vitest'
import { forgotPasswordSchema, maskedEmail, newPasswordSchema, passwordResetRequestSchema } from './forgot-password.ts'

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

describe('passwordResetRequestSchema', () => {
	it('sends the code by e-mail unless a text is asked for, and nothing else', () => {
		expect(passwordResetRequestSchema.parse({ email: 'gold@example.com' })).toEqual({ email: 'gold@example.com', channel: 'email' })
		expect(passwordResetRequestSchema.parse({ email: 'gold@example.com', channel: 'sms' })).toMatchObject({ channel: 'sms' })
		expect(passwordResetRequestSchema.safeParse({ email: 'gold@example.com', channel: 'fax' }).error?.issues[0]?.message).toBe('channelInvalid')
	})
})

describe('newPasswordSchema', () => {
	const problems = (form: Record<string, unknown>) =>
		newPasswordSchema.safeParse(form).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? []
	const good = { code: '123 456', password: 'After#Reset22', confirmPassword: 'After#Reset22' }

	it('takes the code as people copy it, with spaces, and the password twice', () => {
		expect(newPasswordSchema.parse(good)).toEqual({ ...good, code: '123456' })
	})

	it('says what is wrong with the code, the password (spec 001 §5 rules) and its repeat', () => {
		expect(problems({ ...good, code: '' })).toEqual(['code:codeRequired'])
		expect(problems({ ...good, code: '12345' })).toEqual(['code:codeFormat'])
		expect(problems({ ...good, code: 'abcdef' })).toEqual(['code:codeFormat'])
		expect(problems({ ...good, password: 'short', confirmPassword: 'short' })).toEqual(['password:passwordLength'])
		expect(problems({ ...good, password: 'alllowercase1', confirmPassword: 'alllowercase1' })).toEqual(['password:passwordStrength'])
		expect(problems({ ...good, confirmPassword: 'After#Reset23' })).toEqual(['confirmPassword:passwordsDiffer'])
	})
})

describe('maskedEmail', () => {
	it('shows the first letter and the domain only', () => {
		expect(maskedEmail('robin@example.com')).toBe('r•••@example.com')
	})
})
