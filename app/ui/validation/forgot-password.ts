import { parseWithZod } from '@conform-to/zod'
import { forgotPasswordSchema } from '#app/models/forgot-password.ts'

// Loaded on demand by the forgot-password form (use-lazy-validation.ts).
export const forgotPasswordValidation = {
	validate: (formData: FormData) => parseWithZod(formData, { schema: forgotPasswordSchema }),
}
