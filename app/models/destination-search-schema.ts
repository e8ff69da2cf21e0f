import { z } from 'zod'
import { DESTINATION_MAX_LENGTH, withoutControlCharacters } from './destination-search.ts'

// The destination search's schema, apart from its constants so that a page can show the
// form without loading zod (the browser loads this when the form is touched).

export const destinationSearchSchema = z.object({
	destination: z.preprocess(
		(value) => (typeof value === 'string' ? withoutControlCharacters(value).trim() || undefined : value),
		z.string({ required_error: 'destinationRequired', invalid_type_error: 'destinationRequired' }).max(DESTINATION_MAX_LENGTH, 'destinationTooLong'),
	),
})
