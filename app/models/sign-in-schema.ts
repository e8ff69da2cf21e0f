import { z } from 'zod'
import { lengthFirst, trim } from './length-first.ts'
import { RETURN_TO_MAX_LENGTH } from './return-to.ts'
import { EMAIL_MAX_LENGTH, identifierProblem, PASSWORD_MAX_LENGTH, type SignInVariant } from './sign-in.ts'

// The sign-in form's schema (sign-in.ts has its rules). Apart, so that a page can use the
// form's constants without loading zod: the browser loads this when the visitor steps into
// the form (app/ui/validation).

// A value too long stops here: neither the identifier's patterns below nor anything else runs on it.
const trimmed = (max: number, tooLong: string) => lengthFirst(max, tooLong, z.string().max(max, tooLong).optional(), trim)

export function signInSchema({ remembered, identifierMode }: SignInVariant) {
	const emptyIdentifier = identifierMode === 'credentials' ? 'credentialsErrorMessage' : 'emailErrorLabel'
	return z
		.object({
			email: trimmed(EMAIL_MAX_LENGTH, 'emailTooLong'),
			pwrd: trimmed(PASSWORD_MAX_LENGTH, 'pwrdTooLong'),
			// A checkbox: present when ticked. The form ticks it by default (spec: default true).
			rememberMe: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()),
			returnTo: z.string().max(RETURN_TO_MAX_LENGTH).optional(),
			// A sign-in from the reservation flow links that trip to the account (spec 000 §4 step 5).
			tripId: lengthFirst(
				100,
				'tripIdTooLong',
				z
					.string()
					.max(100)
					.regex(/^[\w-]*$/)
					.optional(),
				trim,
			),
		})
		.superRefine((form, ctx) => {
			// In the order of the form. A remembered user's e-mail is fixed and not sent.
			if (!remembered) {
				const problem = form.email ? identifierProblem(form.email, identifierMode) : emptyIdentifier
				if (problem) ctx.addIssue({ code: 'custom', path: ['email'], message: problem })
			}
			if (!form.pwrd) ctx.addIssue({ code: 'custom', path: ['pwrd'], message: 'pwrdErrorLabel' })
		})
		.transform((form) => ({
			userId: remembered ? '' : (form.email ?? ''),
			password: form.pwrd ?? '',
			rememberMe: form.rememberMe,
			returnTo: form.returnTo,
			tripId: form.tripId || undefined,
		}))
}

export type SignInSubmission = z.output<ReturnType<typeof signInSchema>>
