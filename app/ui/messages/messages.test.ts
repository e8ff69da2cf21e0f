import { describe, expect, it } from 'vitest'
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
})
