import { Router } from 'express'
import { logger } from '#app/services/logger.server.ts'
import { redisState } from '#app/services/redis.server.ts'

/**
 * `/healthz`: this process is up. `/readyz`: and the upstream answers, within the timeout.
 * With several app servers, a Redis that does not answer makes the server degraded, not
 * unready: it still serves everyone, its limits counting in its own memory meanwhile, and
 * taking every server out of the balancer because their Redis is down would help nobody.
 */
export function healthRoutes({ upstreamUrl, timeoutMs }: { upstreamUrl: string; timeoutMs: number }) {
	const router = Router()
	router.get('/healthz', (_req, res) => {
		res.set('Cache-Control', 'no-store').json({ status: 'ok' })
	})
	router.get('/readyz', async (_req, res) => {
		res.set('Cache-Control', 'no-store')
		try {
			const response = await fetch(new URL('/healthz', upstreamUrl), { signal: AbortSignal.timeout(timeoutMs) })
			if (!response.ok) throw new Error(`upstream answered ${response.status}`)
		} catch (error) {
			logger.warn('readiness check failed', { detail: error instanceof Error ? error.message : String(error) })
			res.status(503).json({ status: 'unavailable' })
			return
		}
		const redis = redisState()
		res.json(redis === 'unreachable' ? { status: 'degraded', redis } : { status: 'ready' })
	})
	return router
}
