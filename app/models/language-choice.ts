import { z } from 'zod'
import { LOCALES } from './locale.ts'

// Messages are catalogue keys; the form translates them next to the field. The
// returnTo field is read apart, through safeReturnTo, so a bad one never refuses the form.
export const LanguageChoiceSchema = z.object({
	locale: z.enum(LOCALES, { message: 'language.invalid' }),
})
