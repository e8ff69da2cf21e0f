import { describe, expect, it } from 'vitest'
import { MAP_MARKER_BATCH_SIZE, markerBatches } from './map-markers.ts'

describe('map markers', () => {
	it('come in batches of 10', () => {
		expect(MAP_MARKER_BATCH_SIZE).toBe(10)
		const batches = markerBatches(Array.from({ length: 23 }, (_, index) => index))
		expect(batches.map((batch) => batch.length)).toEqual([10, 10, 3])
		expect(batches[1]?.[0]).toBe(10)
		expect(markerBatches([])).toEqual([])
	})
})
