import { register } from 'prom-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// The counters the rest of the app calls, as one process keeps them (the port: tests/integration/metrics-port.test.ts).
let metrics: typeof import('./metrics.server.ts')
beforeAll(async () => {
	vi.stubEnv('METRICS_PORT', '9464')
	metrics = await import('./metrics.server.ts')
	metrics.startMetrics()
})
afterAll(() => vi.unstubAllEnvs())

describe('metrics', () => {
	it('counts cache lookups by kind, tier and result, for the shared-content cache', async () => {
		metrics.countCacheLookup('page-model', 'hit', 'memory')
		metrics.countCacheLookup('page-model', 'hit', 'memory')
		metrics.countCacheLookup('page-model', 'miss', 'memory')
		metrics.countCacheLookup('page-model', 'hit', 'redis')
		const text = await register.getSingleMetricAsString('cache_lookups_total')
		expect(text).toContain('cache_lookups_total{kind="page-model",tier="memory",result="hit"} 2')
		expect(text).toContain('cache_lookups_total{kind="page-model",tier="memory",result="miss"} 1')
		expect(text).toContain('cache_lookups_total{kind="page-model",tier="redis",result="hit"} 1')
	})

	it('times upstream calls by operation and outcome, and counts limiter refusals', async () => {
		metrics.timeUpstreamCall('pageModel')('answered')
		metrics.timeUpstreamCall('loginWithCredentials')('refused')
		metrics.countLimiterRefusal('sign-in-ip')
		expect(await register.getSingleMetricAsString('upstream_call_duration_seconds')).toMatch(
			/upstream_call_duration_seconds_count\{operation="loginWithCredentials",outcome="refused"\} 1/,
		)
		expect(await register.getSingleMetricAsString('limiter_refusals_total')).toContain('limiter_refusals_total{limiter="sign-in-ip"} 1')
	})

	it('defines them once, however many copies of the module start them', async () => {
		vi.resetModules()
		const copy = await import('./metrics.server.ts')
		expect(() => copy.startMetrics()).not.toThrow()
		copy.countLimiterRefusal('sign-in-ip')
		expect(await register.getSingleMetricAsString('limiter_refusals_total')).toContain('limiter_refusals_total{limiter="sign-in-ip"} 2')
	})
})
