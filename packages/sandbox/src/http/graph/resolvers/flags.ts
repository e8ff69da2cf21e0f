import { inArray } from 'drizzle-orm'
import { featureFlags } from '../../../db/schema/index.ts'
import type { Resolvers } from '../resolver-map.ts'

export const flagResolvers: Resolvers = {
	Query: {
		// Every name asked for is answered; one the sandbox does not know is off (spec 001 §6).
		featureFlags: async (_parent, args: { names: string[] }, context) => {
			const names = [...new Set(args.names)]
			const known = names.length === 0 ? [] : await context.db.select().from(featureFlags).where(inArray(featureFlags.name, names))
			return names.map((name) => ({ name, enabled: known.find((flag) => flag.name === name)?.enabled ?? false }))
		},
	},
}
