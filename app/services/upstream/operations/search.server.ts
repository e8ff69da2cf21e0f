import { SearchPropertiesResultSchema, type SearchResultProperty } from '@meridian/upstream-contract/search.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'

// Hotels by destination (city, name, state or country), for the home page search.

/** How many hotels the home page lists for one destination. */
export const SEARCH_RESULTS_LIMIT = 20

export const PhoenixBookSearchProperties = defineOperation(
	/* GraphQL */ `
		query PhoenixBookSearchProperties($destination: String!, $first: Int) {
			searchProperties(destination: $destination, first: $first) {
				id
				seoNickname
				basicInformation {
					name
					brand {
						id
						name
					}
				}
				contactInformation {
					address {
						city
						country {
							code
							description
						}
					}
				}
				reviews {
					numberOfReviews {
						count
					}
					stars {
						count
					}
				}
				media {
					primaryImage {
						wideHorizontal
					}
				}
			}
		}
	`,
	SearchPropertiesResultSchema,
)

/** The hotels that match the destination, by name; none for a blank one. */
export async function searchProperties(
	destination: string,
	ctx: UpstreamContext,
	options?: CallOptions & { first?: number },
): Promise<SearchResultProperty[]> {
	const { first = SEARCH_RESULTS_LIMIT, ...callOptions } = options ?? {}
	const { searchProperties: found } = await runOperation(PhoenixBookSearchProperties, { destination, first }, ctx, callOptions)
	return found
}
