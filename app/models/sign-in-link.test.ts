import { describe, expect, it } from 'vitest'
import { signInHref } from './sign-in-link.ts'

describe('the sign-in link', () => {
	it('comes back to the page, in the visitor’s locale', () => {
		expect(signInHref('/language', 'en-US')).toBe('/sign-in.mi?returnTo=%2Flanguage')
		expect(signInHref('/hotels/nycmc-x?saveProperty=true', 'es-ES')).toBe('/es/sign-in.mi?returnTo=%2Fhotels%2Fnycmc-x%3FsaveProperty%3Dtrue')
	})

	it('carries the return address without its locale prefix', () => {
		expect(signInHref('/es/hotels/nycmc-x', 'es-ES')).toBe('/es/sign-in.mi?returnTo=%2Fhotels%2Fnycmc-x')
	})

	it('comes back home from an address that would leave the site', () => {
		for (const hostile of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil.example', null])
			expect(signInHref(hostile, 'en-US')).toBe('/sign-in.mi?returnTo=%2F')
	})
})
