import { z } from 'zod'

// The content-tagged search (spec 000 §7), used for a hotel's alternate logo.

/** Spec 000 §9: the tagged search asks for at most five items. */
export const TAGGED_SEARCH_LIMIT = 5

export type TaggedContentQuery = {
	taxonomies: string[]
	types: string[]
	navIds?: string[]
}

export const TaggedContentSchema = z.object({
	items: z.array(z.object({ name: z.string(), imageUrl: z.string(), link: z.string().nullish() })),
})
export type TaggedContentItem = z.infer<typeof TaggedContentSchema>['items'][number]
