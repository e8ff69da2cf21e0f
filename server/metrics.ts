import { AsyncResource } from 'node:async_hooks'
import { createServer, type Server } from 'node:http'
import type { RequestHandler } from 'express'
import { AggregatorRegistry, register } from 'prom-client'
import { logger } from '#app/services/logger.server.ts'
import { observeRequest } from '#app/services/metrics.server.ts'
import { routeOfRequest } from '#app/services/request-context.server.ts'

/**
 * The route of a request no page named: what the server answers itself, a Remix data
 * request or a redirect (Remix renders no page for either, so neither names its route).
 */
function routeOf(path: string, status: number): string {
	if (path === '/healthz' || path === '/readyz') return path.slice(1)
	if (path.startsWith('/assets/')) return 'assets'
	if (path.endsWith('.data')) return 'data'
	if (status >= 300 && status < 400) return 'redirect'
	return 'other'
}

/** Times each request, under the route that answered it (inside bindRequestContext, so the page can name it). */
export const timeRequests: RequestHandler = (req, res, next) => {
	const started = performance.now()
	const route = AsyncResource.bind(routeOfRequest)
	res.once('finish', () => {
		observeRequest({ route: route() ?? routeOf(req.path, res.statusCode), method: req.method, status: res.statusCode }, (performance.now() - started) / 1000)
	})
	next()
}

/**
 * The Prometheus text at http://127.0.0.1:port/metrics, on loopback only: it tells about the
 * platform's operations and the limits, so it is for an agent on the machine, never the public.
 * Under the supervisor, the primary serves every worker's metrics added up; in one process, its own.
 */
export function serveMetrics(port: number, { ofWorkers }: { ofWorkers: boolean }): Server {
	const aggregator = ofWorkers ? new AggregatorRegistry() : undefined
	const read = () => (aggregator ? aggregator.clusterMetrics() : register.metrics())
	const server = createServer((req, res) => {
		if (req.method !== 'GET' || req.url !== '/metrics') {
			res.writeHead(404).end()
			return
		}
		read().then(
			(text) => res.writeHead(200, { 'Content-Type': register.contentType }).end(text),
			(error: unknown) => {
				logger.warn('metrics could not be gathered', { detail: String(error) })
				res.writeHead(503).end()
			},
		)
	})
	server.on('error', (error) => logger.error('the metrics port cannot listen; serving without metrics', { port, detail: error.message }))
	server.listen(port, '127.0.0.1', () => logger.info(`metrics on http://127.0.0.1:${port}/metrics`))
	return server
}
