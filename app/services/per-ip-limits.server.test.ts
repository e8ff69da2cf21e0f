import { describe, expect, it } from 'vitest'
import { createPerIpLimits } from './per-ip-limits.server.ts'

describe('per-IP limits', () => {
	it('lets an IP ask its number of times per window, and no more', async () => {
		const limits = createPerIpLimits({ keyPrefix: 'test-a', requestsPerIp: 2, windowSeconds: 60 })
		expect(await limits.allow('1.1.1.1')).toBe(true)
		expect(await limits.allow('1.1.1.1')).toBe(true)
		expect(await limits.allow('1.1.1.1')).toBe(false)
		expect(await limits.allow('2.2.2.2')).toBe(true)
	})

	it('counts every address of an IPv6 /64 as one', async () => {
		const limits = createPerIpLimits({ keyPrefix: 'test-c', requestsPerIp: 2, windowSeconds: 60 })
		expect(await limits.allow('2001:db8::1')).toBe(true)
		expect(await limits.allow('2001:db8::2')).toBe(true)
		expect(await limits.allow('2001:db8::ffff:3')).toBe(false)
		expect(await limits.allow('2001:db8:0:1::1')).toBe(true)
	})

	it('forgets the requests after the window', async () => {
		const limits = createPerIpLimits({ keyPrefix: 'test-b', requestsPerIp: 1, windowSeconds: 1 })
		expect(await limits.allow('1.1.1.1')).toBe(true)
		expect(await limits.allow('1.1.1.1')).toBe(false)
		await new Promise((resolve) => setTimeout(resolve, 1_100))
		expect(await limits.allow('1.1.1.1')).toBe(true)
	})
})
