import { register } from 'prom-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logger } from './logger.server.ts'
import { startMetrics } from './metrics.server.ts'
import { createContentCache } from './shared-content-cache.server.ts'
import { redisTier, type RedisCommands } from './shared-content-redis.server.ts'
import { UpstreamUnavailable } from './upstream/errors.server.ts'

// Two app servers' caches over one Redis (a stand-in keeping strings in a map), on a clock
// of the test's own: what one reads the other finds, aged alike; a Redis that fails or is
// late costs a page a platform read, never an error.
const TTL_MS = 60_000
const STALE_LIMIT_MS = 300_000
const WAIT_MS = 20

let now = 0
const clock = { now: () => now }
const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
const info = vi.spyOn(logger, 'info').mockImplementation(() => {})

type Mode = 'answers' | 'fails' | 'hangs'
function standIn() {
	const kept = new Map<string, { text: string; keepMs: number }>()
	let mode: Mode = 'answers'
	const reachable = () => {
		if (mode === 'fails') return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6500'))
		if (mode === 'hangs') return new Promise<never>(() => {})
		return undefined
	}
	const redis: RedisCommands & { kept: typeof kept; now(mode: Mode): void } = {
		kept,
		now: (next) => (mode = next),
		get: vi.fn(async (key: string) => reachable() ?? kept.get(key)?.text ?? null),
		set: vi.fn(async (key: string, text: string, _px: 'PX', keepMs: number) => reachable() ?? kept.set(key, { text, keepMs })),
	}
	return redis
}

const serverOn = (redis: RedisCommands, maxValueBytes?: number) =>
	createContentCache<'alerts' | 'pageModel'>({
		maxBytes: 1_048_576,
		ttlMs: { alerts: TTL_MS, pageModel: TTL_MS },
		staleLimitMs: STALE_LIMIT_MS,
		retryMs: 10_000,
		clock,
		secondTier: redisTier(redis, { waitMs: WAIT_MS, ...(maxValueBytes ? { maxValueBytes } : {}) }),
	})
const unavailable = () => new UpstreamUnavailable('SERVER_ERROR', { source: 'UXL_ERROR', component: 'PhoenixBookAlerts', detail: 'HTTP 503' })

beforeEach(() => {
	now = 1_000_000
})
afterEach(() => vi.clearAllMocks())

describe('the shared-content cache with Redis as its second tier', () => {
	it('what one server read from the platform, another finds in Redis, without a read of its own', async () => {
		const redis = standIn()
		const [first, second] = [serverOn(redis), serverOn(redis)]
		expect(await first.cached('alerts', 'en-US|NYCMC', async () => 'pool closed')).toBe('pool closed')
		const load = vi.fn(async () => 'pool open')
		expect(await second.cached('alerts', 'en-US|NYCMC', load)).toBe('pool closed')
		expect(load).not.toHaveBeenCalled()
		// Kept through the stale limit too, for a server that has it only there while the platform fails.
		expect([...redis.kept.values()].map(({ keepMs }) => keepMs)).toEqual([TTL_MS + STALE_LIMIT_MS])
	})

	it('ages an answer from when it was read from the platform, whichever server read it', async () => {
		const redis = standIn()
		const [first, second] = [serverOn(redis), serverOn(redis)]
		await first.cached('alerts', 'en-US|NYCMC', async () => 'pool closed')
		now += TTL_MS - 1_000
		const load = vi.fn(async () => 'pool open')
		expect(await second.cached('alerts', 'en-US|NYCMC', load)).toBe('pool closed')
		// Past the first read's TTL: stale on the second server too, refreshed once, and the new answer shared.
		now += 1_001
		expect(await second.cached('alerts', 'en-US|NYCMC', load)).toBe('pool closed')
		await expect.poll(() => second.cached('alerts', 'en-US|NYCMC', load)).toBe('pool open')
		expect(load).toHaveBeenCalledTimes(1)
		expect(await serverOn(redis).cached('alerts', 'en-US|NYCMC', load)).toBe('pool open')
		expect(load).toHaveBeenCalledTimes(1)
	})

	it("serves Redis's stale answer while the platform fails, on a server that never read it, within the stale limit", async () => {
		const redis = standIn()
		await serverOn(redis).cached('alerts', 'en-US|NYCMC', async () => 'pool closed')
		now += TTL_MS + 1
		const failing = vi.fn(async (): Promise<string> => {
			throw unavailable()
		})
		expect(await serverOn(redis).cached('alerts', 'en-US|NYCMC', failing)).toBe('pool closed')
		expect(failing).toHaveBeenCalledTimes(1)
		now += STALE_LIMIT_MS
		await expect(serverOn(redis).cached('alerts', 'en-US|NYCMC', failing)).rejects.toBeInstanceOf(UpstreamUnavailable)
	})

	it.each(['fails', 'hangs'] as const)(
		'a Redis that %s is a miss: the page reads the platform, and it is said once until Redis answers again',
		async (mode) => {
			const redis = standIn()
			const server = serverOn(redis)
			redis.now(mode)
			for (const hotel of ['NYCMC', 'CHIRZ', 'TYOMC'])
				expect(await server.cached('alerts', `en-US|${hotel}`, async () => `${hotel} pool closed`)).toBe(`${hotel} pool closed`)
			expect(warn).toHaveBeenCalledTimes(1)
			expect(warn.mock.calls[0]?.[0]).toMatch(/Redis does not answer/)
			// Nothing is written while Redis fails: a page waits on it once, not twice.
			expect(redis.set).not.toHaveBeenCalled()

			redis.now('answers')
			await server.cached('alerts', 'en-US|SELMC', async () => 'SELMC pool closed')
			expect(info).toHaveBeenCalledWith(expect.stringMatching(/Redis answers again/))
			expect(await serverOn(redis).cached('alerts', 'en-US|SELMC', async () => 'read again')).toBe('SELMC pool closed')
		},
	)

	it('counts each lookup in memory, and each memory miss in Redis, as a hit or a miss', async () => {
		vi.stubEnv('METRICS_PORT', '9464')
		startMetrics()
		vi.unstubAllEnvs()
		const redis = standIn()
		const [first, second] = [serverOn(redis), serverOn(redis)]
		const load = async () => 'pool closed'
		await first.cached('alerts', 'en-US|NYCMC', load)
		await second.cached('alerts', 'en-US|NYCMC', load)
		await second.cached('alerts', 'en-US|NYCMC', load)
		const counts = (await register.getSingleMetric('cache_lookups_total')?.get())?.values.map(({ labels, value }) => `${labels.tier} ${labels.result} ${value}`)
		expect(counts?.sort()).toEqual(['memory hit 1', 'memory miss 2', 'redis hit 1', 'redis miss 1'])
	})

	it('keys are namespaced by kind and hashed, whatever the path', async () => {
		const redis = standIn()
		const path = `en-US|/${'a'.repeat(5_000)}/<script>\r\n*1\r\n$8\r\nFLUSHALL`
		await serverOn(redis).cached('pageModel', path, async () => ({ title: 'Overview' }))
		expect([...redis.kept.keys()]).toEqual([expect.stringMatching(/^content:v1:pageModel:[\w-]{43}$/)])
	})

	it('keeps an answer larger than the bound in memory only', async () => {
		const redis = standIn()
		const server = serverOn(redis, 1_024)
		const load = vi.fn(async () => 'x'.repeat(2_000))
		await server.cached('pageModel', 'en-US|/big', load)
		expect(redis.kept.size).toBe(0)
		await server.cached('pageModel', 'en-US|/big', load)
		expect(load).toHaveBeenCalledTimes(1)
		await server.cached('pageModel', 'en-US|/small', async () => 'x')
		expect(redis.kept.size).toBe(1)
	})
})
