import { z } from 'zod'
import { ONE_TIME_CODE } from '@meridian/upstream-contract/contract.ts'
import { newPasswordProblem } from './password-rules.ts'
import { lengthFirst } from './length-first.ts'
import { EMAIL_MAX_LENGTH } from './sign-in.ts'
import { isEmail } from './text-input.ts'

// The password e-mail page (spec 000 §2 /emailPassword.mi): the account's e-mail, trimmed,
// at most 80 characters like the sign-in e-mail (spec 000 §5), then the one-time code and
// the new password (spec 001 §5 rules). Messages are catalogue keys under `forgotPassword.errors.`.
export const forgotPasswordSchema = z.object({
	// The text input's e-mail rule (text-input.ts), not zod's: one rule for every e-mail field, linear in time.
	email: lengthFirst(
		EMAIL_MAX_LENGTH,
		'emailTooLong',
		z.string({ required_error: 'emailRequired', invalid_type_error: 'emailRequired' }).max(EMAIL_MAX_LENGTH, 'emailTooLong').refine(isEmail, 'emailInvalid'),
		(value) => value.trim() || undefined,
	),
})

/** How the one-time code travels: by e-mail, or by text to the account's phone. */
export const CODE_CHANNELS = ['email', 'sms'] as const

/** The first step: the e-mail, and the way the code should come (e-mail unless the guest picks a text). */
export const passwordResetRequestSchema = forgotPasswordSchema.extend({
	channel: z.preprocess(
		(value) => (value === undefined || value === '' ? 'email' : value),
		z.enum(CODE_CHANNELS, { errorMap: () => ({ message: 'channelInvalid' }) }),
	),
})

const CODE = new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`)

/** The second step: the code as sent (spaces allowed, as people copy it), the new password twice. */
export const newPasswordSchema = z
	.object({
		code: z.preprocess(
			(value) => (typeof value === 'string' ? value.replace(/\s+/g, '') || undefined : value),
			z.string({ required_error: 'codeRequired', invalid_type_error: 'codeRequired' }).regex(CODE, 'codeFormat'),
		),
		password: z.string({ required_error: 'passwordRequired', invalid_type_error: 'passwordRequired' }),
		confirmPassword: z.string({ required_error: 'confirmPasswordRequired', invalid_type_error: 'confirmPasswordRequired' }),
	})
	.superRefine((form, ctx) => {
		const problem = newPasswordProblem(form.password)
		if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
		else if (form.confirmPassword !== form.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordsDiffer' })
	})

/** The address a code went to, as the page may show it: its first letter and its domain. */
export function maskedEmail(email: string): string {
	const [name = '', domain = ''] = email.split('@')
	return `${name.slice(0, 1)}•••@${domain}`
}
