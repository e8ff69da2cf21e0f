import { describe, expect, it } from 'vitest'
import { sessionCookieName } from './session-cookie.ts'

describe('sessionCookieName', () => {
	it.each(['https://hotels.example/', 'https://localhost/', 'http://hotels.example/', 'http://10.0.0.5:3000/'])(
		'is __Host-session for %s with secure cookies',
		(url) => {
			expect(sessionCookieName(new URL(url), true)).toBe('__Host-session')
		},
	)

	it.each(['http://localhost:3000/', 'http://127.0.0.1:3300/', 'http://[::1]/', 'http://app.localhost/'])('is __session for local plain HTTP (%s)', (url) => {
		expect(sessionCookieName(new URL(url), true)).toBe('__session')
	})

	it('is __session whenever secure cookies are off', () => {
		expect(sessionCookieName(new URL('https://hotels.example/'), false)).toBe('__session')
	})
})
