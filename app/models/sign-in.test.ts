import { describe, expect, it } from 'vitest'
import { identifierModeFor, identifierPageWarning, identifierProblem } from './sign-in.ts'
import { signInSchema } from './sign-in-schema.ts'

const combined = signInSchema({ remembered: false, identifierMode: 'combined' })
const errorsOf = (result: ReturnType<typeof combined.safeParse>) =>
	result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))

describe('signInSchema', () => {
	it('trims and passes a good e-mail and password', () => {
		const result = combined.safeParse({ email: '  gold@example.com ', pwrd: ' Welcome#2026 ', rememberMe: 'on', returnTo: '/x' })
		expect(result.success && result.data).toEqual({ userId: 'gold@example.com', password: 'Welcome#2026', rememberMe: true, returnTo: '/x' })
	})

	it('reads an unticked remember-me as false', () => {
		const result = combined.safeParse({ email: '100000001', pwrd: 'x' })
		expect(result.success && result.data.rememberMe).toBe(false)
	})

	it('marks both fields when both are empty', () => {
		expect(errorsOf(combined.safeParse({ email: '  ', pwrd: '' }))).toEqual({ email: 'emailErrorLabel', pwrd: 'pwrdErrorLabel' })
	})

	it('marks each empty field on its own', () => {
		expect(errorsOf(combined.safeParse({ email: 'gold@example.com' }))).toEqual({ pwrd: 'pwrdErrorLabel' })
		expect(errorsOf(combined.safeParse({ pwrd: 'secret' }))).toEqual({ email: 'emailErrorLabel' })
	})

	it('enforces the lengths (e-mail 80, password 20)', () => {
		const long = `${'a'.repeat(75)}@x.com`
		expect(errorsOf(combined.safeParse({ email: long, pwrd: 'x' })).email).toBe('emailTooLong')
		expect(errorsOf(combined.safeParse({ email: 'a@b.co', pwrd: 'x'.repeat(21) })).pwrd).toBe('pwrdTooLong')
	})

	it('asks a remembered user for the password only, and sends no e-mail', () => {
		const remembered = signInSchema({ remembered: true, identifierMode: 'combined' })
		const result = remembered.safeParse({ email: 'ignored', pwrd: 'Welcome#2026' })
		expect(result.success && result.data.userId).toBe('')
		expect(errorsOf(remembered.safeParse({}))).toEqual({ pwrd: 'pwrdErrorLabel' })
	})

	it('refuses a wrong-length member number on both sides with the same message (one rule)', () => {
		expect(errorsOf(combined.safeParse({ email: ' 12345 ', pwrd: 'x' }))).toEqual({ email: 'membershipNumberWarningMessage' })
	})

	it('uses the credentials label in mobile-auth mode', () => {
		const credentials = signInSchema({ remembered: false, identifierMode: 'credentials' })
		expect(errorsOf(credentials.safeParse({ pwrd: 'x' }))).toEqual({ email: 'credentialsErrorMessage' })
	})
})

describe('identifierProblem', () => {
	it.each([
		['gold@example.com', null],
		['100000001', null],
		['100000000001', null],
		['+1 212 555 0100', null],
		['+12125550100', null],
		['gold@example', 'invalidEmailOrMemberError'],
		['not an id', 'invalidEmailOrMemberError'],
		// Bare digits are a member number: 9 to 12 of them.
		['12345678', 'membershipNumberWarningMessage'],
		['1000000000001', 'membershipNumberWarningMessage'],
		['1', 'membershipNumberWarningMessage'],
		// A mobile number needs its + and country code, and 7 to 15 digits.
		['212 555 0100', 'signInInlineWarnMessage'],
		['+123456', 'signInInlineWarnMessage'],
		['+1234567890123456', 'signInInlineWarnMessage'],
		['12-34', 'signInInlineWarnMessage'],
	])('combined: %s → %s', (identifier, problem) => {
		expect(identifierProblem(identifier, 'combined')).toBe(problem)
	})

	it('keeps the one credentials error in mobile-auth mode, for a wrong-length number too', () => {
		expect(identifierProblem('12345678', 'credentials')).toBe('credentialsErrorMessage')
	})

	it.each([
		['13812345678', null],
		['+86 13812345678', null],
		['wei@example.com', null],
		['555-0100', 'credentialsErrorMessage'],
	])('credentials: %s → %s', (identifier, problem) => {
		expect(identifierProblem(identifier, 'credentials')).toBe(problem)
	})
})

describe('identifierPageWarning', () => {
	it.each([
		['signInInlineWarnMessage', 'signInPageWarnMessage'],
		['membershipNumberWarningMessage', 'signInPageWarnMessage'],
		['phoneNumberVerificationMessage', 'signInPageWarnMessage'],
		['membershipVerificationMessage', 'signInPageWarnMessage'],
		['invalidEmailOrMemberError', null],
		['emailErrorLabel', null],
		[undefined, null],
	])('%s → %s', (message, warning) => {
		expect(identifierPageWarning(message)).toBe(warning)
	})
})

describe('identifierModeFor', () => {
	it('uses the credential patterns in mobile-auth mode, the China locale and test mode', () => {
		const off = { mobileAuth: false, testMode: false }
		expect(identifierModeFor({ locale: 'en-US', ...off })).toBe('combined')
		expect(identifierModeFor({ locale: 'zh-CN', ...off })).toBe('credentials')
		expect(identifierModeFor({ locale: 'en-US', ...off, mobileAuth: true })).toBe('credentials')
		expect(identifierModeFor({ locale: 'es-ES', ...off, testMode: true })).toBe('credentials')
	})
})
