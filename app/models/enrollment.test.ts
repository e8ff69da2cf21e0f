import { describe, expect, it } from 'vitest'
import { enrollmentRefusal } from './enrollment.ts'
import { enrollmentSchema } from './enrollment-schema.ts'
import { mobileNumberProblem } from './phone-number.ts'

describe('enrollmentRefusal (spec 000 §8 enrollment keys)', () => {
	it('says each duplicate beside its field, both for both', () => {
		expect(enrollmentRefusal('email.duplicate.account', 'email', 'US')).toEqual({ fieldErrors: { email: ['emailDuplicateError'] }, formErrors: [] })
		expect(enrollmentRefusal('phone.duplicate.account', 'smsPhone', 'US')).toEqual({ fieldErrors: { phone: ['phoneAlreadyAssociatedError'] }, formErrors: [] })
		expect(enrollmentRefusal('email.phone.duplicate.account', 'email', 'US')).toEqual({
			fieldErrors: { email: ['emailDuplicateError'], phone: ['phoneAlreadyAssociatedError'] },
			formErrors: [],
		})
	})

	it('maps the partner number, the name, the country, the password and the phone (with the country’s example), and anything else to uxlFailureErrorMessage', () => {
		expect(enrollmentRefusal('INVALID_PARTNER_NUMBER', 'partnerNumber', 'US').fieldErrors).toEqual({ partnerNumber: ['invalidPartnerNumber'] })
		expect(enrollmentRefusal('UNPROCESSABLE_ENTITY', 'givenName', 'US').fieldErrors).toEqual({ givenName: ['nameInvalid'] })
		expect(enrollmentRefusal('BAD_REQUEST', 'countryCode', 'US').fieldErrors).toEqual({ countryCode: ['prohibitedCountryErrMsg'] })
		expect(enrollmentRefusal('BAD_REQUEST', 'password', 'US').fieldErrors).toEqual({ password: ['passwordStrength'] })
		expect(enrollmentRefusal('BAD_REQUEST', 'smsPhone', 'ES').fieldErrors).toEqual({ phone: [mobileNumberProblem({ country: 'ES' })] })
		expect(enrollmentRefusal('SOMETHING_NEW', null, 'US')).toEqual({ fieldErrors: {}, formErrors: ['uxlFailureErrorMessage'] })
	})
})

describe('enrollmentSchema', () => {
	const good = {
		givenName: 'Robin',
		surname: 'Tester',
		email: 'robin@example.com',
		countryCode: 'us',
		phone: '512 555 0147',
		partnerNumber: '',
		password: 'Welcome#2026',
	}
	const problems = (form: Record<string, unknown>, locale = 'en-US') =>
		enrollmentSchema(locale)
			.safeParse(form)
			.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? []

	it('takes a complete form, trimmed, the country upper-cased', () => {
		expect(enrollmentSchema('en-US').parse({ ...good, givenName: ' Robin ' })).toMatchObject({ givenName: 'Robin', countryCode: 'US' })
	})

	it('refuses the countries without online join (spec 000 §6), and checks the phone by country', () => {
		for (const countryCode of ['CU', 'KP', 'SY', 'IR']) expect(problems({ ...good, countryCode })).toContain('countryCode:prohibitedCountryErrMsg')
		expect(problems({ ...good, countryCode: 'CN', phone: '512 555 0147' })).toEqual([`phone:${mobileNumberProblem({ country: 'CN' })}`])
		expect(problems({ ...good, countryCode: 'ES', phone: '612 345 678' })).toEqual([])
		expect(enrollmentSchema('en-US').parse({ ...good, countryCode: 'GB', phone: '07700 900123' }).phone).toBe('+447700900123')
		expect(problems({ ...good, countryCode: 'HK', phone: '9123 4567' })).toEqual([])
	})

	it('says what is wrong with each field', () => {
		expect(problems({})).toEqual([
			'givenName:nameRequired',
			'surname:nameRequired',
			'email:emailRequired',
			'countryCode:countryRequired',
			'phone:phoneRequired',
			'password:passwordRequired',
		])
		expect(problems({ ...good, email: `${'a'.repeat(70)}@example.com` })).toEqual(['email:emailTooLong'])
		expect(problems({ ...good, partnerNumber: 'AB12' })).toEqual(['partnerNumber:invalidPartnerNumber'])
		expect(problems({ ...good, password: 'welcome2026' })).toEqual(['password:passwordStrength'])
	})
})
