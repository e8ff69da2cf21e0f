import { z } from 'zod'

// The hotel as the data graph answers for the hotel header and the property bar
// (spec 000 §3 and §7). Optional in the schema exactly where the graph may leave a
// value out, so a missing required field is a malformed answer, not an empty header.

const CodeDescriptionSchema = z.object({ code: z.string(), description: z.string() })
const CountDescriptionSchema = z.object({ count: z.number(), description: z.string().nullish() })

/** The hotel's migration status (docs/decisions/015-migration-status.md); absent or null when none is set. */
export const PropertyMigrationStatusSchema = z.string().nullish()

export const HotelHeaderPropertySchema = z.object({
	id: z.string(),
	seoNickname: z.string(),
	migrationStatus: PropertyMigrationStatusSchema,
	basicInformation: z.object({
		name: z.string(),
		brand: z.object({ id: z.string() }),
		currency: z.string(),
		latitude: z.number(),
		longitude: z.number(),
		coordinateSystem: z.string(),
		isMax: z.boolean(),
	}),
	contactInformation: z.object({
		address: z.object({
			line1: z.string(),
			line2: z.string().nullish(),
			line3: z.string().nullish(),
			city: z.string(),
			stateProvince: z.object({ description: z.string() }).nullish(),
			country: z.object({ description: z.string() }),
			postalCode: z.string().nullish(),
		}),
		contactNumbers: z.array(
			z.object({
				type: z.object({ code: z.string() }),
				number: z.object({ original: z.string() }),
			}),
		),
	}),
	reviews: z.object({ numberOfReviews: CountDescriptionSchema, stars: CountDescriptionSchema }),
	media: z.object({
		primaryImage: z.object({ wideHorizontal: z.string().nullish() }).nullish(),
		hotelLogo: z.object({ imageSource: z.string().nullish() }).nullish(),
	}),
})
export type HotelHeaderProperty = z.infer<typeof HotelHeaderPropertySchema>

export const PropertyBarPropertySchema = z.object({
	id: z.string(),
	seoNickname: z.string(),
	migrationStatus: PropertyMigrationStatusSchema,
	basicInformation: z.object({
		name: z.string(),
		latitude: z.number(),
		longitude: z.number(),
		websiteUrl: z.string().nullish(),
	}),
	contactInformation: z.object({
		address: z.object({
			line1: z.string(),
			city: z.string(),
			stateProvince: CodeDescriptionSchema.pick({ code: true }).nullish(),
		}),
		contactNumbers: z.array(z.object({ number: z.object({ original: z.string(), display: z.string() }) })),
	}),
	reviews: z.object({
		numberOfReviews: z.object({ count: z.number() }),
		stars: z.object({ count: z.number() }),
	}),
})
export type PropertyBarProperty = z.infer<typeof PropertyBarPropertySchema>
