import { z } from 'zod'

// Reference data the data graph serves: country and state lookups, feature flags.

export const LOOKUP_TYPES = ['COUNTRIES', 'STATES'] as const
export type LookupType = (typeof LOOKUP_TYPES)[number]

export const LookupSchema = z.object({ code: z.string(), description: z.string() })
export type Lookup = z.infer<typeof LookupSchema>

export const FeatureFlagSchema = z.object({ name: z.string(), enabled: z.boolean() })

/**
 * The platform's feature flags this product reads (spec 001 §6), by the platform's names.
 * The app asks for all of them in one call; the sandbox seeds each one.
 */
export const FEATURE_FLAGS = [
	'brand-css',
	'dtt-group',
	'dtt-group-default-dates',
	'book-dtt',
	'dtt-properties',
	'mgp-book',
	'book-nrp',
	'logo-automation',
	'bau-rlm',
	'reporting-scheduler',
	'mbop',
	// Spec 001 §6: "Sign-in and one-click-join overlays are shown by a feature setting".
	'sign-in-overlays',
] as const
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number]
