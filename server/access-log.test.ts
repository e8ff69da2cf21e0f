import { describe, expect, it } from 'vitest'
import { loggablePath } from './access-log.ts'

describe('loggablePath', () => {
	it('keeps plain paths and harmless parameters', () => {
		expect(loggablePath('/hotels/nycmc-new-york/overview')).toBe('/hotels/nycmc-new-york/overview')
		expect(loggablePath('/search?pageNumber=2&sortType=distance')).toBe('/search?pageNumber=2&sortType=distance')
	})

	it('redacts secret-looking values', () => {
		const line = loggablePath('/sign-in.mi?pwrd=Welcome%232026&email=a%40b.c&accessToken=xyz&returnTo=%2F')
		expect(line).toBe('/sign-in.mi?pwrd=[redacted]&email=[redacted]&accessToken=[redacted]&returnTo=/')
		expect(line).not.toContain('Welcome')
	})

	it('never throws on a target it cannot parse', () => {
		expect(loggablePath('//[')).toBe('//[')
		expect(loggablePath('http://evil.example/')).toBe('[malformed]')
	})
})
