// npm run bench: the production build under load, with the sandbox upstream running on the
// same machine, first as one HTTP worker (figures that compare across changes), then as
// `npm start` runs it (one worker per core). See the README's "Speed" section.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { PAGES } from './pages.mjs'
import { lighthouseScores } from './lighthouse.mjs'
import { pageWeights } from './page-weight.mjs'
import { cpuMs, rssMb, startServer } from './server.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 32
const FIXED_RATE = 50 // requests per second, for the latency at a steady load
// The app's port; the sandbox takes this + 100, the second run both + 1.
const PORT = Number(process.env.BENCH_PORT ?? 3600)
const BUILD_ROOT = process.env.BUILD_ROOT ?? '.'

const load = (url, options) => autocannon({ url, duration: SECONDS, ...options })

async function measure(server, { name, path }) {
	const url = `${server.baseUrl}${path}`
	const workers = server.workers()
	const before = cpuMs(workers)
	const busy = await load(url, { connections: CONNECTIONS })
	const cpu = cpuMs(workers) - before
	const steady = await load(url, { connections: 10, overallRate: FIXED_RATE })
	const served = busy.requests.total
	// X-Upstream-Calls (UPSTREAM_CALL_COUNT=on): each operation the page called, and how often.
	const calls = (await fetch(url, { redirect: 'manual' })).headers.get('x-upstream-calls') ?? ''
	return {
		page: name,
		path,
		status2xx: busy['2xx'] === served && busy.non2xx === 0,
		requestsPerSecond: Math.round(busy.requests.average),
		p50Ms: busy.latency.p50,
		p99Ms: busy.latency.p99,
		p99AtFixedRateMs: steady.latency.p99,
		cpuMsPerRequest: served ? Math.round((cpu / served) * 100) / 100 : null,
		rssMb: rssMb(workers),
		upstreamCalls: calls,
	}
}

async function run(workers, port) {
	const server = await startServer({ buildRoot: BUILD_ROOT, port, sandboxPort: port + 100, workers })
	try {
		// Warm-up of every page first (JIT, caches, the sandbox's too), so the first page
		// measured is not the one that pays for a cold process.
		for (const { path } of PAGES) await load(`${server.baseUrl}${path}`, { connections: 8, duration: 3 })
		const rows = []
		for (const page of PAGES) rows.push(await measure(server, page))
		const floor = rows[0]
		for (const row of rows) {
			row.throughputRatioToFloor = Math.round((row.requestsPerSecond / floor.requestsPerSecond) * 100) / 100
			row.cpuRatioToFloor = row.cpuMsPerRequest && floor.cpuMsPerRequest ? Math.round((row.cpuMsPerRequest / floor.cpuMsPerRequest) * 100) / 100 : null
		}
		// Page weights and Lighthouse do not depend on the number of workers: measured once.
		const weights = workers === 1 ? await pageWeights(server.baseUrl, PAGES.filter((page) => page.document !== false)) : null
		const lighthouse = workers === 1 && process.env.BENCH_LIGHTHOUSE !== 'off' ? await lighthouseScores(server.baseUrl, PAGES.filter((page) => page.audit)) : null
		return { workers: workers ?? availableParallelism(), rows, weights, lighthouse }
	} finally {
		await server.stop()
	}
}

function print({ workers, rows, weights, lighthouse }) {
	console.log(`\n${workers} HTTP worker${workers === 1 ? '' : 's'}, ${CONNECTIONS} connections, ${SECONDS} s a page; p99 at a steady ${FIXED_RATE} req/s`)
	console.table(
		Object.fromEntries(
			rows.map((row) => [
				row.page,
				{
					'req/s': row.requestsPerSecond,
					'p50 ms': row.p50Ms,
					'p99 ms': row.p99Ms,
					[`p99@${FIXED_RATE}/s ms`]: row.p99AtFixedRateMs,
					'CPU ms/req': row.cpuMsPerRequest,
					'× floor req/s': row.throughputRatioToFloor,
					'× floor CPU': row.cpuRatioToFloor,
					'RSS MB': row.rssMb,
					'upstream calls': row.upstreamCalls ? row.upstreamCalls.split(',').reduce((sum, entry) => sum + Number(entry.split('=')[1]), 0) : 0,
					...(weights?.[row.page] ? { 'HTML KB gz': weights[row.page].htmlKb, 'JS KB gz': weights[row.page].jsKb } : {}),
					...(row.status2xx ? {} : { note: 'not all 2xx' }),
				},
			]),
		),
	)
	if (lighthouse) {
		console.log('Lighthouse, mobile profile (reports in bench/lighthouse/)')
		console.table(lighthouse)
	}
}

const results = { at: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version }, runs: [] }
const entry = join(BUILD_ROOT, 'server-build/index.js')
if (!existsSync(entry)) {
	console.error(`${entry} is missing: run \`npm run build\` first (the bench measures the production build and builds nothing itself)`)
	process.exit(1)
}
for (const [index, workers] of [1, undefined].entries()) {
	const result = await run(workers, PORT + index)
	print(result)
	results.runs.push(result)
}
mkdirSync('bench', { recursive: true })
writeFileSync('bench/results.json', `${JSON.stringify(results, null, '\t')}\n`)
console.log('\nwritten to bench/results.json')
