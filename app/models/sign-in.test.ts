import { describe, expect, it } from 'vitest'
import { identifierModeFor, identifierProblem } from './sign-in.ts'
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

	it('uses the credentials label in mobile-auth mode', () => {
		const credentials = signInSchema({ remembered: false, identifierMode: 'credentials' })
		expect(errorsOf(credentials.safeParse({ pwrd: 'x' }))).toEqual({ email: 'credentialsErrorMessage' })
	})
})

describe('identifierProblem', () => {
	it.each([
		['gold@example.com', null],
		['100000001', null],
		['+1 212 555 0100', null],
		['gold@example', 'invalidEmailOrMemberError'],
		['not an id', 'invalidEmailOrMemberError'],
		['12-34', 'signInInlineWarnMessage'],
	])('combined: %s → %s', (identifier, problem) => {
		expect(identifierProblem(identifier, 'combined')).toBe(problem)
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

describe('identifierModeFor', () => {
	it('uses the credential patterns in mobile-auth mode, the China locale and test mode', () => {
		const off = { mobileAuth: false, testMode: false }
		expect(identifierModeFor({ locale: 'en-US', ...off })).toBe('combined')
		expect(identifierModeFor({ locale: 'zh-CN', ...off })).toBe('credentials')
		expect(identifierModeFor({ locale: 'en-US', ...off, mobileAuth: true })).toBe('credentials')
		expect(identifierModeFor({ locale: 'es-ES', ...off, testMode: true })).toBe('credentials')
	})
})
