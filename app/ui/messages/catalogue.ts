// One catalogue per locale, kept as one JSON file per area of the product
// (`en-US/common.json`, `en-US/sign-in-overlay.json`, …), each holding its own top-level
// keys, merged into the locale's one catalogue (en-US.ts, es-ES.ts). The areas' own
// catalogues (areas.ts) join it where a page shows them (area-translation.ts).
export type Catalogue = Record<string, unknown>

const isGroup = (value: unknown): value is Catalogue => typeof value === 'object' && value !== null

/**
 * Two catalogues as one: a top-level group both hold (`booking`, which the booking and the
 * reservations areas share) keeps the entries of each; no key is in both (messages.test.ts).
 */
export function joinCatalogues(into: Catalogue, from: Catalogue): Catalogue {
	const joined = { ...into }
	for (const [key, value] of Object.entries(from)) {
		const present = joined[key]
		joined[key] = isGroup(present) && isGroup(value) ? { ...present, ...value } : value
	}
	return joined
}
