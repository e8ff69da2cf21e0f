import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

// Lighthouse's mobile audit (its default profile) of each page, through its own CLI so that
// chrome-launcher starts Debian's Chromium (CHROME_PATH) with the flags of playwright.config.ts.
// Everything runs on loopback: no network beyond the server under test.
const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
const run = promisify(execFile)
const cli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'))

export async function lighthouseScores(baseUrl, pages, folder = 'bench/lighthouse') {
	mkdirSync(folder, { recursive: true })
	const scores = {}
	for (const { name, path, slug } of pages) {
		const output = join(folder, slug)
		const args = [cli, `${baseUrl}${path}`, '--quiet', `--only-categories=${CATEGORIES.join(',')}`, '--output=json', '--output=html', `--output-path=${output}`, `--chrome-flags=${FLAGS.join(' ')}`]
		const audit = () => run(process.execPath, args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, timeout: 180_000 })
		rmSync(`${output}.report.json`, { force: true })
		// Once more on a failure: on a busy machine Chromium sometimes misses the launcher's deadline.
		const failure = await audit().then(() => null, () => audit().then(() => null, (error) => error))
		if (failure && !existsSync(`${output}.report.json`)) {
			scores[name] = { error: (failure.stderr || failure.message).trim().split('\n').at(-1) }
			continue
		}
		const report = JSON.parse(readFileSync(`${output}.report.json`, 'utf8'))
		scores[name] = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]))
		scores[name].report = `${output}.report.html`
	}
	return scores
}
