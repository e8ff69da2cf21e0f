import cluster from 'node:cluster'
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram } from 'prom-client'
import { getEnv } from './env.server.ts'

// Metrics for operators (issue 30), kept only when METRICS_PORT is set: without it every
// function here returns at once, so a server nobody scrapes pays nothing. Each worker keeps
// its own; the supervisor's primary adds them up when the port is read (server/metrics-port.ts).
// The server bundle and the Remix build each carry a copy of this module; a global key
// makes them share one set (prom-client refuses a second metric of the same name).

type Metrics = {
	requestSeconds: Histogram<'route' | 'method' | 'status'>
	upstreamSeconds: Histogram<'operation' | 'outcome'>
	cacheLookups: Counter<'kind' | 'tier' | 'result'>
	limiterRefusals: Counter<'limiter'>
}

const KEY = Symbol.for('meridian.metrics')
const kept = () => (globalThis as Record<symbol, Metrics | undefined>)[KEY]

/** Defines the metrics of this process (once), when METRICS_PORT asks for them. */
export function startMetrics(): void {
	if (getEnv().METRICS_PORT === undefined || kept()) return
	;(globalThis as Record<symbol, Metrics>)[KEY] = {
		requestSeconds: new Histogram({
			name: 'http_request_duration_seconds',
			help: 'Time to answer a request, by route (the Remix route id, or what the server answers itself), method and status',
			labelNames: ['route', 'method', 'status'],
		}),
		upstreamSeconds: new Histogram({
			name: 'upstream_call_duration_seconds',
			help: 'Time of a call to the platform (with its one retry, if any), by operation and outcome (answered, refused by the platform, or unavailable)',
			labelNames: ['operation', 'outcome'],
		}),
		cacheLookups: new Counter({
			name: 'cache_lookups_total',
			help: 'Shared-content cache lookups, by kind of content, tier (memory; redis, asked on a memory miss with REDIS_URL) and result (hit or miss)',
			labelNames: ['kind', 'tier', 'result'],
		}),
		limiterRefusals: new Counter({
			name: 'limiter_refusals_total',
			help: 'Attempts refused by an attempt limit (sign-in, lookups, codes, join, reset), by limit',
			labelNames: ['limiter'],
		}),
	}
	collectDefaultMetrics()
	// A worker answers the primary's requests for its metrics once an aggregator exists in it.
	if (cluster.isWorker) new AggregatorRegistry()
}

export function observeRequest(labels: { route: string; method: string; status: number }, seconds: number): void {
	kept()?.requestSeconds.observe({ ...labels, status: String(labels.status) }, seconds)
}

/** Starts timing one call to the platform; the function returned stops it with the call's outcome. */
export function timeUpstreamCall(operation: string): (outcome: 'answered' | 'refused' | 'unavailable') => void {
	const metrics = kept()
	if (!metrics) return () => {}
	const stop = metrics.upstreamSeconds.startTimer({ operation })
	return (outcome) => stop({ outcome })
}

/** For the shared-content cache: one lookup of a kind of content in one tier, found or not. */
export function countCacheLookup(kind: string, result: 'hit' | 'miss', tier: 'memory' | 'redis'): void {
	kept()?.cacheLookups.inc({ kind, tier, result })
}

export function countLimiterRefusal(limiter: string): void {
	kept()?.limiterRefusals.inc({ limiter })
}
