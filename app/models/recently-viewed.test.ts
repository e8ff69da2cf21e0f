import { describe, expect, it } from 'vitest'
import { addRecentlyViewed, ageInDays, RECENTLY_VIEWED_SHOWN, recentlyViewedShown } from './recently-viewed.ts'

const now = new Date('2026-11-22T12:00:00Z')
const viewed = (marshaCode: string, daysAgo: number, name = `Hotel ${marshaCode}`) => ({
	marshaCode,
	name,
	createdAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
})

describe('recently viewed', () => {
	it('puts the hotel in front and keeps one entry per hotel', () => {
		const list = addRecentlyViewed([viewed('CHIRZ', 1), viewed('NYCMC', 2)], viewed('nycmc', 0), now)
		expect(list.map((item) => item.marshaCode)).toEqual(['nycmc', 'CHIRZ'])
		expect(list[0]?.createdAt).toBe(now.toISOString())
	})

	it('drops entries older than 60 days, counting part days as whole', () => {
		expect(ageInDays(viewed('A', 59.5).createdAt, now)).toBe(60)
		const list = addRecentlyViewed([viewed('OLD', 60.2), viewed('KEPT', 59.9)], viewed('NEW', 0), now)
		expect(list.map((item) => item.marshaCode)).toEqual(['NEW', 'KEPT'])
	})

	it('keeps at most 10', () => {
		const many = Array.from({ length: 12 }, (_, i) => viewed(`H${i}`, 1))
		expect(addRecentlyViewed(many, viewed('NEW', 0), now)).toHaveLength(10)
	})

	it('does not add an entry with an empty name', () => {
		expect(addRecentlyViewed([viewed('CHIRZ', 1)], viewed('NYCMC', 0, '  '), now).map((item) => item.marshaCode)).toEqual(['CHIRZ'])
	})

	it('shows 2 on a phone and a tablet, 3 on a desktop: the page sends 3', () => {
		expect(RECENTLY_VIEWED_SHOWN).toEqual({ mobile: 2, tablet: 2, desktop: 3 })
		expect(recentlyViewedShown(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c'])
		expect(recentlyViewedShown(['a'])).toEqual(['a'])
	})
})
