// npm run bench: the production build under load, with the sandbox upstream running on the
// same machine, first as one HTTP worker (figures that compare across changes), then as
// `npm start` runs it (one worker per core). See the README's "Speed" section.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus } from 'node:os'
import autocannon from 'autocannon'
import { PAGES } from './pages.mjs'
import { pageWeights } from './page-weight.mjs'
import { cpuMs, rssMb, startServer } from './server.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 32
const FIXED_RATE = 50 // requests per second, for the latency at a steady load

const load = (url, options) => autocannon({ url, duration: SECONDS, ...options })

async function measure(server, { name, path }) {
	const url = `${server.baseUrl}${path}`
	await load(url, { connections: 8, duration: 2 }) // warm-up: JIT, caches, the sandbox's too
	const workers = server.workers()
	const before = cpuMs(workers)
	const busy = await load(url, { connections: CONNECTIONS })
	const cpu = cpuMs(workers) - before
	const steady = await load(url, { connections: 10, overallRate: FIXED_RATE })
	const served = busy.requests.total
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
	}
}

async function run(workers, port) {
	const server = await startServer({ buildRoot: process.env.BUILD_ROOT ?? '.', port, sandboxPort: port + 100, workers })
	try {
		const rows = []
		for (const page of PAGES) rows.push(await measure(server, page))
		const floor = rows[0]
		for (const row of rows) {
			row.throughputRatioToFloor = Math.round((row.requestsPerSecond / floor.requestsPerSecond) * 100) / 100
			row.cpuRatioToFloor = row.cpuMsPerRequest && floor.cpuMsPerRequest ? Math.round((row.cpuMsPerRequest / floor.cpuMsPerRequest) * 100) / 100 : null
		}
		const weights = workers === 1 ? await pageWeights(server.baseUrl, PAGES) : null
		return { workers: workers ?? availableParallelism(), rows, weights }
	} finally {
		await server.stop()
	}
}

function print({ workers, rows, weights }) {
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
					'RSS MB': row.rssMb,
					...(weights ? { 'HTML KB gz': weights[row.page].htmlKb, 'JS KB gz': weights[row.page].jsKb } : {}),
					...(row.status2xx ? {} : { note: 'not all 2xx' }),
				},
			]),
		),
	)
}

const results = { at: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version }, runs: [] }
for (const [index, workers] of [1, undefined].entries()) {
	const result = await run(workers, 3600 + index)
	print(result)
	results.runs.push(result)
}
mkdirSync('bench', { recursive: true })
writeFileSync('bench/results.json', `${JSON.stringify(results, null, '\t')}\n`)
console.log('\nwritten to bench/results.json')
