// npm run bench: the production build under load, with the sandbox upstream running on the
// same machine, first as one HTTP worker (figures that compare across changes), then as
// `npm start` runs it (one worker per core). See the README's "Speed" section.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { PAGES } from './pages.mjs'
import { buildAnchor, startAnchor } from './anchor.mjs'
import { cacheLookups, hitRatios } from './cache-lookups.mjs'
import { lighthouseScores, lighthouseTable } from './lighthouse.mjs'
import { pageWeights } from './page-weight.mjs'
import { cpuMs, rssMb, startServer } from './server.mjs'
import { steadyLoad } from './steady-rate.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 32
const FIXED_RATE = 50 // requests per second, for the latency at a steady load
// The app's port; the sandbox takes this + 100, the metrics + 200, the anchor + 300, the
// second run each + 1.
const PORT = Number(process.env.BENCH_PORT ?? 3600)
const BUILD_ROOT = process.env.BUILD_ROOT ?? '.'

const load = (url, options) => autocannon({ url, duration: SECONDS, ...options })

async function measure(server, { name, path }, { steady: atFixedRate = true } = {}) {
	const url = `${server.baseUrl}${path}`
	const workers = server.workers()
	const before = cpuMs(workers)
	const busy = await load(url, { connections: CONNECTIONS })
	const cpu = cpuMs(workers) - before
	const steady = atFixedRate ? await steadyLoad(url, { rate: FIXED_RATE, seconds: SECONDS }) : { latency: {} }
	const served = busy.requests.total
	// X-Upstream-Calls (UPSTREAM_CALL_COUNT=on): each operation the page called, and how often.
	const response = await fetch(url, { redirect: 'manual' })
	const calls = response.headers.get('x-upstream-calls') ?? ''
	const htmlBytes = (await response.arrayBuffer()).byteLength
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
		htmlBytes,
	}
}

const ratio = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : null)
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length

// The anchor is loaded before the first page and after each page, and each page's ratio is
// to the mean of the anchor just before and just after it: the machine's load drifts.
async function measureWithAnchor(server, anchor) {
	const anchorPage = { name: 'anchor (static Remix page)', path: '/' }
	const anchorRows = [await measure(anchor, anchorPage)]
	const rows = []
	for (const page of PAGES) {
		rows.push(await measure(server, page))
		anchorRows.push(await measure(anchor, anchorPage, { steady: false }))
	}
	rows.forEach((row, index) => {
		row.anchorRequestsPerSecond = Math.round(mean([anchorRows[index], anchorRows[index + 1]].map((anchorRow) => anchorRow.requestsPerSecond)))
		row.throughputRatioToAnchor = ratio(row.requestsPerSecond, row.anchorRequestsPerSecond)
		// CPU per request depends less on what else runs than requests per second do.
		row.cpuRatioToAnchor = ratio(row.cpuMsPerRequest, mean([anchorRows[index], anchorRows[index + 1]].map((anchorRow) => anchorRow.cpuMsPerRequest)))
	})
	const anchorRow = {
		...anchorRows[0],
		requestsPerSecond: Math.round(mean(anchorRows.map((row) => row.requestsPerSecond))),
		cpuMsPerRequest: Math.round(mean(anchorRows.map((row) => row.cpuMsPerRequest)) * 100) / 100,
	}
	anchorRow.requestsPerSecondEach = anchorRows.map((row) => row.requestsPerSecond)
	anchorRow.throughputRatioToAnchor = 1
	anchorRow.cpuRatioToAnchor = 1
	return [...rows, anchorRow]
}

async function measureEach(server) {
	const rows = []
	for (const page of PAGES) rows.push(await measure(server, page))
	return rows
}

async function run(workers, port) {
	const metricsPort = port + 200
	const server = await startServer({ buildRoot: BUILD_ROOT, port, sandboxPort: port + 100, metricsPort, workers })
	// The anchor is a yardstick for one HTTP worker: the run as `npm start` goes without it.
	const anchor = workers === 1 ? await startAnchor(port + 300) : undefined
	try {
		// Warm-up of every page first (JIT, caches, the sandbox's too), so the first page
		// measured is not the one that pays for a cold process.
		for (const { path } of PAGES) await load(`${server.baseUrl}${path}`, { connections: 8, duration: 3 })
		if (anchor) await load(anchor.baseUrl, { connections: 8, duration: 3 })
		const lookupsBefore = await cacheLookups(metricsPort)
		const rows = anchor ? await measureWithAnchor(server, anchor) : await measureEach(server)
		const cache = hitRatios(lookupsBefore, await cacheLookups(metricsPort))
		const httpWorkers = server.workers()
		// The shared-content cache is as full as these pages make it: the memory it costs.
		const rssMbPerWorker = Math.round(rssMb(httpWorkers) / httpWorkers.length)
		const floor = rows[0]
		const healthz = rows.find((row) => row.path === '/healthz')
		for (const row of rows) {
			row.throughputRatioToHealthz = ratio(row.requestsPerSecond, healthz.requestsPerSecond)
			row.throughputRatioToFloor = ratio(row.requestsPerSecond, floor.requestsPerSecond)
			row.cpuRatioToFloor = ratio(row.cpuMsPerRequest, floor.cpuMsPerRequest)
		}
		// Page weights and Lighthouse do not depend on the number of workers: measured once.
		const weights =
			workers === 1
				? await pageWeights(
						server.baseUrl,
						PAGES.filter((page) => page.document !== false),
					)
				: null
		const lighthouse = workers === 1 && process.env.BENCH_LIGHTHOUSE !== 'off' ? await lighthouseScores(server.baseUrl) : null
		return { workers: workers ?? availableParallelism(), rows, cache, rssMbPerWorker, weights, lighthouse }
	} finally {
		await anchor?.stop()
		await server.stop()
	}
}

function print({ workers, rows, cache, rssMbPerWorker, weights, lighthouse }) {
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
					...(row.throughputRatioToAnchor ? { '× anchor req/s': row.throughputRatioToAnchor, '× anchor CPU': row.cpuRatioToAnchor } : {}),
					'× /healthz req/s': row.throughputRatioToHealthz,
					'× floor req/s': row.throughputRatioToFloor,
					'× floor CPU': row.cpuRatioToFloor,
					'RSS MB': row.rssMb,
					'upstream calls': row.upstreamCalls ? row.upstreamCalls.split(',').reduce((sum, entry) => sum + Number(entry.split('=')[1]), 0) : 0,
					'HTML KB': Math.round(row.htmlBytes / 1024),
					...(weights?.[row.page] ? { 'HTML KB gz': weights[row.page].htmlKb, 'JS KB gz': weights[row.page].jsKb } : {}),
					...(row.status2xx ? {} : { note: 'not all 2xx' }),
				},
			]),
		),
	)
	const kinds = Object.entries(cache.byKind)
		.map(([kind, { hitRatio }]) => `${kind} ${hitRatio}`)
		.join(', ')
	const hits = cache.lookups
		? `hit ratio ${cache.all} of ${cache.lookups} lookups while measured (${kinds})`
		: 'no lookups counted on the metrics port (cache_lookups_total)'
	console.log(`shared-content cache: ${hits}; RSS per HTTP worker with the cache as full as these pages make it: ${rssMbPerWorker} MB`)
	if (lighthouse) {
		console.log('Lighthouse, mobile profile, median of three runs (reports in bench/lighthouse/)')
		console.table(lighthouseTable(lighthouse))
	}
}

const results = { at: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version }, runs: [] }
const entry = join(BUILD_ROOT, 'server-build/index.js')
if (!existsSync(entry)) {
	console.error(`${entry} is missing: run \`npm run build\` first (the bench measures the production build and builds nothing itself)`)
	process.exit(1)
}
buildAnchor()
for (const [index, workers] of [1, undefined].entries()) {
	const result = await run(workers, PORT + index)
	print(result)
	results.runs.push(result)
}
mkdirSync('bench', { recursive: true })
writeFileSync('bench/results.json', `${JSON.stringify(results, null, '\t')}\n`)
console.log('\nwritten to bench/results.json')
