import { describe, expect, it } from 'vitest'
import { tierOf } from './member-level.ts'

describe('tierOf', () => {
	it.each([
		[{ levelCode: 'R', levelTypeCode: 'MRD' }, 'member'],
		[{ levelCode: 'MRD', levelTypeCode: null }, 'member'],
		[{ levelCode: 'MGD' }, 'member'],
		[{ levelCode: 'S', levelTypeCode: 'S' }, 'silver'],
		[{ levelCode: 'g', levelTypeCode: 'G' }, 'gold'],
		[{ levelCode: 'P', levelTypeCode: 'PPL' }, 'platinum'],
		[{ levelCode: 'P', levelTypeCode: 'PPC' }, 'titanium'],
		[{ levelCode: 'P', levelTypeCode: 'ppa' }, 'ambassador'],
		[{ levelCode: 'P' }, 'platinum'],
		[{ levelCode: 'ZZ' }, 'member'],
		[{}, 'member'],
	] as const)('%j is %s', (codes, tier) => {
		expect(tierOf(codes)).toBe(tier)
	})
})
