import { z } from 'zod'

// Reference data the data graph serves: country and state lookups, feature flags.

export const LOOKUP_TYPES = ['COUNTRIES', 'STATES'] as const
export type LookupType = (typeof LOOKUP_TYPES)[number]

export const LookupSchema = z.object({ code: z.string(), description: z.string() })
export type Lookup = z.infer<typeof LookupSchema>

export const FeatureFlagSchema = z.object({ name: z.string(), enabled: z.boolean() })
