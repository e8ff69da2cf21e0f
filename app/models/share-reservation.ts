import { z } from 'zod'
import { DIAL_CODES } from './dial-codes.ts'
import { isEmail } from './text-input.ts'

// Share by e-mail and SMS on the confirmation (spec 001 §1, §7). A text message needs the
// number in international form: the country's dial code and the local digits.

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())

export const ShareReservationSchema = z
	.object({ channel: z.enum(['EMAIL', 'SMS']), email: text, dialCode: text, phone: text })
	.superRefine((form, ctx) => {
		if (form.channel === 'EMAIL' && !isEmail(form.email))
			ctx.addIssue({ code: 'custom', path: ['email'], message: form.email ? 'emailInvalid' : 'emailRequired' })
		if (form.channel !== 'SMS') return
		if (!(DIAL_CODES as readonly string[]).includes(form.dialCode)) ctx.addIssue({ code: 'custom', path: ['dialCode'], message: 'dialCodeRequired' })
		const digits = form.phone.replace(/\D/g, '')
		if (digits.length < 6 || digits.length > 14) ctx.addIssue({ code: 'custom', path: ['phone'], message: form.phone ? 'smsPhoneInvalid' : 'phoneRequired' })
	})
	.transform((form) => ({ channel: form.channel, recipient: form.channel === 'EMAIL' ? form.email : `${form.dialCode}${form.phone.replace(/\D/g, '')}` }))
