import { z } from 'zod'

// A hotel as the data graph answers a destination search (the home page's result list):
// enough to name it, place it, show its brand and rating, and link to its overview.

export const SearchResultPropertySchema = z.object({
	id: z.string(),
	seoNickname: z.string(),
	basicInformation: z.object({
		name: z.string(),
		brand: z.object({ id: z.string(), name: z.string() }),
	}),
	contactInformation: z.object({
		address: z.object({
			city: z.string(),
			country: z.object({ code: z.string(), description: z.string() }),
		}),
	}),
	reviews: z.object({
		numberOfReviews: z.object({ count: z.number() }),
		stars: z.object({ count: z.number() }),
	}),
	media: z.object({
		primaryImage: z.object({ wideHorizontal: z.string().nullish() }).nullish(),
	}),
})
export type SearchResultProperty = z.infer<typeof SearchResultPropertySchema>

export const SearchPropertiesResultSchema = z.object({ searchProperties: z.array(SearchResultPropertySchema) })

export const BrandPropertiesResultSchema = z.object({ brandProperties: z.array(SearchResultPropertySchema) })
