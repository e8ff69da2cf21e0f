import { asc, ilike, or } from 'drizzle-orm'
import { properties } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { loadProperty, type PropertyNode } from './property.ts'

// Hotels by destination (the home page search): a plain case-insensitive "contains" on
// the hotel's name, city, state and country descriptions, the same on PGlite and on
// PostgreSQL. No accent folding: the seed's place names are spelt as the hotels spell them.

export const SEARCH_DEFAULT_FIRST = 20
export const SEARCH_MAX_FIRST = 50

/** `%` and `_` are wildcards in LIKE, and `\` its escape: a destination means them literally. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function searchProperties(context: GraphContext, destination: string, first?: number | null): Promise<PropertyNode[]> {
	const needle = destination.trim()
	const limit = Math.min(Math.max(first ?? SEARCH_DEFAULT_FIRST, 0), SEARCH_MAX_FIRST)
	if (!needle || limit === 0) return []
	const pattern = likeContains(needle)
	const rows = await context.db
		.select({ id: properties.id })
		.from(properties)
		.where(
			or(
				ilike(properties.name, pattern),
				ilike(properties.city, pattern),
				ilike(properties.stateDescription, pattern),
				ilike(properties.countryDescription, pattern),
			),
		)
		.orderBy(asc(properties.name), asc(properties.id))
		.limit(limit)
	const found = await Promise.all(rows.map((row) => loadProperty(context, row.id)))
	return found.filter((property): property is PropertyNode => property !== null)
}

export const searchResolvers: Resolvers = {
	Query: {
		searchProperties: (_parent, args: { destination: string; first?: number | null }, context) =>
			searchProperties(context, args.destination, args.first),
	},
}
