import { z } from 'zod'
import { addressProblems, COMMENTS_MAX_LENGTH, emailProblem, nameProblem, stripHtml } from './guest-profile.ts'
import { e164Of, phoneProblem } from './phone-number.ts'
import { stateProblem } from './subdivisions.ts'

// The guest-information form of booking step two (spec 001 §3 "Guest profile", §5), as a
// route will parse it from posted strings: every field's problem on that field's path
// (so the page can show each next to its field and keep the other values), the rules
// themselves in guest-profile.ts.

const text = z.preprocess((value) => (typeof value === 'string' ? stripHtml(value).trim() : ''), z.string())

/** The fields, as posted strings: text trimmed and stripped of markup, the country upper-cased. */
export const guestInformationFields = {
	givenName: text,
	surname: text,
	email: text,
	phone: text,
	countryCode: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : ''), z.string()),
	line1: text,
	line2: text,
	city: text,
	stateProvinceCode: text,
	postalCode: text,
	comments: text,
	// A checkbox: present when ticked (spec 001 §8 legal consent must be checked).
	consent: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
}

type GuestInformation = { [Field in keyof typeof guestInformationFields]: z.output<(typeof guestInformationFields)[Field]> }

/** Every problem of the guest's part of a form, each given to `add` with its field. */
export function checkGuestInformation(form: GuestInformation, locale: string, add: (path: string, message: string | null) => void) {
	add('givenName', nameProblem(form.givenName, locale))
	add('surname', nameProblem(form.surname, locale))
	add('email', emailProblem(form.email))
	add('countryCode', /^[A-Z]{2}$/.test(form.countryCode) ? null : 'countryRequired')
	add('phone', phoneProblem(form.phone, { country: form.countryCode }, { required: true }))
	for (const [field, problem] of Object.entries(addressProblems(form))) add(field, problem === 'required' ? `${field}Required` : problem)
	add('stateProvinceCode', form.stateProvinceCode ? stateProblem(form.stateProvinceCode, form.countryCode) : null)
	add('comments', form.comments.length > COMMENTS_MAX_LENGTH ? 'commentsTooLong' : null)
	add('consent', form.consent ? null : 'consentRequired')
}

/** The guest's phone as the platform keeps it, once checked: E.164, whether typed in national or international form. */
export const guestPhoneOf = (form: Pick<GuestInformation, 'phone' | 'countryCode'>) => e164Of(form.phone, { country: form.countryCode })

export function guestInformationSchema({ locale }: { locale: string }) {
	return z
		.object(guestInformationFields)
		.superRefine((form, ctx) => {
			checkGuestInformation(form, locale, (path, message) => {
				if (message) ctx.addIssue({ code: 'custom', path: [path], message })
			})
		})
		.transform((form) => ({ ...form, phone: guestPhoneOf(form) }))
}
