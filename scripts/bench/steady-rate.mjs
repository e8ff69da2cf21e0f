// Latency at a steady rate (issue 30's "p99 at a steady 50 req/s"): one request every
// 1/rate seconds, each sent on time whether or not the ones before have answered (an open
// loop, as visitors arrive), and each timed from when it was due, so a request that waited
// for a free socket or a late timer counts that wait against the server. autocannon's
// `overallRate` over 10 connections fired its 10 requests in the same instant, 5 times a
// second: its p99 was the tenth request of a burst waiting for the nine before it.
import { Agent, get } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

/** Loads `url` at `rate` requests a second for `seconds`; latencies in ms, as autocannon names them. */
export async function steadyLoad(url, { rate, seconds }) {
	const agent = new Agent({ keepAlive: true, maxSockets: 64 })
	const interval = 1000 / rate
	const latencies = []
	let errors = 0
	const answered = (due) =>
		new Promise((resolve) => {
			const request = get(url, { agent }, (response) => {
				if (response.statusCode >= 400) errors++
				response.resume()
				response.on('end', () => resolve(latencies.push(performance.now() - due)))
			})
			// A request that never answers is an error, not a bench that never ends.
			request.setTimeout(10_000, () => request.destroy(new Error('no answer in 10 s')))
			request.on('error', () => resolve(errors++))
		})
	const started = performance.now()
	const requests = []
	for (let index = 0; index < rate * seconds; index++) {
		const due = started + index * interval
		const early = due - performance.now()
		if (early > 0) await sleep(early)
		requests.push(answered(due))
	}
	await Promise.all(requests)
	agent.destroy()
	latencies.sort((a, b) => a - b)
	const at = (share) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? NaN)
	return { latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(latencies.at(-1) ?? NaN) }, errors }
}
