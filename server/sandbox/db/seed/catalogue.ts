import type { SandboxDb } from '../connection.ts'

// Brands, properties, rooms, rates, lookups, feature flags, saved properties, reservations.
export async function seedCatalogue(_db: SandboxDb) {}
