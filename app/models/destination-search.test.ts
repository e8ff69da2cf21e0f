import { describe, expect, it } from 'vitest'
import { DESTINATION_MAX_LENGTH } from './destination-search.ts'
import { destinationSearchSchema } from './destination-search-schema.ts'

const problemOf = (destination: unknown) => {
	const result = destinationSearchSchema.safeParse({ destination })
	return result.success ? null : result.error.issues[0]?.message
}

describe('destinationSearchSchema', () => {
	it('takes a destination, trimmed', () => {
		expect(destinationSearchSchema.parse({ destination: '  New York ' })).toEqual({ destination: 'New York' })
	})

	it('asks for a destination when it is missing or blank', () => {
		expect(problemOf(undefined)).toBe('destinationRequired')
		expect(problemOf('')).toBe('destinationRequired')
		expect(problemOf('  \t ')).toBe('destinationRequired')
	})

	it('drops control characters, so a URL with %00 is a missing destination, not an upstream failure', () => {
		expect(problemOf('\u0000')).toBe('destinationRequired')
		expect(destinationSearchSchema.parse({ destination: 'Chi\u0000ca\u001bgo' })).toEqual({ destination: 'Chicago' })
	})

	it('takes at most 100 characters, counted after trimming', () => {
		expect(DESTINATION_MAX_LENGTH).toBe(100)
		expect(problemOf('a'.repeat(100))).toBeNull()
		expect(problemOf(`  ${'a'.repeat(100)}  `)).toBeNull()
		expect(problemOf('a'.repeat(101))).toBe('destinationTooLong')
	})
})
