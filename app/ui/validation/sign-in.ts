import { parseWithZod } from '@conform-to/zod'
import { type IdentifierMode } from '#app/models/sign-in.ts'
import { signInSchema } from '#app/models/sign-in-schema.ts'

// Loaded on demand by the sign-in form (use-lazy-validation.ts).
export const signInValidation = (options: { remembered: boolean; identifierMode: IdentifierMode }) => ({
	validate: (formData: FormData) => parseWithZod(formData, { schema: signInSchema(options) }),
})
