import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { copyOfTemplate } from '@meridian/sandbox/testing.ts'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'

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

/** Starts the built server as `npm start` would, and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
	if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`)
	const port = env.PORT ?? String(await freePort())
	// Its own sandbox database (PGlite takes one process per data directory), seeded already.
	const dataDir = env.UPSTREAM_URL || env.SANDBOX_DATA_DIR ? undefined : copyOfTemplate()
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
			PAYMENT_PORT: String(await freePort()),
			...env,
			PORT: port,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	if (dataDir) child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))
	let output = ''
	child.stdout?.on('data', (chunk) => (output += chunk))
	child.stderr?.on('data', (chunk) => (output += chunk))
	const baseUrl = `http://127.0.0.1:${port}`
	// With its own sandbox, the server is ready once the sandbox answers too.
	const probe = env.UPSTREAM_URL ? '/healthz' : '/readyz'
	const deadline = Date.now() + 60_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
		const up = await fetch(`${baseUrl}${probe}`).then((r) => r.ok, () => false)
		if (up) return { child, baseUrl, output: () => output }
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	child.kill('SIGKILL')
	throw new Error(`server did not start:\n${output}`)
}

export function exitOf(child: ChildProcess): Promise<number | null> {
	if (child.exitCode !== null) return Promise.resolve(child.exitCode)
	return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/** The JSON log lines in a server's output (the sandbox's own plain lines are skipped). */
export function logEntries(output: string): Array<Record<string, unknown> & { msg: string; pid: number }> {
	return output
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line))
}

/** A test member signed in through the sign-in form: the Cookie header a browser would send next. */
export async function signedInCookie(baseUrl: string, email: string): Promise<string> {
	const body = new URLSearchParams({ email, pwrd: TEST_PASSWORD, returnTo: '/' })
	const signIn = await fetch(`${baseUrl}/sign-in.mi`, { method: 'POST', body, headers: { Origin: baseUrl }, redirect: 'manual' })
	if (signIn.status !== 303) throw new Error(`${email} could not sign in: ${signIn.status}`)
	return signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
}
