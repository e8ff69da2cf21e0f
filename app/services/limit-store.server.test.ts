import { Redis } from 'ioredis'
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { afterAll, describe, expect, it } from 'vitest'
import { createLimitStore } from './limit-store.server.ts'

const options = { keyPrefix: 'test-store', points: 3, duration: 60 }

// Never connects: as a Redis that is down looks to the limits (status not 'ready').
const downRedis = new Redis({ lazyConnect: true, enableOfflineQueue: false })
afterAll(() => downRedis.disconnect())

// The library keeps it as a property its types do not declare.
const insuranceOf = (store: unknown) => (store as { insuranceLimiter: unknown }).insuranceLimiter
const timeoutOf = (store: unknown) => (store as { timeoutMs: unknown }).timeoutMs

describe('where the attempt limits count', () => {
	it('one process without REDIS_URL: in its memory, as before', () => {
		expect(createLimitStore(options)).toBeInstanceOf(RateLimiterMemory)
	})

	it('a worker of npm start without REDIS_URL: in the primary, as before', () => {
		expect(createLimitStore(options, { inWorker: true })).toBeInstanceOf(RateLimiterCluster)
	})

	it('a worker waits 2 s for the primary’s count unless told otherwise (ATTEMPT_LIMITS_PRIMARY_TIMEOUT_MS)', () => {
		expect(timeoutOf(createLimitStore(options, { inWorker: true }))).toBe(2_000)
		expect(timeoutOf(createLimitStore(options, { inWorker: true, primaryTimeoutMs: 30_000 }))).toBe(30_000)
	})

	it('with REDIS_URL: in Redis under its own key prefix, insured by the same counts as without it', () => {
		const store = createLimitStore(options, { redis: downRedis })
		expect(store).toBeInstanceOf(RateLimiterRedis)
		// An e-mail or an address is no Redis key: the key is hashed, the same on every server.
		expect(store.getKey('gold@example.com')).toMatch(/^limit:test-store:[\w-]{43}$/)
		expect(store.getKey('gold@example.com')).toBe(createLimitStore(options, { redis: downRedis }).getKey('gold@example.com'))
		expect(insuranceOf(store)).toBeInstanceOf(RateLimiterMemory)
		expect(insuranceOf(createLimitStore(options, { redis: downRedis, inWorker: true }))).toBeInstanceOf(RateLimiterCluster)
	})

	it('while Redis is down: the insurance counts, the budget holds, and nothing waits for Redis', async () => {
		const store = createLimitStore({ ...options, keyPrefix: 'test-down' }, { redis: downRedis })
		const started = performance.now()
		for (let i = 0; i < options.points; i++) await expect(store.consume('198.51.100.1')).resolves.toBeInstanceOf(RateLimiterRes)
		// The fourth is refused with the window's wait (a RateLimiterRes), not an Error: a 429, never a 500.
		const refusal = await store.consume('198.51.100.1').catch((thrown: unknown) => thrown)
		expect(refusal).toBeInstanceOf(RateLimiterRes)
		expect((refusal as RateLimiterRes).remainingPoints).toBe(0)
		expect((refusal as RateLimiterRes).msBeforeNext).toBeGreaterThan(0)
		expect(performance.now() - started).toBeLessThan(100)
		expect(downRedis.status).toBe('wait')
	})
})
