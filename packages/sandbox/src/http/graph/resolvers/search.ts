import { and, asc, ilike, inArray, or, type SQL } from 'drizzle-orm'
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

const limitOf = (first: number | null | undefined, fallback: number) => Math.min(Math.max(first ?? fallback, 0), SEARCH_MAX_FIRST)

/** Name, city, state or country contains the destination. */
function matchesDestination(needle: string) {
	const pattern = likeContains(needle)
	return or(
		ilike(properties.name, pattern),
		ilike(properties.city, pattern),
		ilike(properties.stateDescription, pattern),
		ilike(properties.countryDescription, pattern),
	)
}

async function propertiesWhere(context: GraphContext, where: SQL | undefined, limit: number): Promise<PropertyNode[]> {
	const rows = await context.db.select({ id: properties.id }).from(properties).where(where).orderBy(asc(properties.name), asc(properties.id)).limit(limit)
	const found = await Promise.all(rows.map((row) => loadProperty(context, row.id)))
	return found.filter((property): property is PropertyNode => property !== null)
}

export async function searchProperties(context: GraphContext, destination: string, first?: number | null): Promise<PropertyNode[]> {
	const needle = destination.trim()
	const limit = limitOf(first, SEARCH_DEFAULT_FIRST)
	if (!needle || limit === 0) return []
	return propertiesWhere(context, matchesDestination(needle), limit)
}

/** A brand's hotels (its landing page), narrowed by a destination when one is given. */
async function brandProperties(
	context: GraphContext,
	brandCodes: string[],
	destination: string | null | undefined,
	first?: number | null,
): Promise<PropertyNode[]> {
	const codes = brandCodes.map((code) => code.trim().toUpperCase()).filter(Boolean)
	const limit = limitOf(first, SEARCH_MAX_FIRST)
	if (!codes.length || limit === 0) return []
	const needle = destination?.trim()
	return propertiesWhere(context, and(inArray(properties.brandCode, codes), needle ? matchesDestination(needle) : undefined), limit)
}

export const searchResolvers: Resolvers = {
	Query: {
		searchProperties: (_parent, args: { destination: string; first?: number | null }, context) => searchProperties(context, args.destination, args.first),
		brandProperties: (_parent, args: { brandCodes: string[]; destination?: string | null; first?: number | null }, context) =>
			brandProperties(context, args.brandCodes, args.destination, args.first),
	},
}
