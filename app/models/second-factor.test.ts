import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { secondFactorHref, secondFactorSchema } from './second-factor.ts'

const parse = (code: string) => {
	const form = new FormData()
	form.set('code', code)
	return parseWithZod(form, { schema: secondFactorSchema })
}
const errorsOf = (code: string) => {
	const submission = parse(code)
	return submission.status === 'success' ? null : submission.error
}

describe('the second-factor code', () => {
	it('takes six digits, spaces and all', () => {
		expect(parse(' 123 456 ')).toMatchObject({ status: 'success', value: { code: '123456' } })
	})

	it('names what is wrong', () => {
		expect(errorsOf('')).toEqual({ code: ['codeRequired'] })
		expect(errorsOf('12345')).toEqual({ code: ['codeFormat'] })
		expect(errorsOf('12345a')).toEqual({ code: ['codeFormat'] })
		expect(errorsOf('1'.repeat(5000))).toEqual({ code: ['codeFormat'] })
	})
})

describe('secondFactorHref', () => {
	it('keeps a safe returnTo, without its locale prefix, under the visitor’s locale', () => {
		expect(secondFactorHref('/loyalty/myAccount/profile.mi', 'en-US')).toBe('/sign-in/verify.mi?returnTo=%2Floyalty%2FmyAccount%2Fprofile.mi')
		expect(secondFactorHref('/es/hotels/x', 'es-ES')).toBe('/es/sign-in/verify.mi?returnTo=%2Fhotels%2Fx')
	})

	it('sends an unsafe one home', () => {
		expect(secondFactorHref('//evil.example/x', 'en-US')).toBe('/sign-in/verify.mi?returnTo=%2F')
		expect(secondFactorHref('https://evil.example/', 'en-US')).toBe('/sign-in/verify.mi?returnTo=%2F')
	})
})
