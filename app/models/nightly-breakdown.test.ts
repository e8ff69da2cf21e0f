import { describe, expect, it } from 'vitest'
import { nightlyRequestOf, nightlyRows } from './nightly-breakdown.ts'

const today = new Date('2026-11-25T12:00:00Z')
const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' })

describe('nightly breakdown', () => {
	it('reads the room and the stay of a rate details address, or none', () => {
		expect(nightlyRequestOf({ roomCode: 'dkng', fromDate: '2026-12-01', toDate: '2026-12-03', numberOfAdults: '2' }, 'en-US', today)).toEqual({
			roomCode: 'DKNG',
			checkInDate: '2026-12-01',
			checkOutDate: '2026-12-03',
			adults: 2,
		})
		expect(nightlyRequestOf({ propertyCode: 'NYCMC' }, 'en-US', today)).toBeNull()
		expect(nightlyRequestOf({ roomCode: 'DKNG', fromDate: '2026-12-03', toDate: '2026-12-01' }, 'en-US', today)).toBeNull()
		expect(nightlyRequestOf({ roomCode: '<b>', fromDate: '2026-12-01', toDate: '2026-12-03' }, 'en-US', today)).toBeNull()
	})

	it('formats each night in the page locale', () => {
		const rows = nightlyRows([{ date: '2026-12-04', rate: usd(32900), taxes: usd(4935), total: usd(37835), points: null }], 'en-US')
		expect(rows).toEqual([{ date: 'Fri, Dec 4, 2026', rate: '$329.00', taxes: '$49.35', total: '$378.35', points: null }])
		expect(nightlyRows([{ date: '2026-12-04', rate: usd(0), taxes: usd(0), total: usd(0), points: 35000 }], 'es-ES')[0]?.points).toBe('35.000')
	})
})
