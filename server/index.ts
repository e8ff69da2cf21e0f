import cluster from 'node:cluster'
import { getEnv, type Env } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { exitOnCrash } from './crash-log.ts'
import { serveMetrics } from './metrics.ts'
import { runPrimary } from './primary.ts'
import { startSandboxOrExit } from './sandbox-supervisor.ts'
import { serveHttp } from './worker.ts'

function readEnv(): Env {
	try {
		return getEnv()
	} catch (error) {
		console.error(error instanceof Error ? error.message : error)
		process.exit(1)
	}
}

const env = readEnv()

if (env.NODE_ENV === 'development') {
	// One process, served through Vite, with the sandbox beside it when there is no platform.
	exitOnCrash()
	const sandbox = env.UPSTREAM_URL ? undefined : await startSandboxOrExit(env.SANDBOX_PORT, () => process.exit(1))
	const vite = await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
	if (!env.SESSION_SECRET) logger.warn('SESSION_SECRET is not set: using a random one, so sessions end when this process stops')
	if (env.METRICS_PORT !== undefined) serveMetrics(env.METRICS_PORT, { ofWorkers: false })
	await serveHttp(env, { vite, onClosed: () => sandbox?.stop() ?? Promise.resolve() })
} else if (cluster.isPrimary) {
	await runPrimary(env)
} else {
	exitOnCrash()
	await serveHttp(env)
}
