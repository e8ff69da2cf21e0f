import { describe, expect, it } from 'vitest'
import { bookingCatalogues } from './booking.ts'
import { resources } from './resources.ts'

function keysOf(value: unknown, prefix = ''): string[] {
	if (typeof value !== 'object' || value === null) return [prefix]
	return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

describe('message catalogues', () => {
	it('have the same keys in every locale', () => {
		const english = keysOf(resources['en-US'].translation).sort()
		expect(keysOf(resources['es-ES'].translation).sort()).toEqual(english)
	})

	it('have the same booking keys in every locale, and none the other catalogues have', () => {
		const english = keysOf(bookingCatalogues['en-US']).sort()
		expect(keysOf(bookingCatalogues['es-ES']).sort()).toEqual(english)
		const pageKeys = new Set(keysOf(resources['en-US'].translation).map((key) => key.split('.')[0]))
		expect(Object.keys(bookingCatalogues['en-US']).filter((key) => pageKeys.has(key))).toEqual([])
	})
})
