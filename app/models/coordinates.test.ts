import { describe, expect, it } from 'vitest'
import { baiduMapUrl, coordinateSystemOf, gcj02ToBd09, toBd09, wgs84ToGcj02 } from './coordinates.ts'

describe('coordinate systems', () => {
	it('knows the system of each currency (spec 000 §9)', () => {
		expect(coordinateSystemOf('CNY')).toBe('GCJ02')
		expect(coordinateSystemOf('cny')).toBe('GCJ02')
		for (const currency of ['HKD', 'MOP', 'TWD', 'USD']) expect(coordinateSystemOf(currency)).toBe('WGS84')
	})

	it('offsets WGS84 to GCJ02 inside China only', () => {
		const beijing = wgs84ToGcj02({ latitude: 39.9042, longitude: 116.4074 })
		expect(beijing.latitude).toBeCloseTo(39.9056, 3)
		expect(beijing.longitude).toBeCloseTo(116.41364, 3)
		expect(wgs84ToGcj02({ latitude: 40.758, longitude: -73.9855 })).toEqual({ latitude: 40.758, longitude: -73.9855 })
	})

	it('converts GCJ02 to BD09 (Baidu)', () => {
		const bd = gcj02ToBd09({ latitude: 39.9087, longitude: 116.3975 })
		expect(bd.latitude).toBeCloseTo(39.915, 3)
		expect(bd.longitude).toBeCloseTo(116.4039, 3)
		expect(toBd09({ latitude: 1, longitude: 2 }, 'BD09')).toEqual({ latitude: 1, longitude: 2 })
	})

	it('links Baidu maps with BD09 coordinates', () => {
		const url = new URL(baiduMapUrl({ latitude: 31.2304, longitude: 121.4737 }, 'GCJ02', 'Shanghai Hotel'))
		expect(url.origin).toBe('https://api.map.baidu.com')
		expect(url.searchParams.get('coord_type')).toBe('bd09ll')
		const [latitude, longitude] = (url.searchParams.get('location') ?? '').split(',').map(Number)
		expect(latitude).toBeCloseTo(31.2366, 3)
		expect(longitude).toBeCloseTo(121.4802, 3)
	})
})
