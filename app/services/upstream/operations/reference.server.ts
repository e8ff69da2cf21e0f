import { z } from 'zod'
import { FeatureFlagSchema, LookupSchema, type Lookup, type LookupType } from '@meridian/upstream-contract/reference.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'

// Reference data: country and state lists for the forms, and feature flags.

export const PhoenixBookLookupsByType = defineOperation(
	/* GraphQL */ `
		query PhoenixBookLookupsByType($type: LookupType!, $countryCode: String) {
			lookupsByType(type: $type, countryCode: $countryCode) {
				code
				description
			}
		}
	`,
	z.object({ lookupsByType: z.array(LookupSchema) }),
)

export const PhoenixBookFeatureFlags = defineOperation(
	/* GraphQL */ `
		query PhoenixBookFeatureFlags($names: [String!]!) {
			featureFlags(names: $names) {
				name
				enabled
			}
		}
	`,
	z.object({ featureFlags: z.array(FeatureFlagSchema) }),
)

/** Countries, or the states of one country, in the visitor's language. */
export async function fetchLookups(
	type: LookupType,
	ctx: UpstreamContext,
	{ countryCode, ...options }: CallOptions & { countryCode?: string } = {},
): Promise<Lookup[]> {
	const { lookupsByType } = await runOperation(PhoenixBookLookupsByType, { type, countryCode }, ctx, options)
	return lookupsByType
}

/** The named flags as the platform has them; a name it does not know is absent. */
export async function fetchFeatureFlags(names: readonly string[], ctx: UpstreamContext, options?: CallOptions): Promise<Record<string, boolean>> {
	const { featureFlags } = await runOperation(PhoenixBookFeatureFlags, { names }, ctx, options)
	return Object.fromEntries(featureFlags.map((flag) => [flag.name, flag.enabled]))
}
