import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from './loopback.ts'

describe('isLoopbackHost', () => {
	it('takes localhost, 127.0.0.0/8 and ::1 in their spellings', () => {
		for (const host of ['localhost', 'LOCALHOST', 'ritz-carlton.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
			expect(isLoopbackHost(host), host).toBe(true)
		}
	})

	it('refuses every interface, private ranges and names that only look local', () => {
		for (const host of [
			'0.0.0.0',
			'::',
			'10.0.0.5',
			'192.168.1.2',
			'128.0.0.1',
			'example.com',
			'localhost.example.com',
			'mylocalhost',
			'::ffff:10.0.0.1',
			'',
		]) {
			expect(isLoopbackHost(host), host).toBe(false)
		}
	})
})
