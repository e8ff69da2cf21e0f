import { z } from 'zod'
import { DIAL_CODES } from './dial-codes.ts'
import { e164Of, phoneProblem } from './phone-number.ts'
import { isEmail } from './text-input.ts'

// Share by e-mail and SMS on the confirmation (spec 001 §1, §7). A text message needs the
// number in international form (E.164): the local number after the chosen dial code, or
// a number typed with its own + and country code.

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())

export const ShareReservationSchema = z
	.object({ channel: z.enum(['EMAIL', 'SMS']), email: text, dialCode: text, phone: text })
	.superRefine((form, ctx) => {
		if (form.channel === 'EMAIL' && !isEmail(form.email))
			ctx.addIssue({ code: 'custom', path: ['email'], message: form.email ? 'emailInvalid' : 'emailRequired' })
		if (form.channel !== 'SMS') return
		if (!(DIAL_CODES as readonly string[]).includes(form.dialCode)) ctx.addIssue({ code: 'custom', path: ['dialCode'], message: 'dialCodeRequired' })
		const problem = phoneProblem(form.phone, { callingCode: form.dialCode }, { required: true })
		if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem })
	})
	.transform((form) => ({ channel: form.channel, recipient: form.channel === 'EMAIL' ? form.email : e164Of(form.phone, { callingCode: form.dialCode }) }))
