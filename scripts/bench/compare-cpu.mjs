// CPU per request of two builds (and the anchor), measured in turns so that both meet the
// same load of the machine: each round loads every page on each build for BENCH_SECONDS,
// and reads the worker's CPU time from /proc. For comparing a change with its base on a
// busy machine, where requests per second say little.
//
//   BASE_ROOT=/path/to/a/built/checkout/of/the/base npm run bench:compare
import autocannon from 'autocannon'
import { buildAnchor, startAnchor } from './anchor.mjs'
import { PAGES } from './pages.mjs'
import { cpuMs, startServer } from './server.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 3600) + 20
const wanted = (process.env.BENCH_PAGES ?? 'floor,hotel-overview,rate-list').split(',')
const pages = PAGES.filter((page) => wanted.includes(page.slug))

if (process.env.BUILD_ANCHOR !== 'off') buildAnchor()
// Each server's sandbox opens its own payment service too.
const start = (buildRoot, port) => ((process.env.PAYMENT_PORT = String(port + 400)), startServer({ buildRoot, port, sandboxPort: port + 100, workers: 1 }))
const builds = [
	{ name: 'base', server: await start(process.env.BASE_ROOT, PORT) },
	{ name: 'this', server: await start('.', PORT + 1) },
]
const anchor = await startAnchor(PORT + 300)
const load = (url, duration) => autocannon({ url, connections: 8, duration })

// The sandbox's CPU too: a page's upstream calls cost the machine's shared cores as well.
async function cpuPerRequest(server, path, duration) {
	const workers = server.workers()
	const sandbox = server.sandbox?.()
	const before = cpuMs(workers)
	const sandboxBefore = sandbox ? cpuMs([sandbox]) : 0
	const { requests, non2xx } = await load(`${server.baseUrl}${path}`, duration)
	if (non2xx) throw new Error(`${path}: ${non2xx} answers not 2xx`)
	const sandboxMs = sandbox ? (cpuMs([sandbox]) - sandboxBefore) / requests.total : null
	return { ms: (cpuMs(workers) - before) / requests.total, sandboxMs, perSecond: requests.average }
}

try {
	for (const { server } of builds) for (const { path } of pages) await load(`${server.baseUrl}${path}`, 3)
	await load(anchor.baseUrl, 3)
	const rows = {}
	for (let round = 0; round < ROUNDS; round++) {
		for (const page of pages) {
			for (const { name, server } of builds) {
				const { ms, sandboxMs, perSecond } = await cpuPerRequest(server, page.path, SECONDS)
				;(rows[`${page.slug} ${name}`] ??= []).push({ ms, sandboxMs, perSecond })
			}
			const { ms, perSecond } = await cpuPerRequest(anchor, '/', SECONDS)
			;(rows['anchor'] ??= []).push({ ms, perSecond })
		}
	}
	const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
	const anchorMs = median(rows.anchor.map((row) => row.ms))
	console.table(
		Object.fromEntries(
			Object.entries(rows).map(([key, list]) => [
				key,
				{
					'CPU ms/req (median)': Math.round(median(list.map((row) => row.ms)) * 100) / 100,
					each: list.map((row) => Math.round(row.ms * 10) / 10).join(' '),
					'CPU ÷ anchor': Math.round((median(list.map((row) => row.ms)) / anchorMs) * 100) / 100,
					'sandbox CPU ms/req (median)': list[0].sandboxMs == null ? '' : Math.round(median(list.map((row) => row.sandboxMs)) * 100) / 100,
					'req/s each': list.map((row) => Math.round(row.perSecond)).join(' '),
				},
			]),
		),
	)
} finally {
	await anchor.stop()
	for (const { server } of builds) await server.stop()
}
