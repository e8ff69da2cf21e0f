import { describe, expect, it } from 'vitest'
import { isCrossSiteWrite } from './csrf.ts'

const host = 'localhost:3000'

describe('isCrossSiteWrite', () => {
	it('lets reads through whatever their origin', () => {
		expect(isCrossSiteWrite('GET', host, { 'sec-fetch-site': 'cross-site' })).toBe(false)
	})

	it('accepts same-origin posts and non-browser clients', () => {
		expect(isCrossSiteWrite('POST', host, { 'sec-fetch-site': 'same-origin' })).toBe(false)
		expect(isCrossSiteWrite('POST', host, { origin: 'http://localhost:3000' })).toBe(false)
		expect(isCrossSiteWrite('POST', host, {})).toBe(false)
	})

	it('refuses posts from other sites', () => {
		expect(isCrossSiteWrite('POST', host, { 'sec-fetch-site': 'cross-site' })).toBe(true)
		expect(isCrossSiteWrite('POST', host, { 'sec-fetch-site': 'same-site' })).toBe(true)
		expect(isCrossSiteWrite('POST', host, { origin: 'https://evil.example' })).toBe(true)
		expect(isCrossSiteWrite('POST', host, { origin: 'null' })).toBe(true)
		expect(isCrossSiteWrite('DELETE', host, { origin: 'not a url' })).toBe(true)
	})
})
