import { AMERICAS } from './properties-americas.ts'
import { ASIA_PACIFIC } from './properties-asia-pacific.ts'
import { EUROPE } from './properties-europe.ts'
import type { SeedProperty } from './property-shape.ts'

/** Every seeded hotel: twenty, so a member can hold the full list of saved hotels. */
export const SEED_PROPERTIES: SeedProperty[] = [...AMERICAS, ...EUROPE, ...ASIA_PACIFIC]

export function seedProperty(id: string): SeedProperty {
	const found = SEED_PROPERTIES.find((property) => property.id === id)
	if (!found) throw new Error(`No seeded property ${id}`)
	return found
}
