import { MAX_SAVED_PROPERTIES } from '@meridian/upstream-contract/contract.ts'
import type { savedProperties } from '../../schema/index.ts'
import { SEED_PROPERTIES } from './properties.ts'

// Gold has a couple of favourites; titanium is at the limit of 20 (the first twenty seeded
// hotels), so the limit is visible; the others have none.
const LISTS: Record<string, string[]> = {
	'CUST-GOLD': ['NYCMC', 'MILBG'],
	'CUST-TITANIUM': SEED_PROPERTIES.slice(0, MAX_SAVED_PROPERTIES).map((property) => property.id),
}

export const SEED_SAVED_PROPERTIES: Array<typeof savedProperties.$inferInsert> = Object.entries(LISTS).flatMap(([customerId, ids]) =>
	ids.map((propertyId, index) => ({ customerId, propertyId, position: index + 1 })),
)
