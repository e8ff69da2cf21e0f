import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// The bench's anchor (bench/anchor/): a minimal Remix 2 app on the hotel app's server stack
// serving one static page of the overview's size, built in each run from this repository's
// node_modules, so that the pages' figures have a yardstick measured on the same machine
// at the same moment.
const ROOT = fileURLToPath(new URL('../../bench/anchor/', import.meta.url))

export function buildAnchor() {
	execFileSync(process.execPath, [fileURLToPath(import.meta.resolve('@remix-run/dev/dist/cli.js')), 'vite:build'], {
		cwd: ROOT,
		env: { ...process.env, NODE_ENV: 'production' },
		stdio: ['ignore', 'ignore', 'inherit'],
	})
}

/** The anchor's one process, as startServer's answer (its one "worker" is itself). */
export async function startAnchor(port) {
	const child = spawn(process.execPath, ['server.mjs'], {
		cwd: ROOT,
		env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	const baseUrl = `http://127.0.0.1:${port}`
	const deadline = Date.now() + 30_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`the anchor exited (${child.exitCode})`)
		if (
			await fetch(baseUrl).then(
				(r) => r.ok,
				() => false,
			)
		)
			break
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return {
		baseUrl,
		workers: () => [child.pid],
		stop: async () => {
			child.kill('SIGTERM')
			await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
		},
	}
}
