// npm run bench:profile: a CPU profile of the one HTTP worker while it serves each page in
// turn under load, cut into one window a page and summarised by group (cpu-groups.mjs).
// Profiles go to bench/profiles/ (not kept in git; open one in Chrome's DevTools). The
// sandbox upstream is profiled over the same windows (`sandbox-<page>.cpuprofile`): its CPU
// per request is part of a page's cost on a machine whose cores it shares.
//
//   BENCH_PAGES=floor,hotel-overview npm run bench:profile
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { cpuGroups, topFunctions } from './cpu-groups.mjs'
import { PAGES } from './pages.mjs'
import { startServer } from './server.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const PORT = Number(process.env.BENCH_PORT ?? 3600) + 10
const DIR = 'bench/profiles'
const wanted = (process.env.BENCH_PAGES ?? 'floor,hotel-overview').split(',')
const pages = PAGES.filter((page) => wanted.includes(page.slug))

rmSync(DIR, { recursive: true, force: true })
mkdirSync(DIR, { recursive: true })
const server = await startServer({
	buildRoot: process.env.BUILD_ROOT ?? '.',
	port: PORT,
	sandboxPort: PORT + 100,
	workers: 1,
	nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${DIR}`],
	// The sandbox is forked with arguments of its own: it profiles itself (sandbox-profile.mjs).
	extraEnv: { NODE_OPTIONS: `--import ${resolve('scripts/bench/sandbox-profile.mjs')}`, SANDBOX_PROFILE_DIR: resolve(DIR) },
})
const [worker] = server.workers()
const sandbox = server.sandbox()
const load = (path, duration) => autocannon({ url: `${server.baseUrl}${path}`, connections: 8, duration })
// Warm-up (JIT, the shared-content cache, the sandbox's own caches) before any window.
for (const { path } of pages) await load(path, 3)
const windows = []
for (const page of pages) {
	const startedAt = performance.now()
	const { requests } = await load(page.path, SECONDS)
	windows.push({ page, startedAt, endedAt: performance.now(), served: requests.total })
}
const stoppedAt = performance.now()
await server.stop()

function profileOf(pid, name) {
	const file = readdirSync(DIR).find((file) => file.includes(`.${pid}.`))
	if (!file) throw new Error(`no profile of the ${name} ${pid} in ${DIR}`)
	return JSON.parse(readFileSync(join(DIR, file), 'utf8'))
}
const processes = [
	{ prefix: '', name: 'HTTP worker', profile: profileOf(worker, 'worker') },
	{ prefix: 'sandbox-', name: 'sandbox', profile: profileOf(sandbox, 'sandbox') },
]

// The profile's clock is not performance.now(): each window is placed back from its end,
// which is the process's exit (a few milliseconds after stoppedAt).
function slice(profile, { startedAt, endedAt }) {
	const fromUs = profile.endTime - (stoppedAt - startedAt) * 1000
	const toUs = profile.endTime - (stoppedAt - endedAt) * 1000
	const samples = []
	const timeDeltas = []
	let at = profile.startTime
	profile.samples.forEach((id, index) => {
		at += profile.timeDeltas[index]
		if (at >= fromUs && at < toUs) (samples.push(id), timeDeltas.push(profile.timeDeltas[index]))
	})
	return { ...profile, startTime: fromUs, endTime: toUs, samples, timeDeltas }
}

const summary = {}
for (const window of windows) {
	for (const { prefix, name, profile } of processes) {
		const part = slice(profile, window)
		const key = `${prefix}${window.page.slug}`
		writeFileSync(join(DIR, `${key}.cpuprofile`), JSON.stringify(part))
		const { totalMs, groups } = cpuGroups(part)
		summary[key] = { served: window.served, cpuMsPerRequest: Math.round((totalMs / window.served) * 100) / 100, groups }
		console.log(`\n${window.page.name}, ${name}: ${window.served} requests, ${summary[key].cpuMsPerRequest} ms of profiled CPU each`)
		console.table(groups.map(({ group, ms, share }) => ({ group, 'ms/req': Math.round((ms / window.served) * 100) / 100, '%': Math.round(share * 1000) / 10 })))
		if (process.env.TOP) console.table(topFunctions(part, Number(process.env.TOP)))
	}
}
for (const name of readdirSync(DIR)) if (name.startsWith('CPU.')) rmSync(join(DIR, name))
writeFileSync(join(DIR, 'summary.json'), `${JSON.stringify(summary, null, '\t')}\n`)
