import { describe, expect, it } from 'vitest'
import { guestInformationSchema } from './guest-information-schema.ts'
import { mobileNumberProblem } from './phone-number.ts'

const valid = {
	givenName: 'Ana',
	surname: 'García',
	email: 'ana@example.com',
	phone: '(512) 555-0147',
	countryCode: 'us',
	line1: '1 Congress Ave',
	line2: '',
	city: 'Austin',
	stateProvinceCode: 'TX',
	postalCode: '78701',
	comments: 'A quiet room, <b>please</b>',
	consent: 'on',
}

const issuesOf = (form: Record<string, string>, locale = 'en-US') => {
	const result = guestInformationSchema({ locale }).safeParse(form)
	return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the guest-information form', () => {
	it('takes a complete form, trimmed and without markup', () => {
		const result = guestInformationSchema({ locale: 'en-US' }).parse(valid)
		expect(result).toMatchObject({ countryCode: 'US', comments: 'A quiet room, please', consent: true, phone: '+15125550147' })
	})

	it('takes a guest’s mobile number from anywhere, national or international, and keeps it in E.164', () => {
		const spanish = { ...valid, countryCode: 'ES', stateProvinceCode: '', postalCode: '' }
		expect(guestInformationSchema({ locale: 'es-ES' }).parse({ ...spanish, phone: '+34 612 345 678' }).phone).toBe('+34612345678')
		expect(guestInformationSchema({ locale: 'es-ES' }).parse({ ...spanish, phone: '612 34 56 78' }).phone).toBe('+34612345678')
		const british = { ...valid, countryCode: 'GB', stateProvinceCode: '', postalCode: '' }
		expect(guestInformationSchema({ locale: 'en-US' }).parse({ ...british, phone: '+44 7700 900123' }).phone).toBe('+447700900123')
		expect(issuesOf({ ...spanish, phone: '612 345 67' })).toEqual({ phone: mobileNumberProblem({ country: 'ES' }) })
	})

	it('puts every problem on its own field', () => {
		expect(issuesOf({ ...valid, givenName: '', email: 'ana@', phone: '555', postalCode: '7870', consent: '' })).toEqual({
			givenName: 'nameRequired',
			email: 'emailInvalid',
			phone: mobileNumberProblem({ country: 'US' }),
			postalCode: 'postalCodeInvalid',
			consent: 'consentRequired',
		})
	})

	it('asks for the address parts the country asks for', () => {
		const chinese = { ...valid, countryCode: 'CN', phone: '138 0013 8000', line1: '', stateProvinceCode: '', postalCode: '', city: '' }
		expect(issuesOf(chinese)).toEqual({ city: 'cityRequired' })
		const french = { ...valid, countryCode: 'FR', phone: '06 12 34 56 78', stateProvinceCode: '', postalCode: '' }
		expect(issuesOf(french)).toEqual({ postalCode: 'postalCodeRequired' })
		expect(issuesOf({ ...valid, countryCode: '' })).toMatchObject({ countryCode: 'countryRequired' })
	})

	it('takes Chinese names where the locale writes them', () => {
		expect(issuesOf({ ...valid, givenName: '伟', surname: '张' }, 'zh-CN')).toEqual({})
		expect(issuesOf({ ...valid, givenName: '伟', surname: '张' })).toEqual({ givenName: 'nameInvalid', surname: 'nameInvalid' })
	})

	it('keeps comments to 500 characters', () => {
		expect(issuesOf({ ...valid, comments: 'x'.repeat(501) })).toEqual({ comments: 'commentsTooLong' })
	})
})
