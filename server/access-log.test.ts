import { describe, expect, it } from 'vitest'
import { loggableTarget } from './access-log.ts'

describe('loggableTarget', () => {
	it('keeps plain paths and the allowed parameters', () => {
		expect(loggableTarget('/hotels/nycmc-new-york/overview')).toEqual({ path: '/hotels/nycmc-new-york/overview' })
		expect(loggableTarget('/search?pageNumber=2&sortType=distance')).toEqual({ path: '/search', query: { pageNumber: '2', sortType: 'distance' } })
	})

	it('redacts every other value, secret-looking or not', () => {
		const target = loggableTarget('/reservation/modifyRateListMenu.mi?confirmationNumber=71420895&lastName=Blake&pwrd=Welcome%232026&returnTo=%2F')
		expect(target).toEqual({
			path: '/reservation/modifyRateListMenu.mi',
			query: { confirmationNumber: '[redacted]', lastName: '[redacted]', pwrd: '[redacted]', returnTo: '[redacted]' },
		})
	})

	it('never throws on a target it cannot parse', () => {
		for (const target of ['//[', '/%', '/%zz?x=%', 'http://evil.example/', '*', '']) {
			expect(() => loggableTarget(target)).not.toThrow()
		}
		expect(loggableTarget('//[')).toEqual({ path: '//[' })
		expect(loggableTarget('http://evil.example/')).toEqual({ path: '[malformed]' })
	})

	it('bounds the path', () => {
		expect(loggableTarget(`/${'a'.repeat(10_000)}`).path).toHaveLength(300)
	})
})
