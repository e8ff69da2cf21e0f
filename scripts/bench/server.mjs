import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The production server as `npm start` runs it, with its own sandbox database, and what
// the bench reads of its processes: the HTTP workers' CPU time and memory (the primary
// only supervises; the sandbox is the upstream, not the app).

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

export async function startServer({ buildRoot = '.', port, sandboxPort, metricsPort, workers, nodeOptions = [], extraEnv = {} }) {
	const entry = join(buildRoot, 'server-build/index.js')
	const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'))
	const env = {
		...process.env,
		NODE_ENV: 'production',
		PORT: String(port),
		SANDBOX_PORT: String(sandboxPort),
		SANDBOX_DATA_DIR: dataDir,
		LOG_LEVEL: 'warn',
		UPSTREAM_CALL_COUNT: 'on',
		...extraEnv,
	}
	if (metricsPort) env.METRICS_PORT = String(metricsPort)
	// The sandbox's payment service (a booking's card step) beside it, never on another bench's or `npm start`'s.
	env.PAYMENT_PORT = String(sandboxPort + 300)
	if (workers) env.WEB_CONCURRENCY = String(workers)
	else delete env.WEB_CONCURRENCY
	const child = spawn(process.execPath, [...nodeOptions, entry], { env, stdio: ['ignore', 'ignore', 'inherit'] })
	const baseUrl = `http://127.0.0.1:${port}`
	const deadline = Date.now() + 90_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
		if (
			await fetch(`${baseUrl}/readyz`).then(
				(r) => r.ok,
				() => false,
			)
		)
			break
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	const stop = async () => {
		child.kill('SIGTERM')
		await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
		rmSync(dataDir, { recursive: true, force: true })
	}
	// A bench stopped by Ctrl-C stops its server too.
	const interrupted = () => stop().then(() => process.exit(130))
	process.once('SIGINT', interrupted).once('SIGTERM', interrupted)
	return {
		baseUrl,
		workers: () => httpWorkersOf(child.pid),
		sandbox: () => sandboxOf(child.pid),
		stop: () => (process.off('SIGINT', interrupted).off('SIGTERM', interrupted), stop()),
	}
}

function httpWorkersOf(primary) {
	return childrenOf(primary, (cmdline) => !cmdline.includes('sandbox'))
}

/** The sandbox upstream's process id, if it runs. */
function sandboxOf(primary) {
	return childrenOf(primary, (cmdline) => cmdline.includes('sandbox'))[0]
}

function childrenOf(primary, test) {
	return readdirSync('/proc')
		.filter((name) => /^\d+$/.test(name))
		.filter((pid) => {
			try {
				const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
				const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
				return parent === primary && test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
			} catch {
				return false // gone meanwhile
			}
		})
		.map(Number)
}

/** CPU milliseconds (user + system) the processes have used so far. */
export function cpuMs(pids) {
	let ticks = 0
	for (const pid of pids) {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
	}
	return (ticks * 1000) / TICKS_PER_SECOND
}

/** Resident memory of the processes, in MB. */
export function rssMb(pids) {
	let kb = 0
	for (const pid of pids) kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
	return Math.round(kb / 1024)
}
