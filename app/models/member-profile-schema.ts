import { z } from 'zod'
import { EARNING_PREFERENCES, INVALID_PARTNER_NUMBER, ONE_TIME_CODE } from '@meridian/upstream-contract/contract.ts'
import { INSUFFICIENT_POINTS } from '@meridian/upstream-contract/customer.ts'
import { nameProblem } from './guest-profile.ts'
import { e164Of, phoneProblem } from './phone-number.ts'
import { conversionNumberProblem, conversionProblem } from './member-profile.ts'
import { partnerNumberOf } from './partner-number.ts'

// The profile page's forms (spec 000 §2 profile edit, earning preference, points
// conversion, the phone nudge's code). Kept apart from member-profile.ts so zod stays
// out of the browser. Messages are keys under account.profile.errors.

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())
const checked = z.preprocess((value) => value === 'on' || value === 'true', z.boolean())

export function profileEditSchema(locale: string) {
	// mobileCountry: how a number typed without its country code is read (the form has no address to take it from).
	const upper = z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : ''), z.string())
	return z
		.object({ givenName: text, surname: text, mobilePhone: text, mobileCountry: upper, emailOffers: checked, smsOffers: checked })
		.superRefine((form, ctx) => {
			const add = (path: string, message: string | null) => {
				if (message) ctx.addIssue({ code: 'custom', path: [path], message })
			}
			add('givenName', nameProblem(form.givenName, locale))
			add('surname', nameProblem(form.surname, locale))
			add('mobilePhone', phoneProblem(form.mobilePhone, { country: form.mobileCountry }, { required: false }))
			add('smsOffers', form.smsOffers && !form.mobilePhone ? 'smsNeedsPhone' : null)
		})
		.transform((form) => ({ ...form, mobilePhone: e164Of(form.mobilePhone, { country: form.mobileCountry }) }))
}

export const earningPreferenceSchema = z.object({ earningPreference: z.enum(EARNING_PREFERENCES, { message: 'earningPreferenceRequired' }) })

/** The conversion form; an empty partner number will do for an airline the platform keeps one for (`savedPartnerCodes`). */
export function conversionSchema(partnerCodes: readonly string[], savedPartnerCodes: readonly string[]) {
	return z
		.object({
			partnerCode: text.refine((code) => partnerCodes.includes(code), 'partnerRequired'),
			points: z.preprocess(
				(value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.replace(/[,.\s]/g, '')) ? Number(value.replace(/[,.\s]/g, '')) : 0),
				z.number(),
			),
			partnerNumber: z.preprocess(partnerNumberOf, z.string()),
		})
		.superRefine((form, ctx) => {
			const add = (path: string, message: string | null) => {
				if (message) ctx.addIssue({ code: 'custom', path: [path], message })
			}
			add('points', conversionProblem(form.points))
			add('partnerNumber', conversionNumberProblem(form.partnerNumber, form.partnerCode, savedPartnerCodes))
		})
}

/** Where the platform's refusal of a conversion is said, and in which words (keys under account.profile.errors). */
export function conversionRefusal(code: string, field: string | null): { field: 'points' | 'partnerNumber'; key: string } {
	if (code === INVALID_PARTNER_NUMBER) return { field: 'partnerNumber', key: 'invalidPartnerNumber' }
	if (field === 'partnerNumber') return { field: 'partnerNumber', key: 'partnerNumberRequired' }
	return { field: 'points', key: code === INSUFFICIENT_POINTS ? 'pointsInsufficient' : 'upstreamRefused' }
}

export const phoneCodeSchema = z.object({
	transactionId: text.pipe(z.string().min(1).max(80)),
	code: text.refine((code) => new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`).test(code), 'codeFormat'),
})
