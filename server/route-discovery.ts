import type { RequestHandler } from 'express'
import { pathsToDiscover } from '#app/models/route-discovery.ts'

/** Where Remix's browser router asks for the routes of the paths it is about to reach (lazy route discovery). */
export const ROUTE_DISCOVERY_PATH = '/__manifest'

export const isRouteDiscovery = (req: { method: string; path: string }) => req.method === 'GET' && req.path === ROUTE_DISCOVERY_PATH

/**
 * A request that names a booking step is answered for the whole walk (app/models/route-discovery.ts):
 * the query Remix's handler reads is rewritten, in the same order for the same request, so the
 * answer stays one per address and may keep the immutable cache Remix gives it.
 */
export const discoverBookingWalk: RequestHandler = (req, _res, next) => {
	const url = new URL(req.originalUrl, 'http://discovery.invalid')
	const asked = url.searchParams.getAll('p')
	const paths = pathsToDiscover(asked)
	if (paths.length > asked.length) {
		url.searchParams.delete('p')
		for (const path of paths) url.searchParams.append('p', path)
		// Remix's handler reads the original address (server/remix-handler.ts).
		req.originalUrl = req.url = `${url.pathname}${url.search}`
	}
	next()
}
