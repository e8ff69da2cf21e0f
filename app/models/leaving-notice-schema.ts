import { z } from 'zod'
import { HOTEL_LINK_KINDS } from './brand-links.ts'
import { PropertyCodeSchema } from './property-code.ts'

/**
 * What the notice page reads (query) and its Continue posts (form): the hotel and which
 * of its links. Never a destination: that is built again from these, so the notice
 * cannot be made to send anyone elsewhere.
 */
export const LeavingNoticeSchema = z.object({
	propertyCode: PropertyCodeSchema,
	link: z.enum(HOTEL_LINK_KINDS),
})
