import { AMERICAS } from './properties-americas.ts'
import { ASIA_PACIFIC } from './properties-asia-pacific.ts'
import { EUROPE } from './properties-europe.ts'
import { LANDING_BRAND_HOTELS } from './properties-landing-brands.ts'
import type { SeedProperty } from './property-shape.ts'

/** Every seeded hotel: twenty-two; the first twenty are a member's full list of saved hotels. */
export const SEED_PROPERTIES: SeedProperty[] = [...AMERICAS, ...EUROPE, ...ASIA_PACIFIC, ...LANDING_BRAND_HOTELS]

export function seedProperty(id: string): SeedProperty {
	const found = SEED_PROPERTIES.find((property) => property.id === id)
	if (!found) throw new Error(`No seeded property ${id}`)
	return found
}
