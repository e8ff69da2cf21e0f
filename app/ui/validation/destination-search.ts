import { parseWithZod } from '@conform-to/zod'
import { brandLandingSearchSchema } from '#app/models/brand-landing-schema.ts'
import { destinationSearchSchema } from '#app/models/destination-search-schema.ts'

// Loaded on demand by the destination search form (use-lazy-validation.ts).
export const destinationSearchValidation = {
	validate: (formData: FormData) => parseWithZod(formData, { schema: destinationSearchSchema }),
}

export const brandLandingSearchValidation = {
	validate: (formData: FormData) => parseWithZod(formData, { schema: brandLandingSearchSchema }),
}
