import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { exitOf } from './server-process.ts'

// A throwaway Redis for a test: Debian's redis-server (scripts/ensure-debian-packages.sh
// installs it for the test command) on a free loopback port of 6400–6499, nothing on disk.

const PORTS = { first: 6400, count: 100 }

/** Where redis-server is, or undefined when this machine has none. */
export function findRedisServer(): string | undefined {
	const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' })
	return found.status === 0 ? found.stdout.trim() : undefined
}

function isFree(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const probe = createServer()
		probe.once('error', () => resolve(false))
		probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
	})
}

/** Starts redis-server on a free port (from a random place in the range: test files run side by side). */
export async function startRedis(binary: string, port?: number): Promise<{ url: string; port: number; stop(): Promise<void> }> {
	const start = Math.floor(Math.random() * PORTS.count)
	for (let i = 0; port === undefined && i < PORTS.count; i++) {
		const candidate = PORTS.first + ((start + i) % PORTS.count)
		if (await isFree(candidate)) port = candidate
	}
	if (port === undefined) throw new Error(`no free port for Redis in ${PORTS.first}–${PORTS.first + PORTS.count - 1}`)
	const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] })
	await readyOrExit(child)
	return {
		url: `redis://127.0.0.1:${port}`,
		port,
		async stop() {
			child.kill('SIGKILL')
			await exitOf(child)
		},
	}
}

function readyOrExit(child: ChildProcess): Promise<void> {
	let output = ''
	return new Promise((resolve, reject) => {
		child.stdout?.on('data', (chunk) => {
			output += chunk
			if (output.includes('Ready to accept connections')) resolve()
		})
		child.stderr?.on('data', (chunk) => (output += chunk))
		child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)))
	})
}
