import type { FeatureFlagName } from '@meridian/upstream-contract/reference.ts'
import type { featureFlags } from '../../schema/index.ts'

// The switches of spec 001 §6, every one the app reads. Logo automation is on so the
// alternate hotel logo comes from the content-tagged search; the legacy reservation-lookup
// flow (bau-rlm) is off; the sign-in overlays are on. A browser test flips one with POST /sandbox/feature-flag.
const SEEDED: Record<FeatureFlagName, boolean> = {
	'brand-css': true,
	'dtt-group': false,
	'dtt-group-default-dates': false,
	'book-dtt': true,
	'dtt-properties': false,
	'mgp-book': false,
	'book-nrp': true,
	'logo-automation': true,
	'bau-rlm': false,
	'reporting-scheduler': false,
	mbop: false,
	'sign-in-overlays': true,
}

export const SEED_FEATURE_FLAGS: Array<typeof featureFlags.$inferInsert> = Object.entries(SEEDED).map(([name, enabled]) => ({ name, enabled }))
