import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { bookingVisitors } from './booking-pages.mjs'
import { PAGES } from './pages.mjs'

// Lighthouse's mobile audit (its default profile: a mid-range phone on a slow 4G link,
// simulated) of the six pages of issue 32, each run RUNS times and the median kept, through
// its own CLI so that chrome-launcher starts Debian's Chromium (CHROME_PATH) with the flags
// of playwright.config.ts. Everything runs on loopback: no network beyond the server under
// test. The performance score moves with the machine's load: each run records the load
// average and Lighthouse's own CPU benchmark (benchmarkIndex, higher is a faster machine).
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
]
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const run = promisify(execFile)
const cli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'))

// Guest information and the confirmation are a visitor's own pages and say noindex
// (app/models/page-meta.ts), which Lighthouse's "is-crawlable" audit counts as a fault:
// it is left out for them, and the results say so in its place.
const NOT_CRAWLABLE = 'is-crawlable'

/** The pages audited: the four public ones of the load bench, and the two inside a booking. */
export function lighthousePages() {
	return [
		...PAGES.filter((page) => page.audit),
		{ name: 'guest information', slug: 'guest-information', path: '/reservation/guestInfo.mi', visitor: 'guestInformation', private: true },
		{ name: 'confirmation', slug: 'confirmation', path: '/reservation/confirmation.mi', visitor: 'confirmation', private: true },
	]
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function auditOnce(url, output, { cookie, skip }) {
	const args = [
		cli,
		url,
		'--quiet',
		`--only-categories=${CATEGORIES.join(',')}`,
		'--output=json',
		'--output=html',
		`--output-path=${output}`,
		`--chrome-flags=${FLAGS.join(' ')}`,
	]
	if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`)
	if (skip) args.push(`--skip-audits=${skip}`)
	const audit = () => run(process.execPath, args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, timeout: 180_000 })
	rmSync(`${output}.report.json`, { force: true })
	const loadAverage = Math.round(loadavg()[0] * 10) / 10
	// Once more on a failure: on a busy machine Chromium sometimes misses the launcher's deadline.
	const failure = await audit().then(
		() => null,
		() =>
			audit().then(
				() => null,
				(error) => error,
			),
	)
	if (failure && !existsSync(`${output}.report.json`)) return { error: (failure.stderr || failure.message).trim().split('\n').at(-1) }
	const report = JSON.parse(readFileSync(`${output}.report.json`, 'utf8'))
	const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]))
	const failed = Object.entries(report.audits)
		.filter(([, audit]) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
		.map(([id]) => id)
	return { ...scores, loadAverage, benchmarkIndex: Math.round(report.environment.benchmarkIndex), failed }
}

/** Each page's median score per category over RUNS runs, with every run's scores, load and failed audits. */
export async function lighthouseScores(baseUrl, folder = 'bench/lighthouse') {
	mkdirSync(folder, { recursive: true })
	const pages = lighthousePages()
	// Once more on a failure (a loaded machine's cold sandbox can be slow to answer); then the
	// booking pages are reported as not measured, and the public ones still are.
	const visitors = await bookingVisitors(baseUrl)
		.catch(() => bookingVisitors(baseUrl))
		.catch((error) => ({ error: `no booking to audit: ${String(error.message).split('\n')[0]}` }))
	const results = {}
	for (const page of pages) {
		if (page.visitor && visitors.error) {
			results[page.name] = { error: visitors.error, runs: [] }
			continue
		}
		const runs = []
		for (let index = 0; index < RUNS; index++) {
			runs.push(
				await auditOnce(`${baseUrl}${page.path}`, join(folder, `${page.slug}-${index + 1}`), {
					cookie: page.visitor && visitors[page.visitor],
					skip: page.private ? NOT_CRAWLABLE : undefined,
				}),
			)
		}
		const measured = runs.filter((one) => !one.error)
		results[page.name] = measured.length
			? { ...Object.fromEntries(CATEGORIES.map((category) => [category, median(measured.map((one) => one[category]))])), runs }
			: { error: runs[0].error, runs }
		if (page.private) results[page.name].note = `${NOT_CRAWLABLE} left out: the page says noindex on purpose`
	}
	return results
}

/** One row a page for console.table: the medians, each run's performance with its load average. */
export function lighthouseTable(results) {
	return Object.fromEntries(
		Object.entries(results).map(([name, result]) => [
			name,
			result.error
				? { error: result.error }
				: {
						...Object.fromEntries(CATEGORIES.map((category) => [category, result[category]])),
						'performance (load avg, benchmark) each run': result.runs
							.map((one) => (one.error ? 'error' : `${one.performance} (${one.loadAverage}, ${one.benchmarkIndex})`))
							.join(' · '),
						...(result.note ? { note: result.note } : {}),
					},
		]),
	)
}
