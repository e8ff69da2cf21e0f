import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logger } from './logger.server.ts'
import { createContentCache } from './shared-content-cache.server.ts'
import { UpstreamUnavailable } from './upstream/errors.server.ts'

// The cache on a clock of the test's own: how often the platform is asked, what a page
// gets meanwhile, and what a failing platform costs.
const TTL_MS = 60_000
const STALE_LIMIT_MS = 300_000
const RETRY_MS = 10_000

let now = 0
const clock = { now: () => now }
const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
vi.spyOn(logger, 'info').mockImplementation(() => {})

const newCache = (maxBytes = 1_048_576) =>
	createContentCache<'alerts' | 'banner'>({ maxBytes, ttlMs: { alerts: TTL_MS, banner: TTL_MS * 10 }, staleLimitMs: STALE_LIMIT_MS, retryMs: RETRY_MS, clock })

/** A platform call the test answers when it likes. */
function heldCall() {
	let answer: (value: string) => void = () => {}
	let refuse: (error: unknown) => void = () => {}
	const promise = new Promise<string>((resolve, reject) => {
		answer = resolve
		refuse = reject
	})
	return { promise, answer, refuse }
}
const unavailable = () => new UpstreamUnavailable('SERVER_ERROR', { source: 'UXL_ERROR', component: 'PhoenixBookAlerts', detail: 'HTTP 503' })

beforeEach(() => {
	now = 1_000_000
})
afterEach(() => vi.clearAllMocks())

describe('the shared-content cache', () => {
	it('keeps an answer for its kind’s TTL, per key', async () => {
		const cache = newCache()
		const load = vi.fn(async () => 'pool closed')
		expect(await cache.cached('alerts', 'en-US|NYCMC', load)).toBe('pool closed')
		now += TTL_MS - 1
		expect(await cache.cached('alerts', 'en-US|NYCMC', load)).toBe('pool closed')
		expect(load).toHaveBeenCalledTimes(1)
		// Another language, another hotel or another kind is another answer.
		await cache.cached('alerts', 'es-ES|NYCMC', load)
		await cache.cached('alerts', 'en-US|CHIRZ', load)
		await cache.cached('banner', 'en-US|NYCMC', load)
		expect(load).toHaveBeenCalledTimes(4)
	})

	it('makes one call for misses that arrive while the answer is being read', async () => {
		const cache = newCache()
		const call = heldCall()
		const load = vi.fn(() => call.promise)
		const pages = Promise.all([1, 2, 3].map(() => cache.cached('alerts', 'en-US|NYCMC', load)))
		call.answer('pool closed')
		expect(await pages).toEqual(['pool closed', 'pool closed', 'pool closed'])
		expect(load).toHaveBeenCalledTimes(1)
	})

	it('serves the stale answer at once while one read refreshes it, then the new one', async () => {
		const cache = newCache()
		await cache.cached('alerts', 'en-US|NYCMC', async () => 'pool closed')
		now += TTL_MS + 1
		const refresh = heldCall()
		const load = vi.fn(() => refresh.promise)
		expect(await cache.cached('alerts', 'en-US|NYCMC', load)).toBe('pool closed')
		expect(await cache.cached('alerts', 'en-US|NYCMC', load)).toBe('pool closed')
		expect(load).toHaveBeenCalledTimes(1)
		refresh.answer('pool open')
		await expect.poll(() => cache.cached('alerts', 'en-US|NYCMC', load)).toBe('pool open')
		expect(load).toHaveBeenCalledTimes(1)
	})

	it('keeps serving the stale answer while refreshes fail, for a bounded time, and logs it once', async () => {
		const cache = newCache()
		await cache.cached('alerts', 'en-US|NYCMC', async () => 'pool closed')
		const failing = vi.fn(async (): Promise<string> => {
			throw unavailable()
		})
		now += TTL_MS + 1
		expect(await cache.cached('alerts', 'en-US|NYCMC', failing)).toBe('pool closed')
		await expect.poll(() => warn.mock.calls.length).toBe(1)
		expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be refreshed'), { kind: 'alerts', code: 'SERVER_ERROR' })

		// Not asked again before the retry interval; then asked again, still stale, not logged again.
		expect(await cache.cached('alerts', 'en-US|NYCMC', failing)).toBe('pool closed')
		expect(failing).toHaveBeenCalledTimes(1)
		now += RETRY_MS + 1
		expect(await cache.cached('alerts', 'en-US|NYCMC', failing)).toBe('pool closed')
		await expect.poll(() => failing.mock.calls.length).toBe(2)
		expect(warn).toHaveBeenCalledTimes(1)

		// Past the limit after its last good read, the failure reaches the page.
		now = 1_000_000 + STALE_LIMIT_MS + RETRY_MS * 2
		await cache.cached('alerts', 'en-US|NYCMC', failing)
		await expect.poll(() => failing.mock.calls.length).toBe(3)
		await expect(cache.cached('alerts', 'en-US|NYCMC', failing)).rejects.toBeInstanceOf(UpstreamUnavailable)
	})

	it('does not keep a failed first read: the next request asks again', async () => {
		const cache = newCache()
		await expect(
			cache.cached('alerts', 'en-US|NYCMC', async () => {
				throw unavailable()
			}),
		).rejects.toBeInstanceOf(UpstreamUnavailable)
		expect(await cache.cached('alerts', 'en-US|NYCMC', async () => 'pool closed')).toBe('pool closed')
	})

	it('keeps no more than its bound in bytes, dropping the least recently used', async () => {
		// About 20 KB an answer: three fit in 64 KB, four do not.
		const cache = newCache(65_536)
		const answer = (name: string) => async () => name.repeat(10_000)
		for (const hotel of ['A', 'B', 'C']) await cache.cached('banner', hotel, answer(hotel))
		// A is used again, so B is the least recently used when D comes.
		await cache.cached('banner', 'A', answer('A'))
		await cache.cached('banner', 'D', answer('D'))
		const load = vi.fn(answer('again'))
		await cache.cached('banner', 'A', load)
		await cache.cached('banner', 'C', load)
		await cache.cached('banner', 'D', load)
		expect(load).toHaveBeenCalledTimes(0)
		await cache.cached('banner', 'B', load)
		expect(load).toHaveBeenCalledTimes(1)
	})
})
