import { BrandPropertiesResultSchema, SearchPropertiesResultSchema, type SearchResultProperty } from '@meridian/upstream-contract/search.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'

// Hotels by destination (city, name, state or country), for the home page search, and a
// brand's hotels for its landing page: both show the same result list.

const SEARCH_RESULT_PROPERTY = /* GraphQL */ `
	fragment SearchResultProperty on Property {
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
`

/** How many hotels the home page lists for one destination. */
export const SEARCH_RESULTS_LIMIT = 20

export const PhoenixBookSearchProperties = defineOperation(
	/* GraphQL */ `
		query PhoenixBookSearchProperties($destination: String!, $first: Int) {
			searchProperties(destination: $destination, first: $first) {
				...SearchResultProperty
			}
		}
		${SEARCH_RESULT_PROPERTY}
	`,
	SearchPropertiesResultSchema,
)

/** The hotels that match the destination, by name; none for a blank one. */
export async function searchProperties(destination: string, ctx: UpstreamContext, options?: CallOptions & { first?: number }): Promise<SearchResultProperty[]> {
	const { first = SEARCH_RESULTS_LIMIT, ...callOptions } = options ?? {}
	const { searchProperties: found } = await runOperation(PhoenixBookSearchProperties, { destination, first }, ctx, callOptions)
	return found
}

export const PhoenixBookBrandProperties = defineOperation(
	/* GraphQL */ `
		query PhoenixBookBrandProperties($brandCodes: [String!]!, $destination: String) {
			brandProperties(brandCodes: $brandCodes, destination: $destination) {
				...SearchResultProperty
			}
		}
		${SEARCH_RESULT_PROPERTY}
	`,
	BrandPropertiesResultSchema,
)

/** A brand's hotels, by name; a destination narrows them, and never reaches past the brand. */
export async function brandProperties(brandCode: string, destination: string, ctx: UpstreamContext): Promise<SearchResultProperty[]> {
	const { brandProperties: found } = await runOperation(PhoenixBookBrandProperties, { brandCodes: [brandCode], destination: destination || null }, ctx)
	return found
}
