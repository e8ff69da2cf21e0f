import { parseWithZod } from '@conform-to/zod'
import { bookingSearchSchema } from '#app/models/booking-search-schema.ts'

// Loaded on demand by the booking search form (use-lazy-validation.ts). The dates are
// checked against the moment of each submit.
export const bookingSearchValidation = (locale: string) => ({
	validate: (formData: FormData) => parseWithZod(formData, { schema: bookingSearchSchema({ now: new Date(), locale }) }),
})
