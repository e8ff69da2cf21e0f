import { z } from 'zod'
import { mayJoinWhileBooking } from './guest-profile.ts'
import { e164Of, phoneProblem } from './phone-number.ts'
import { newPasswordProblem } from './password-rules.ts'

// Join and save the reservation (spec 001 §2 joinAndSaveReservation.mi): the guest's name
// and e-mail are the booking's; the form adds a password, the country of residence (where
// online join must be allowed, spec 000 §6) and a mobile number for texts.

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())

export const JoinAfterBookingSchema = z
	.object({
		password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
		countryCode: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : ''), z.string()),
		smsPhone: text,
	})
	.superRefine((form, ctx) => {
		const add = (path: string, message: string | null) => {
			if (message) ctx.addIssue({ code: 'custom', path: [path], message })
		}
		add('password', newPasswordProblem(form.password))
		add('countryCode', !/^[A-Z]{2}$/.test(form.countryCode) ? 'countryRequired' : mayJoinWhileBooking(form.countryCode) ? null : 'joinNotAvailable')
		add('smsPhone', phoneProblem(form.smsPhone, { country: form.countryCode }, { required: false }))
	})
	.transform((form) => ({ ...form, smsPhone: e164Of(form.smsPhone, { country: form.countryCode }) }))
