import { getEnv, upstreamUrl, type Env } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { createApp } from './app.ts'
import { closeGracefully } from './graceful-shutdown.ts'
import { superviseSandbox } from './sandbox/supervisor.ts'

function readEnv(): Env {
	try {
		return getEnv()
	} catch (error) {
		console.error(error instanceof Error ? error.message : error)
		process.exit(1)
	}
}

const env = readEnv()
const development = env.NODE_ENV === 'development'
// With no platform configured, the product brings its own: the sandbox upstream.
const sandbox = env.UPSTREAM_URL ? undefined : superviseSandbox({ port: env.SANDBOX_PORT })

const vite = development
	? await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
	: undefined

const app = await createApp({
	trustProxyHops: env.TRUST_PROXY_HOPS,
	upstreamUrl: upstreamUrl(env),
	upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
	demoImages: !env.UPSTREAM_URL && !env.IMAGE_CACHE_DOMAIN,
	vite,
})
if (!env.SESSION_SECRET) logger.warn('SESSION_SECRET is not set: using a random one, so sessions end when this process stops')
const server = app.listen(env.PORT, env.HOST, () => {
	logger.info(`listening on http://localhost:${env.PORT}`, { upstream: upstreamUrl(env), pid: process.pid })
})
server.on('error', async (error) => {
	logger.error('server could not start', { detail: error.message })
	await sandbox?.stop()
	process.exit(1)
})

closeGracefully(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, onClosed: () => sandbox?.stop() })
