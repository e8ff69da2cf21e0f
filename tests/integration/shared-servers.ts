import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { SESSION_SECRET } from '../e2e/support/servers.ts'
import { exitOf, freePort, launchServer, type StartedServer } from './server-launch.ts'

// vitest's globalSetup: one app server per configuration below, shared by every test file
// that asks for it (tests/integration/shared-server.ts), instead of one per file: each
// start is a whole app and a sandbox, and about twenty of them made a run. A server starts
// when the first file asks (a run of one unrelated file starts none) and stops with the
// run. Its output goes to a file each test file reads, filtering by its own request ids.
export const SHARED_CONFIGURATIONS = {
	// Debug logs, so the files that read them see every line a request writes; two workers
	// behind one trusted proxy hop, as in production: each test file speaks from an address
	// of its own (X-Forwarded-For), so per-address limits never mix files.
	// Several files at once keep its workers busy: a limited attempt may wait longer for the
	// supervisor's count than production's 2 s before it is refused.
	// The journeys' SESSION_SECRET, so a file can sign a cookie naming a platform session it
	// started on the server's sandbox (tests/e2e/support/platform-session.ts).
	app: { LOG_LEVEL: 'debug', WEB_CONCURRENCY: '2', TRUST_PROXY_HOPS: '1', ATTEMPT_LIMITS_PRIMARY_TIMEOUT_MS: '20000', SESSION_SECRET },
	// Small budgets, counted by two workers behind one trusted hop: the files that spend
	// them (sign-in by account and /64, reset codes, joins and reset requests across
	// workers) each speak from addresses of their own and read the budgets from here. No file
	// on it pays, so it also names a payment service elsewhere, for the CSP's test of it.
	limits: {
		WEB_CONCURRENCY: '2',
		TRUST_PROXY_HOPS: '1',
		ATTEMPT_LIMITS_PRIMARY_TIMEOUT_MS: '20000',
		SIGN_IN_FAILURES_PER_ACCOUNT: '3',
		SIGN_IN_FAILURES_PER_IP: '3',
		ONE_TIME_CODE_ATTEMPTS_PER_ACCOUNT: '3',
		ONE_TIME_CODE_ATTEMPTS_PER_IP: '5',
		JOIN_REQUESTS_PER_IP: '3',
		PASSWORD_RESET_REQUESTS_PER_IP: '3',
		PAYMENT_SERVICE_ORIGIN: 'https://pay.example.test/ignored/path',
	},
	// An upstream address where nothing listens: refusals that need no platform, and the
	// answers when it cannot be reached.
	'no-upstream': { UPSTREAM_URL: 'http://127.0.0.1:9' },
} satisfies Record<string, Record<string, string>>

export type SharedConfiguration = keyof typeof SHARED_CONFIGURATIONS
export type SharedServerInfo = { baseUrl: string; logFile: string; pid: number; paymentOrigin: string; sandboxPort: number }

declare module 'vitest' {
	export interface ProvidedContext {
		/** Where test files ask for a shared server (GET /servers/<configuration>) or a client address (GET /address). */
		sharedServers: string
	}
}

export default async function setup(project: TestProject) {
	const folder = mkdtempSync(join(tmpdir(), 'shared-servers-'))
	const template = project.getProvidedContext().sandboxTemplate
	const servers = new Map<string, Promise<StartedServer & { logFile: string; sandboxPort: number }>>()
	let addresses = 0

	const start = async (name: SharedConfiguration) => {
		// A copy of the run's seeded template (startServer's copyOfTemplate, without `inject`).
		const dataDir = mkdtempSync(join(folder, `${name}-sandbox-`))
		if (template) cpSync(template.dataDir, dataDir, { recursive: true })
		const logFile = join(folder, `${name}.log`)
		// A port known here, so files can reach the server's sandbox (outbox, members, sessions).
		const sandboxPort = await freePort()
		const env = { ...SHARED_CONFIGURATIONS[name], SANDBOX_PORT: String(sandboxPort) }
		return { ...(await launchServer(env, dataDir, logFile)), logFile, sandboxPort }
	}

	const coordinator = createServer(async (req, res) => {
		const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
		if (req.url === '/address') {
			// 10.29.0.1, 10.29.0.2, …: one per test file that asks.
			addresses++
			return answer(200, { address: `10.29.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` })
		}
		const name = /^\/servers\/([\w-]+)$/.exec(req.url ?? '')?.[1]
		if (!name || !(name in SHARED_CONFIGURATIONS)) return answer(404, { error: `no shared configuration ${name}` })
		let server = servers.get(name)
		if (!server) {
			server = start(name as SharedConfiguration)
			servers.set(name, server)
		}
		try {
			const { baseUrl, logFile, child, paymentOrigin, sandboxPort } = await server
			if (child.exitCode !== null) return answer(500, { error: `the shared ${name} server exited (${child.exitCode}); its log: ${logFile}` })
			answer(200, { baseUrl, logFile, pid: child.pid ?? 0, paymentOrigin, sandboxPort } satisfies SharedServerInfo)
		} catch (error) {
			answer(500, { error: String(error) })
		}
	})
	const port = await new Promise<number>((resolve) => coordinator.listen(0, '127.0.0.1', () => resolve((coordinator.address() as AddressInfo).port)))
	project.provide('sharedServers', `http://127.0.0.1:${port}`)

	return async () => {
		coordinator.close()
		await Promise.all(
			[...servers.values()].map(async (pending) => {
				const server = await pending.catch(() => null)
				if (!server || server.child.exitCode !== null) return
				server.child.kill('SIGTERM')
				await exitOf(server.child)
			}),
		)
		rmSync(folder, { recursive: true, force: true })
	}
}
