import { MAX_SAVED_PROPERTIES } from '@meridian/upstream-contract/contract.ts'

// The save-property heart (spec 000 §4 "Save-property toggle", §5, §9).
export type SavedProperty = { id: string }

/** Saved when the id is in the list, compared case-insensitively. */
export function isSaved(saved: readonly SavedProperty[], propertyId: string): boolean {
	const wanted = propertyId.toUpperCase()
	return saved.some((property) => property.id.toUpperCase() === wanted)
}

export type SaveChange = { kind: 'unchanged' } | { kind: 'too-many' } | { kind: 'update'; savedProperties: SavedProperty[] }

/**
 * The list to send for a save (true) or unsave (false): the id is stored upper-cased;
 * nothing is sent when the state already matches; more than 20 is refused.
 */
export function savedPropertiesAfter(saved: readonly SavedProperty[], propertyId: string, save: boolean): SaveChange {
	const id = propertyId.toUpperCase()
	if (isSaved(saved, id) === save) return { kind: 'unchanged' }
	if (!save) return { kind: 'update', savedProperties: saved.filter((property) => property.id.toUpperCase() !== id) }
	if (saved.length >= MAX_SAVED_PROPERTIES) return { kind: 'too-many' }
	return { kind: 'update', savedProperties: [...saved.map((property) => ({ id: property.id.toUpperCase() })), { id }] }
}

/** The `saveProperty=true|false` query after sign-in, or null when absent or not one of those. */
export function requestedSave(searchParams: URLSearchParams): boolean | null {
	const value = searchParams.get('saveProperty')
	return value === 'true' ? true : value === 'false' ? false : null
}
