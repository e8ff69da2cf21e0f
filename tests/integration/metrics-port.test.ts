import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exitOf, freePort, startServer } from './server-process.ts'

// Issue 30: metrics for operators on a port of their own (METRICS_PORT), in Prometheus
// text, added up over the workers by the supervisor, and reachable from this machine only.

// Its own server: the only one with METRICS_PORT, and a per-account budget of one failure
// whose refusal it counts.
let server: Awaited<ReturnType<typeof startServer>>
let metricsPort = 0
beforeAll(async () => {
	metricsPort = await freePort()
	server = await startServer({ METRICS_PORT: String(metricsPort), SIGN_IN_FAILURES_PER_ACCOUNT: '1', LOG_LEVEL: 'warn' })
}, 90_000)
afterAll(async () => {
	server?.child.kill('SIGTERM')
	if (server) await exitOf(server.child)
})

const metricsText = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`)

/** Whether anything accepts a connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect({ host, port })
		socket.once('connect', () => {
			socket.destroy()
			resolve(true)
		})
		socket.once('error', () => resolve(false))
	})
}

describe('the metrics port', () => {
	it('answers Prometheus text with each series: request duration by route, upstream calls by operation, cache lookups, limiter refusals', async () => {
		expect((await fetch(`${server.baseUrl}/`)).status).toBe(200)
		const signIn = () =>
			fetch(`${server.baseUrl}/sign-in.mi`, {
				method: 'POST',
				headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ email: 'nobody@example.com', pwrd: 'wrong-password-1', intent: 'sign-in', returnTo: '/' }),
			}).then((response) => response.status)
		expect([await signIn(), await signIn()]).toEqual([401, 429])

		// The access log line (and the metric) follow the answer: poll for them.
		await expect
			.poll(async () => (await metricsText()).text(), { timeout: 10_000 })
			.toContain('http_request_duration_seconds_count{route="routes/sign-in/sign-in",method="POST",status="429"} 1')
		const response = await metricsText()
		expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
		const text = await response.text()
		expect(text).toContain('http_request_duration_seconds_count{route="routes/home-and-search/home",method="GET",status="200"} 1')
		expect(text).toMatch(/upstream_call_duration_seconds_count\{operation="pageModel",outcome="answered"\} [1-9]/)
		expect(text).toMatch(/upstream_call_duration_seconds_count\{operation="loginWithCredentials",outcome="refused"\} 1/)
		expect(text).toContain('# TYPE cache_lookups_total counter')
		expect(text).toContain('limiter_refusals_total{limiter="sign-in-account"} 1')
	})

	it('is bound to 127.0.0.1 alone: not the public port, not ::1, not the machine’s other addresses', async () => {
		expect(await accepts('127.0.0.1', metricsPort)).toBe(true)
		const onAppPort = await fetch(`${server.baseUrl}/metrics`)
		expect(await onAppPort.text()).not.toContain('http_request_duration_seconds')
		const others = Object.values(networkInterfaces())
			.flatMap((addresses) => addresses ?? [])
			.filter((address) => !address.internal)
			.map((address) => address.address)
		for (const host of ['::1', ...others]) expect(await accepts(host, metricsPort), host).toBe(false)
	})
})
