import { z } from 'zod'
import { nameProblem } from './guest-profile.ts'
import { newPasswordProblem } from './password-rules.ts'

// Activating an online account (spec 000 §2 activate-online-account path): first the member
// number and surname, then a password by the join rules. Messages are keys under
// account.activate.errors (the password's under account.join.errors' names).

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())

/** Member numbers are 9 digits; spaces as printed on a card are allowed. */
export const MEMBER_NUMBER = /^\d{9}$/

export function findAccountSchema(locale: string) {
	return z
		.object({ memberNumber: z.preprocess((value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : ''), z.string()), surname: text })
		.superRefine((form, ctx) => {
			if (!MEMBER_NUMBER.test(form.memberNumber))
				ctx.addIssue({ code: 'custom', path: ['memberNumber'], message: form.memberNumber ? 'memberNumberFormat' : 'memberNumberRequired' })
			const surname = nameProblem(form.surname, locale)
			if (surname) ctx.addIssue({ code: 'custom', path: ['surname'], message: surname })
		})
}

export const activationPasswordSchema = z
	.object({ password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()) })
	.superRefine((form, ctx) => {
		const problem = newPasswordProblem(form.password)
		if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
	})
