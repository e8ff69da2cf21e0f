import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FEATURE_FLAGS } from '@meridian/upstream-contract/reference.ts'
import { logger } from '#app/services/logger.server.ts'
import { UpstreamUnavailable } from './errors.server.ts'
import { featureFlags, forgetFeatureFlags, isFeatureEnabled, RETRY_AFTER_FAILURE_MS } from './feature-flags.server.ts'
import { fetchFeatureFlags } from './operations/reference.server.ts'

// The platform's flag call is a fake and the clock is fake: these tests say how often the
// platform is asked, what a page reads meanwhile, and what a failure costs.
vi.mock('./operations/reference.server.ts', () => ({ fetchFeatureFlags: vi.fn() }))

const TTL_MS = 300_000 // the env's default (spec 001 §7)
const member = { locale: 'en-US', requestId: 'req-flags-1', accessToken: 'member-token', sessionToken: 'session-1' } as const
const platformFlags = (flags: Record<string, boolean>) => vi.mocked(fetchFeatureFlags).mockResolvedValue(flags)
const unavailable = () => new UpstreamUnavailable('SERVER_ERROR', { source: 'UXL_ERROR', component: 'PhoenixBookFeatureFlags', detail: 'HTTP 503' })
const calls = () => vi.mocked(fetchFeatureFlags).mock.calls.length

const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
const info = vi.spyOn(logger, 'info').mockImplementation(() => {})

beforeEach(() => {
	vi.useFakeTimers()
	forgetFeatureFlags()
	vi.mocked(fetchFeatureFlags).mockReset()
	platformFlags({ 'brand-css': true, 'logo-automation': true, 'bau-rlm': false })
})
afterEach(() => {
	vi.useRealTimers()
	vi.clearAllMocks()
})

describe('feature flags', () => {
	it('reads every flag in one call, as a guest, and keeps them for the TTL', async () => {
		expect(await isFeatureEnabled('brand-css', member)).toBe(true)
		expect(await isFeatureEnabled('bau-rlm', member)).toBe(false)
		// One the platform does not name is off.
		expect(await isFeatureEnabled('mbop', member)).toBe(false)
		expect(calls()).toBe(1)
		expect(fetchFeatureFlags).toHaveBeenCalledWith(FEATURE_FLAGS, { locale: 'en-US', requestId: 'req-flags-1' }, undefined)

		vi.advanceTimersByTime(TTL_MS - 1)
		expect(await isFeatureEnabled('logo-automation', member)).toBe(true)
		expect(calls()).toBe(1)
	})

	it('reads them again once the TTL has passed, and sees a switch then', async () => {
		expect(await isFeatureEnabled('brand-css', member)).toBe(true)
		platformFlags({ 'brand-css': false })
		vi.advanceTimersByTime(TTL_MS - 1)
		expect(await isFeatureEnabled('brand-css', member)).toBe(true)
		vi.advanceTimersByTime(1)
		expect(await isFeatureEnabled('brand-css', member)).toBe(false)
		expect(calls()).toBe(2)
	})

	it('makes one call for requests that arrive while the flags are being read', async () => {
		let answer: (flags: Record<string, boolean>) => void = () => {}
		vi.mocked(fetchFeatureFlags).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
		const pages = Promise.all([isFeatureEnabled('brand-css', member), isFeatureEnabled('book-nrp', member), featureFlags(member)])
		expect(calls()).toBe(1)
		answer({ 'brand-css': true, 'book-nrp': true })
		const [brandCss, bookNrp, all] = await pages
		expect([brandCss, bookNrp]).toEqual([true, true])
		expect(all).toMatchObject({ 'brand-css': true, 'book-nrp': true, mbop: false })
		expect(Object.keys(all).sort()).toEqual([...FEATURE_FLAGS].sort())
		expect(calls()).toBe(1)
	})

	it('reads every flag as off when the call fails, logs it once, and asks again after the short retry', async () => {
		vi.mocked(fetchFeatureFlags).mockRejectedValue(unavailable())
		const pages = await Promise.all([isFeatureEnabled('brand-css', member), isFeatureEnabled('logo-automation', member)])
		expect(pages).toEqual([false, false])
		expect(calls()).toBe(1)
		expect(warn).toHaveBeenCalledTimes(1)
		expect(warn).toHaveBeenCalledWith(expect.stringMatching(/every flag is off/), { code: 'SERVER_ERROR', retryInMs: RETRY_AFTER_FAILURE_MS })

		// Not asked again at every render while the platform is down...
		vi.advanceTimersByTime(RETRY_AFTER_FAILURE_MS - 1)
		expect(await isFeatureEnabled('brand-css', member)).toBe(false)
		expect(calls()).toBe(1)
		// ...but well before a TTL, and a second failure in a row is not logged again.
		vi.advanceTimersByTime(1)
		expect(await isFeatureEnabled('brand-css', member)).toBe(false)
		expect(calls()).toBe(2)
		expect(warn).toHaveBeenCalledTimes(1)

		platformFlags({ 'brand-css': true })
		vi.advanceTimersByTime(RETRY_AFTER_FAILURE_MS)
		expect(await isFeatureEnabled('brand-css', member)).toBe(true)
		expect(info).toHaveBeenCalledWith('feature flags read again')
		expect(RETRY_AFTER_FAILURE_MS).toBeLessThan(TTL_MS)
	})

	it('turns an unexpected answer into every flag off too, never a failed page', async () => {
		vi.mocked(fetchFeatureFlags).mockRejectedValue(new TypeError('bad shape'))
		expect(await featureFlags(member)).toEqual(Object.fromEntries(FEATURE_FLAGS.map((name) => [name, false])))
		expect(warn).toHaveBeenCalledWith(expect.any(String), { code: 'TypeError', retryInMs: RETRY_AFTER_FAILURE_MS })
	})
})
