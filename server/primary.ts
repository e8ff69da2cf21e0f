import cluster, { type Worker } from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { RateLimiterClusterMaster } from 'rate-limiter-flexible'
import type { Env } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { serveMetrics } from './metrics.ts'
import { startSandboxOrExit } from './sandbox-supervisor.ts'
import { EXIT_CANNOT_LISTEN } from './worker.ts'

// A worker that dies sooner than this after its start counts as a crash loop: the next
// start waits longer each time (250 ms doubling up to 10 s).
const STEADY_MS = 5_000
// Past their own deadline (SHUTDOWN_TIMEOUT_MS), workers get this long to exit before they are killed.
const KILL_MARGIN_MS = 2_000

/**
 * The supervisor of `npm start`: starts the sandbox upstream once (when there is no
 * platform), forks the HTTP workers, replaces a worker that dies, and on SIGTERM/SIGINT
 * lets every worker finish its requests, stops the sandbox and exits.
 */
export async function runPrimary(env: Env) {
	const count = env.WEB_CONCURRENCY ?? availableParallelism()
	// Every worker must sign and read the same session cookie.
	const sessionSecret = env.SESSION_SECRET ?? randomBytes(32).toString('hex')
	if (!env.SESSION_SECRET) logger.warn('SESSION_SECRET is not set: using a random one, so sessions end when the app stops')

	const metrics = env.METRICS_PORT === undefined ? undefined : serveMetrics(env.METRICS_PORT, { ofWorkers: true })
	let sandbox: Awaited<ReturnType<typeof startSandboxOrExit>> | undefined
	let stopping = false
	let quickDeaths = 0
	let failed = false
	const stop = async (reason: string, code = 0) => {
		if (stopping) return
		stopping = true
		logger.info(`${reason}; stopping the workers`, { workers: Object.keys(cluster.workers ?? {}).length })
		const kill = setTimeout(() => {
			logger.warn('workers did not stop in time; killing them')
			for (const worker of live()) worker.process.kill('SIGKILL')
		}, env.SHUTDOWN_TIMEOUT_MS + KILL_MARGIN_MS)
		await Promise.all(
			live().map(
				(worker) =>
					new Promise<void>((resolve) => {
						// A worker still starting has no handler yet, and our SIGTERM ends it: that is no failure.
						worker.once('exit', (exitCode, signal) => {
							if (exitCode !== 0 && signal !== 'SIGTERM') failed = true
							resolve()
						})
						worker.process.kill('SIGTERM')
					}),
			),
		)
		clearTimeout(kill)
		metrics?.close()
		await sandbox?.stop()
		logger.info('stopped')
		process.exit(code || (failed ? 1 : 0))
	}
	process.on('SIGTERM', () => void stop('SIGTERM received'))
	process.on('SIGINT', () => void stop('SIGINT received'))

	if (!env.UPSTREAM_URL) sandbox = await startSandboxOrExit(env.SANDBOX_PORT, (reason) => void stop(reason, 1))

	const start = () => {
		if (stopping) return
		const worker = cluster.fork({ SESSION_SECRET: sessionSecret })
		const startedAt = Date.now()
		logger.info('worker started', { worker: worker.process.pid })
		worker.on('exit', (code, signal) => {
			if (stopping) return
			if (code === EXIT_CANNOT_LISTEN) {
				logger.error(`the app cannot listen on port ${env.PORT}: stop what holds it or set PORT`, { port: env.PORT })
				return void stop('a worker could not listen', 1)
			}
			quickDeaths = Date.now() - startedAt < STEADY_MS ? quickDeaths + 1 : 0
			const pauseMs = quickDeaths === 0 ? 0 : Math.min(250 * 2 ** (quickDeaths - 1), 10_000)
			logger.error('worker died; starting another', { worker: worker.process.pid, code, signal, pauseMs })
			setTimeout(start, pauseMs)
		})
	}
	// Workers accept from the shared socket themselves: with round-robin the primary hands
	// a connection to a worker that has just died, and that visitor waits forever.
	cluster.schedulingPolicy = cluster.SCHED_NONE
	// Counts a worker keeps with rate-limiter-flexible's RateLimiterCluster live here, one set for all workers.
	new RateLimiterClusterMaster()
	for (let i = 0; i < count; i++) start()
}

function live(): Worker[] {
	return Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead())
}
