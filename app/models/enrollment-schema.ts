import { z } from 'zod'
import { EMAIL_MAX_LENGTH } from './sign-in.ts'
import { emailProblem, mayJoinWhileBooking, nameProblem } from './guest-profile.ts'
import { e164Of, phoneProblem } from './phone-number.ts'
import { partnerNumberOf, partnerNumberProblem } from './partner-number.ts'
import { newPasswordProblem } from './password-rules.ts'

// The join form (spec 000 §2 join page; spec 001 §5 names, e-mail, phone by country and
// password rules; spec 000 §6 countries without online join). Kept apart from enrollment.ts
// so zod stays out of the browser. Messages are keys under account.join.errors.

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())

export function enrollmentSchema(locale: string) {
	return z
		.object({
			givenName: text,
			surname: text,
			email: text,
			countryCode: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : ''), z.string()),
			phone: text,
			partnerNumber: z.preprocess(partnerNumberOf, z.string()),
			password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
		})
		.superRefine((form, ctx) => {
			const add = (path: string, message: string | null) => {
				if (message) ctx.addIssue({ code: 'custom', path: [path], message })
			}
			add('givenName', nameProblem(form.givenName, locale))
			add('surname', nameProblem(form.surname, locale))
			add('email', form.email.length > EMAIL_MAX_LENGTH ? 'emailTooLong' : emailProblem(form.email))
			add('countryCode', !/^[A-Z]{2}$/.test(form.countryCode) ? 'countryRequired' : mayJoinWhileBooking(form.countryCode) ? null : 'prohibitedCountryErrMsg')
			add('phone', phoneProblem(form.phone, { country: form.countryCode }, { required: true }))
			add('partnerNumber', partnerNumberProblem(form.partnerNumber))
			add('password', newPasswordProblem(form.password))
		})
		.transform((form) => ({ ...form, phone: e164Of(form.phone, { country: form.countryCode }) }))
}
