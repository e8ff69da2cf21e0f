import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { portAnswers } from '@meridian/sandbox/port-in-use.ts'
import { exitOf, freePort, startServer } from '../server-process.ts'

// Issue 10 item 12: SIGTERM while the sandbox upstream was stalled left the sandbox
// running on its port, and the next start restarted a sandbox that could not bind, forever.
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** The sandbox among a process's children (the others are HTTP workers). */
function sandboxOf(pid: number): number {
	const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
	const line = out.split('\n').find((row) => row.includes('sandbox'))
	return Number(line?.trim().split(/\s+/)[0])
}

const alive = (pid: number) => {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (await check()) return true
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return false
}

// Servers of their own: stopping one, or one failing to start, is what it tests.
describe('stopping the app', () => {
	it('stops a stalled sandbox too (SIGKILL after its grace), before the app exits', async () => {
		const sandboxPort = await freePort()
		const { child, output } = await startServer({ SANDBOX_PORT: String(sandboxPort), SHUTDOWN_TIMEOUT_MS: '2000' })
		cleanups.push(() => child.kill('SIGKILL'))
		const sandboxPid = sandboxOf(child.pid!)
		expect(sandboxPid).toBeGreaterThan(0)
		cleanups.push(() => alive(sandboxPid) && process.kill(sandboxPid, 'SIGKILL'))

		process.kill(sandboxPid, 'SIGSTOP') // it can no longer act on SIGTERM
		const signalledAt = Date.now()
		child.kill('SIGTERM')
		await exitOf(child)
		expect(Date.now() - signalledAt).toBeLessThan(8_000)
		// Gone with the app (a dead child of an exited parent is reaped by init at once).
		expect(await waitFor(() => !alive(sandboxPid), 2_000)).toBe(true)
		expect(await portAnswers('127.0.0.1', sandboxPort)).toBe(false)
		expect(output()).toContain('sandbox upstream did not stop; killing it')
	}, 90_000)

	it('says once, clearly, that a stale process holds the sandbox port, and exits instead of retrying', async () => {
		const stale: Server = createServer()
		const port = await new Promise<number>((resolve) => stale.listen(0, '127.0.0.1', () => resolve((stale.address() as { port: number }).port)))
		cleanups.push(() => stale.close())

		const started = Date.now()
		const failure = await startServer({ SANDBOX_PORT: String(port) }).then(
			() => 'started',
			(error: Error) => error.message,
		)
		expect(Date.now() - started).toBeLessThan(10_000)
		expect(failure).toMatch(/server exited early/)
		const lines = failure.split('\n').filter((line) => line.includes(`port ${port} is already in use`))
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatch(/stop that process|SANDBOX_PORT/)
	})
})
