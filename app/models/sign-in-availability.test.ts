import { describe, expect, it } from 'vitest'
import { firstLanguage, isSignInRefused } from './sign-in-availability.ts'

describe('isSignInRefused', () => {
	it('refuses the configured locales, in any case or separator', () => {
		expect(isSignInRefused(['en-US', 'zh-TW'], ['zh-tw'])).toBe(true)
		expect(isSignInRefused(['zh_tw'], ['zh-tw'])).toBe(true)
		expect(isSignInRefused(['en-US', 'zh-CN'], ['zh-tw'])).toBe(false)
		expect(isSignInRefused(['en-US', null], ['zh-tw'])).toBe(false)
	})

	it('reads the first language of Accept-Language', () => {
		expect(firstLanguage('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh-TW')
		expect(firstLanguage(' es-ES ; q=1')).toBe('es-ES')
		expect(firstLanguage(null)).toBeNull()
		expect(firstLanguage('')).toBeNull()
	})
})
