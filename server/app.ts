import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import expressStaticGzip from 'express-static-gzip'
import express, { type RequestHandler } from 'express'
import type { ViteDevServer } from 'vite'
import { accessLog } from './access-log.ts'
import { limitBodies } from './body-limits.ts'
import { cachePolicy } from './cache-policy.ts'
import { refuseCrossSiteWrites } from './csrf.ts'
import { demoImages } from './demo-images.ts'
import { healthRoutes } from './health.ts'
import { timeRequests } from './metrics.ts'
import { gateRedirects } from './redirect-gate.ts'
import { remixHandler } from './remix-handler.ts'
import { catalogueScripts } from './catalogue-scripts.ts'
import { bindRequestContext } from './request-context.ts'
import { pickRequestId } from './request-id.ts'
import { answerUncaughtErrors, refuseMalformedRequests } from './request-target.ts'
import { discoverBookingWalk, ROUTE_DISCOVERY_PATH } from './route-discovery.ts'
import { cspNonce, imagePolicy, securityHeaders, subresourceHeaders } from './security-headers.ts'

type Options = {
	trustProxyHops: number
	upstreamUrl: string
	upstreamTimeoutMs: number
	/** Draw the sandbox's asset paths (no platform and no image cache domain configured). */
	demoImages?: boolean
	/** Development serves through Vite; production serves the build in ../build. */
	vite?: ViteDevServer
	/** Time each request for the metrics port (METRICS_PORT set). */
	metrics?: boolean
}

const clientBuild = fileURLToPath(new URL('../build/client', import.meta.url))
const serverBuild = fileURLToPath(new URL('../build/server/index.js', import.meta.url))

export async function createApp({ trustProxyHops, upstreamUrl, upstreamTimeoutMs, demoImages: drawDemoImages = false, vite, metrics = false }: Options) {
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', trustProxyHops)

	app.use((req, res, next) => {
		res.locals.requestId = pickRequestId(req.headers['x-request-id'])
		res.setHeader('x-request-id', res.locals.requestId)
		next()
	})
	app.use(bindRequestContext)
	if (metrics) app.use(timeRequests)
	app.use(accessLog)
	app.use(refuseMalformedRequests)
	// Both look at the response just before its headers go out, whoever wrote it.
	app.use(gateRedirects, cachePolicy)
	if (!vite) app.use('/assets', ...fingerprintedAssets(`${clientBuild}/assets`))
	app.use(cspNonce, ...securityHeaders({ development: Boolean(vite) }), imagePolicy)
	app.get(ROUTE_DISCOVERY_PATH, subresourceHeaders, discoverBookingWalk)
	app.use(compression())
	app.use(healthRoutes({ upstreamUrl, timeoutMs: upstreamTimeoutMs }))

	if (vite) {
		app.use(vite.middlewares)
	} else {
		// Only the build's own top-level names go to the file system: a stat for every page
		// request was a thirtieth of a worker's CPU.
		const publicNames = new Set(readdirSync(clientBuild))
		const publicFiles = express.static(clientBuild, { maxAge: '1h' })
		app.use((req, res, next) => {
			if (publicNames.has(req.path.split('/', 2)[1] ?? '')) publicFiles(req, res, next)
			else next()
		})
	}

	if (drawDemoImages) app.get('/content/dam/*', demoImages)

	app.use(refuseCrossSiteWrites)
	// The same page answers in another language for another cookie or Accept-Language.
	app.use((_req, res, next) => {
		res.vary('Cookie').vary('Accept-Language')
		next()
	})
	app.use(limitBodies)
	const build = vite ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild> : ((await import(serverBuild)) as ServerBuild)
	// Development (Vite) has no build to preload from: the catalogue loads on demand there.
	const scripts = vite ? {} : catalogueScripts(`${clientBuild}/assets`)
	app.all(
		'*',
		remixHandler({
			build,
			mode: vite ? 'development' : 'production',
			getLoadContext: (req, res) => ({
				requestId: res.locals.requestId,
				cspNonce: res.locals.cspNonce,
				clientIp: req.ip ?? 'unknown',
				catalogueScripts: scripts,
			}),
		}),
	)
	app.use(answerUncaughtErrors)
	return app
}

/**
 * Fingerprinted by Vite, so they never change under the same name (no validators needed);
 * compressed once at build time (scripts/precompress-assets.mjs), so compression() is not
 * in front of them. Served ahead of the document's policy headers: a CSP, HSTS or frame
 * policy means nothing on a script or stylesheet and cost ~1 KB on each of a booking's
 * ~65 chunks; what does apply to them is kept.
 */
function fingerprintedAssets(folder: string): RequestHandler[] {
	const files = expressStaticGzip(folder, {
		enableBrotli: true,
		orderPreference: ['br', 'gz'],
		index: false,
		// A script is fetched whole; its request id stays in the access log (~75 bytes on each of a booking's ~78 chunks).
		serveStatic: { immutable: true, maxAge: '1y', etag: false, lastModified: false, acceptRanges: false },
	})
	const untraced: RequestHandler = (_req, res, next) => {
		res.removeHeader('x-request-id')
		next()
	}
	return [untraced, subresourceHeaders, files, (_req, res) => void res.status(404).end()]
}
