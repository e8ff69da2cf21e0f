import { describe, expect, it } from 'vitest'
import { createSignInLimits } from './sign-in-limits.server.ts'

describe('sign-in limits', () => {
	it('blocks an account after its failures, whatever the IP, and is reset by a success', async () => {
		const limits = createSignInLimits({ failuresPerIp: 100, failuresPerAccount: 3, windowSeconds: 60 })
		for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) await limits.recordFailure(ip, 'Gold@Example.com ')
		expect(await limits.isBlocked('9.9.9.9', 'gold@example.com')).toBe(true)
		expect(await limits.isBlocked('9.9.9.9', 'silver@example.com')).toBe(false)
		await limits.recordSuccess('gold@example.com')
		expect(await limits.isBlocked('9.9.9.9', 'gold@example.com')).toBe(false)
	})

	it('blocks an IP after its failures, whatever the account', async () => {
		const limits = createSignInLimits({ failuresPerIp: 2, failuresPerAccount: 100, windowSeconds: 60 })
		await limits.recordFailure('1.1.1.1', 'a@example.com')
		expect(await limits.isBlocked('1.1.1.1', 'z@example.com')).toBe(false)
		await limits.recordFailure('1.1.1.1', 'b@example.com')
		expect(await limits.isBlocked('1.1.1.1', 'z@example.com')).toBe(true)
		expect(await limits.isBlocked('2.2.2.2', 'z@example.com')).toBe(false)
	})

	it('forgets failures after the window', async () => {
		const limits = createSignInLimits({ failuresPerIp: 1, failuresPerAccount: 1, windowSeconds: 1 })
		await limits.recordFailure('1.1.1.1', 'a@example.com')
		expect(await limits.isBlocked('1.1.1.1', 'a@example.com')).toBe(true)
		await new Promise((resolve) => setTimeout(resolve, 1_100))
		expect(await limits.isBlocked('1.1.1.1', 'a@example.com')).toBe(false)
	})
})
