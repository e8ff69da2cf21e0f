import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { exitOf, freePort, startServer } from './server-process.ts'

const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

function childrenOf(pid: number): number[] {
	const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
	return out
		.split('\n')
		.map((line) => Number(line.trim()))
		.filter(Boolean)
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (await check()) return true
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return false
}

// A server of its own: it kills that server's sandbox.
describe('the sandbox upstream', () => {
	it('starts with the app when no upstream is configured, comes back when it dies, and stops with the app', async () => {
		const { child, baseUrl } = await startServer({ SANDBOX_PORT: String(await freePort()) })
		cleanups.push(() => child.kill('SIGKILL'))
		const ready = () =>
			fetch(`${baseUrl}/readyz`).then(
				(r) => r.status === 200,
				() => false,
			)
		expect(await waitFor(ready, 20_000)).toBe(true)

		const [sandboxPid] = childrenOf(child.pid!)
		expect(sandboxPid).toBeGreaterThan(0)
		process.kill(sandboxPid!, 'SIGKILL')
		expect(await waitFor(async () => !(await ready()), 5_000)).toBe(true)
		expect(await waitFor(ready, 10_000)).toBe(true)
		const [restartedPid] = childrenOf(child.pid!)
		expect(restartedPid).not.toBe(sandboxPid)

		child.kill('SIGTERM')
		expect(await exitOf(child)).toBe(0)
		expect(() => process.kill(restartedPid!, 0)).toThrow() // gone with the app
	})
})
