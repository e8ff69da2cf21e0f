// npm run bench:lighthouse: Lighthouse's mobile scores of the six pages of issue 32 (median
// of three runs each) against the production build with one HTTP worker, without the load
// bench around it (a few minutes instead of `npm run bench`'s six). Written to
// bench/lighthouse.json, which is kept: commit it with a change that moves the scores.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { lighthousePages, lighthouseScores, lighthouseTable } from './lighthouse.mjs'
import { startServer } from './server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3600)
const BUILD_ROOT = process.env.BUILD_ROOT ?? '.'

if (!existsSync(join(BUILD_ROOT, 'server-build/index.js'))) {
	console.error('server-build/index.js is missing: run `npm run build` first (the bench measures the production build and builds nothing itself)')
	process.exit(1)
}
const server = await startServer({ buildRoot: BUILD_ROOT, port: PORT, sandboxPort: PORT + 100, workers: 1 })
try {
	// A first load of each public page fills the shared-content cache and warms the process, as
	// visitors before the audited one would.
	for (const { path } of lighthousePages().filter((page) => !page.private)) await fetch(`${server.baseUrl}${path}`)
	const lighthouse = await lighthouseScores(server.baseUrl)
	console.log('Lighthouse, mobile profile, median of three runs (reports in bench/lighthouse/)')
	console.table(lighthouseTable(lighthouse))
	mkdirSync('bench', { recursive: true })
	const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version }
	writeFileSync('bench/lighthouse.json', `${JSON.stringify({ at: new Date().toISOString(), machine, lighthouse }, null, '\t')}\n`)
	console.log('\nwritten to bench/lighthouse.json')
} finally {
	await server.stop()
}
