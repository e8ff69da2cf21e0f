import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { TAGGED_SEARCH_LIMIT, TaggedContentSchema, type TaggedContentItem, type TaggedContentQuery } from '@meridian/upstream-contract/content-search.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { callService } from './service.server.ts'

/**
 * Content tagged with the given taxonomies, in the visitor's locale (falling back to
 * the default locale), at most five items. A POST that only reads, so a lost
 * connection is retried.
 */
export async function searchTaggedContent(query: TaggedContentQuery, ctx: UpstreamContext, options?: CallOptions): Promise<TaggedContentItem[]> {
	const answer = await callService(
		{
			name: 'contentTaggedSearch',
			method: 'POST',
			path: REST_PATHS.contentTaggedSearch,
			query: { limit: String(TAGGED_SEARCH_LIMIT), defaultLocale: 'true' },
			body: {
				includeLink: true,
				locales: [ctx.locale],
				navIds: query.navIds ?? [],
				taxonomies: query.taxonomies,
				types: query.types,
			},
			retry: true,
			result: TaggedContentSchema,
		},
		ctx,
		options,
	)
	return answer.body.items
}
