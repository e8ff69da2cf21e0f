import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it, vi } from 'vitest'
import { createAttemptLimiter, giveBackEach, takeEach } from './attempt-limits.server.ts'

describe('attempt limiter', () => {
	it('takes and counts in one step: of 200 concurrent takes, exactly the budget pass', async () => {
		const limiter = createAttemptLimiter({ name: 'test-burst', attempts: 7, windowSeconds: 60 })
		const results = await Promise.all(Array.from({ length: 200 }, () => limiter.take('k')))
		expect(results.filter((result) => result.ok)).toHaveLength(7)
		expect(results.find((result) => !result.ok)).toEqual({ ok: false, retryAfterSeconds: 60 })
		// Refusals are not counted: the count is what passed.
		expect(await limiter.spent('k')).toBe(7)
	})

	it('a given-back attempt may be taken again; forget clears the key', async () => {
		const limiter = createAttemptLimiter({ name: 'test-give-back', attempts: 1, windowSeconds: 60 })
		expect((await limiter.take('k')).ok).toBe(true)
		expect((await limiter.take('k')).ok).toBe(false)
		await limiter.giveBack('k')
		expect((await limiter.take('k')).ok).toBe(true)
		await limiter.forget('k')
		expect(await limiter.spent('k')).toBe(0)
	})

	it('takeEach takes from every budget or from none', async () => {
		const byIp = createAttemptLimiter({ name: 'test-each-ip', attempts: 3, windowSeconds: 60 })
		const byNumber = createAttemptLimiter({ name: 'test-each-number', attempts: 1, windowSeconds: 30 })
		expect(
			(
				await takeEach([
					[byIp, 'ip'],
					[byNumber, 'n1'],
				])
			).ok,
		).toBe(true)
		expect(
			await takeEach([
				[byIp, 'ip'],
				[byNumber, 'n1'],
			]),
		).toEqual({ ok: false, retryAfterSeconds: 30 })
		expect(await byIp.spent('ip')).toBe(1)
		await giveBackEach([
			[byIp, 'ip'],
			[byNumber, 'n1'],
		])
		expect(await byIp.spent('ip')).toBe(0)
		expect(await byNumber.spent('n1')).toBe(0)
	})

	it('fails closed when it cannot count (the primary too busy to answer): a short wait, never a thrown error', async () => {
		const limiter = createAttemptLimiter({ name: 'test-fault', attempts: 5, windowSeconds: 60 })
		const consume = vi.spyOn(RateLimiterMemory.prototype, 'consume').mockRejectedValueOnce(new Error('RateLimiterCluster timeout'))
		const reward = vi.spyOn(RateLimiterMemory.prototype, 'reward').mockRejectedValueOnce(new Error('RateLimiterCluster timeout'))
		const get = vi.spyOn(RateLimiterMemory.prototype, 'get').mockRejectedValueOnce(new Error('RateLimiterCluster timeout'))
		try {
			expect(await limiter.take('k')).toEqual({ ok: false, retryAfterSeconds: 5 })
			await expect(limiter.giveBack('k')).resolves.toBeUndefined()
			// Read as a trust earned: a count it cannot read earns none (the attempt is then refused, 429, not a 500).
			expect(await limiter.spent('k')).toBe(0)
		} finally {
			consume.mockRestore()
			reward.mockRestore()
			get.mockRestore()
		}
	})
})
