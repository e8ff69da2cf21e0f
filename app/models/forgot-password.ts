import { z } from 'zod'
import { EMAIL_MAX_LENGTH } from './sign-in.ts'

// The password e-mail form (spec 000 §2 /emailPassword.mi): the account's e-mail, trimmed,
// at most 80 characters like the sign-in e-mail (spec 000 §5). Messages are catalogue
// keys under `forgotPassword.errors.`.
export const forgotPasswordSchema = z.object({
	email: z.preprocess(
		(value) => (typeof value === 'string' ? value.trim() || undefined : value),
		z
			.string({ required_error: 'emailRequired', invalid_type_error: 'emailRequired' })
			.max(EMAIL_MAX_LENGTH, 'emailTooLong')
			.email('emailInvalid'),
	),
})
