import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { portAnswers } from '@meridian/sandbox/port-in-use.ts'
import { exitOf, freePort, logEntries, SERVER_ENTRY, startServer } from '../server-process.ts'

// Issue 10 item 13: one process served every request and nothing restarted it. Now a
// primary runs WEB_CONCURRENCY workers, replaces one that dies, and stops everything.
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

const NO_UPSTREAM = 'http://127.0.0.1:9'

function childrenOf(pid: number): number[] {
	const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
	return out
		.split('\n')
		.map((line) => Number(line.trim()))
		.filter(Boolean)
}

/** The pids of workers that said they listen. */
const listening = (output: string) =>
	logEntries(output)
		.filter((entry) => entry.msg.startsWith('listening on'))
		.map((entry) => entry.pid)

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (await check()) return true
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	return false
}

// A new connection each time: a kept-alive one to the killed worker would only measure the test's own pool.
function healthzOnNewConnection(baseUrl: string): Promise<number> {
	return new Promise((resolve) => {
		get(`${baseUrl}/healthz`, { agent: false }, (response) => {
			response.resume()
			resolve(response.statusCode ?? 0)
		}).on('error', () => resolve(0))
	})
}

const secretOf = (pid: number) =>
	readFileSync(`/proc/${pid}/environ`, 'utf8')
		.split('\0')
		.find((pair) => pair.startsWith('SESSION_SECRET='))

// Servers of their own: killing workers and stopping the supervisor is what it tests.
describe('the supervisor', () => {
	it('runs WEB_CONCURRENCY workers that share one session secret', async () => {
		const { child, output } = await startServer({ UPSTREAM_URL: NO_UPSTREAM, WEB_CONCURRENCY: '2' })
		cleanups.push(() => child.kill('SIGKILL'))
		expect(await waitFor(() => listening(output()).length === 2, 10_000)).toBe(true)
		const workers = listening(output())
		expect(new Set(workers).size).toBe(2)
		expect(childrenOf(child.pid!).sort()).toEqual([...workers].sort())
		// Cookies one worker signs, the other reads.
		const [first, second] = workers.map(secretOf)
		expect(first?.length).toBeGreaterThan('SESSION_SECRET='.length + 32)
		expect(second).toBe(first)
	})

	it('replaces a worker that dies, logs its death, and keeps answering meanwhile', async () => {
		const { child, baseUrl, output } = await startServer({ UPSTREAM_URL: NO_UPSTREAM, WEB_CONCURRENCY: '2' })
		cleanups.push(() => child.kill('SIGKILL'))
		expect(await waitFor(() => listening(output()).length === 2, 10_000)).toBe(true)
		const [victim, survivor] = listening(output())

		process.kill(victim!, 'SIGKILL')
		const statuses: number[] = []
		const replaced = waitFor(() => listening(output()).length === 3, 10_000)
		while (listening(output()).length < 3 && statuses.length < 200) {
			statuses.push(await healthzOnNewConnection(baseUrl))
		}
		expect(await replaced).toBe(true)
		expect(
			statuses.every((status) => status === 200),
			`statuses ${statuses}`,
		).toBe(true)

		const death = logEntries(output()).find((entry) => entry.msg === 'worker died; starting another')
		expect(death).toMatchObject({ worker: victim, signal: 'SIGKILL', pid: child.pid })
		const replacement = listening(output())[2]!
		expect(childrenOf(child.pid!).sort()).toEqual([survivor!, replacement].sort())
		expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200)
	})

	it('stops every worker and the sandbox on SIGTERM, and frees both ports', async () => {
		const sandboxPort = await freePort()
		const { child, baseUrl, output } = await startServer({ WEB_CONCURRENCY: '2', SANDBOX_PORT: String(sandboxPort) })
		cleanups.push(() => child.kill('SIGKILL'))
		const processes = childrenOf(child.pid!)
		expect(processes).toHaveLength(3) // two workers and the sandbox

		child.kill('SIGTERM')
		expect(await exitOf(child)).toBe(0)
		for (const pid of processes) expect(() => process.kill(pid, 0), `pid ${pid}`).toThrow()
		expect(await portAnswers('127.0.0.1', sandboxPort)).toBe(false)
		expect(await portAnswers('127.0.0.1', Number(new URL(baseUrl).port))).toBe(false)
		expect(output()).toContain('SIGTERM received')
	})

	it('logs each death of a worker that crashes at start, and waits longer before each new one', async () => {
		// Preloaded into every process: a worker throws as soon as its crash handler is in
		// place (a fixed delay raced the worker's start on a busy machine: it died unlogged).
		const crashing = join(mkdtempSync(join(tmpdir(), 'crash-')), 'crash.cjs')
		writeFileSync(
			crashing,
			"if (require('node:cluster').isWorker) { const t = setInterval(() => { if (process.listenerCount('uncaughtException') > 0) { clearInterval(t); throw new Error('boom at start') } }, 10) }",
		)
		const child = spawn(process.execPath, [SERVER_ENTRY], {
			env: {
				...process.env,
				NODE_ENV: 'production',
				LOG_LEVEL: 'info',
				UPSTREAM_URL: NO_UPSTREAM,
				PORT: String(await freePort()),
				WEB_CONCURRENCY: '1',
				NODE_OPTIONS: `--require ${crashing}`,
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		})
		cleanups.push(() => child.kill('SIGKILL'))
		let output = ''
		child.stdout.on('data', (chunk) => (output += chunk))
		// Until the third death (a worker's start is slower on a busy machine).
		const deathsSoFar = () => logEntries(output).filter((entry) => entry.msg === 'worker died; starting another')
		for (const deadline = Date.now() + 30_000; deathsSoFar().length < 3 && Date.now() < deadline;) {
			await new Promise((resolve) => setTimeout(resolve, 100))
		}

		const crashes = logEntries(output).filter((entry) => entry.msg === 'worker crashed: uncaught exception')
		const deaths = deathsSoFar()
		expect(crashes[0]).toMatchObject({ level: 'error', error: 'Error: boom at start' })
		// 0.1 s to crash, then 0.25, 0.5, 1, 2 s of pause, doubling: a handful, not hundreds.
		expect(deaths.length).toBeGreaterThanOrEqual(3)
		expect(deaths.map((death) => death.pauseMs)).toEqual([250, 500, 1000, 2000, 4000].slice(0, deaths.length))
		expect(deaths.every((death, i) => death.worker === crashes[i]?.pid && death.code === 70)).toBe(true)
		child.kill('SIGTERM')
		await exitOf(child)
	}, 60_000)
})
