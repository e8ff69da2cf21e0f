import { z } from 'zod'
import { DESTINATION_MAX_LENGTH, withoutControlCharacters } from './destination-search.ts'

// A brand landing page's search: the same destination as the home page's, but optional,
// since the page without one lists all of the brand's hotels.
export const brandLandingSearchSchema = z.object({
	destination: z
		.preprocess(
			(value) => (typeof value === 'string' ? withoutControlCharacters(value).trim() : ''),
			// Conform reads an empty field as absent.
			z.string().max(DESTINATION_MAX_LENGTH, 'destinationTooLong').optional(),
		)
		.transform((destination) => destination ?? ''),
})
