import { and, asc, eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { lookups, type LookupKind } from '../../../db/schema/index.ts'
import { graphError } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'

export const lookupResolvers: Resolvers = {
	Query: {
		lookupsByType: async (_parent, args: { type: LookupKind; countryCode?: string | null }, context) => {
			const countryCode = args.type === 'STATES' ? args.countryCode?.trim().toUpperCase() : ''
			if (!countryCode && args.type === 'STATES') throw graphError('countryCode is required for STATES', UPSTREAM_ERROR_CODES.badRequest)
			const rows = await context.db
				.select()
				.from(lookups)
				.where(and(eq(lookups.type, args.type), eq(lookups.countryCode, countryCode ?? '')))
				.orderBy(asc(lookups.position))
			// Descriptions in the page's language where we have them (accept-language).
			return rows.map((row) => ({ code: row.code, description: row.localizedDescriptions[context.language] ?? row.description }))
		},
	},
}
