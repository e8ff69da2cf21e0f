import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'

// Starting the built server, apart from vitest's worker API (`inject`): the shared
// servers' global set-up (shared-servers.ts) runs in vitest's own process.

// BUILD_ROOT (a folder inside the project, so node_modules resolves) lets builds live side by side.
export const SERVER_ENTRY = `${process.env.BUILD_ROOT ?? '.'}/server-build/index.js`

export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as AddressInfo
			probe.close(() => resolve(port))
		})
	})
}

export type StartedServer = { child: ChildProcess; baseUrl: string; output: () => string; paymentOrigin: string }

/**
 * startServer's work, for the one place without vitest's `inject` (the shared servers'
 * global set-up): `dataDir` is the server's copy of the template, deleted when it exits;
 * with `logFile` its output goes there, for test files in other processes to read.
 */
export async function launchServer(env: Record<string, string>, dataDir: string | undefined, logFile?: string): Promise<StartedServer> {
	if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`)
	const port = env.PORT ?? String(await freePort())
	const paymentPort = env.PAYMENT_PORT ?? String(await freePort())
	const logFd = logFile ? openSync(logFile, 'a') : undefined
	const child = spawn(process.execPath, [SERVER_ENTRY], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			LOG_LEVEL: 'info',
			// One HTTP worker unless a test is about several: each costs a start-up of the
			// whole app, and test files already run side by side on the cores.
			WEB_CONCURRENCY: '1',
			...(dataDir ? { SANDBOX_DATA_DIR: dataDir } : {}),
			// Its own port too: test files run side by side.
			SANDBOX_PORT: String(await freePort()),
			...env,
			PAYMENT_PORT: paymentPort,
			PORT: port,
		},
		stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
	})
	if (logFd !== undefined) closeSync(logFd)
	if (dataDir) child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))
	let piped = ''
	child.stdout?.on('data', (chunk) => (piped += chunk))
	child.stderr?.on('data', (chunk) => (piped += chunk))
	const output = logFile ? () => readFileSync(logFile, 'utf8') : () => piped
	const baseUrl = `http://127.0.0.1:${port}`
	// With its own sandbox, the server is ready once the sandbox answers too.
	const probe = env.UPSTREAM_URL ? '/healthz' : '/readyz'
	const deadline = Date.now() + 60_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
		const up = await fetch(`${baseUrl}${probe}`).then(
			(r) => r.ok,
			() => false,
		)
		if (up) return { child, baseUrl, output, paymentOrigin: `http://127.0.0.1:${paymentPort}` }
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	child.kill('SIGKILL')
	throw new Error(`server did not start:\n${output()}`)
}

export function exitOf(child: ChildProcess): Promise<number | null> {
	if (child.exitCode !== null) return Promise.resolve(child.exitCode)
	return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}
