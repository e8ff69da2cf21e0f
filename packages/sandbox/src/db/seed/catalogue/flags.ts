import type { featureFlags } from '../../schema/index.ts'

// The switches of spec 001 §6. Logo automation is on so the alternate hotel logo comes
// from the content-tagged search; the legacy reservation-lookup flow (bau-rlm) is off.
export const SEED_FEATURE_FLAGS: Array<typeof featureFlags.$inferInsert> = [
	{ name: 'brand-css', enabled: true },
	{ name: 'dtt-group', enabled: false },
	{ name: 'dtt-group-default-dates', enabled: false },
	{ name: 'book-dtt', enabled: true },
	{ name: 'dtt-properties', enabled: false },
	{ name: 'mgp-book', enabled: false },
	{ name: 'book-nrp', enabled: true },
	{ name: 'logo-automation', enabled: true },
	{ name: 'bau-rlm', enabled: false },
	{ name: 'reporting-scheduler', enabled: false },
	{ name: 'mbop', enabled: false },
]
