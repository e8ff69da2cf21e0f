import type { Env } from '#app/services/env.server.ts'
import { upstreamUrl } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { startMetrics } from '#app/services/metrics.server.ts'
import type { ViteDevServer } from 'vite'
import { createApp } from './app.ts'
import { closeGracefully } from './graceful-shutdown.ts'

/** A worker's exit code when it cannot listen (port taken, no permission): starting another cannot help. */
export const EXIT_CANNOT_LISTEN = 78

/** The HTTP server of one process: a cluster worker, or the whole app in development. */
export async function serveHttp(env: Env, { vite, onClosed }: { vite?: ViteDevServer; onClosed?: () => Promise<void> } = {}) {
	startMetrics()
	const app = await createApp({
		trustProxyHops: env.TRUST_PROXY_HOPS,
		upstreamUrl: upstreamUrl(env),
		upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
		demoImages: !env.UPSTREAM_URL && !env.IMAGE_CACHE_DOMAIN,
		vite,
		metrics: env.METRICS_PORT !== undefined,
	})
	const server = app.listen(env.PORT, env.HOST, () => {
		logger.info(`listening on http://localhost:${env.PORT}`, { upstream: upstreamUrl(env) })
	})
	server.on('error', async (error) => {
		logger.error('server could not start', { detail: error.message, port: env.PORT })
		await onClosed?.()
		process.exit(EXIT_CANNOT_LISTEN)
	})
	closeGracefully(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, onClosed })
}
