import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import onHeaders from 'on-headers'
import { brandSiteOrigins } from '#app/models/brand-links.ts'
import { brandSites, getEnv, paymentServiceOrigin } from '#app/services/env.server.ts'
import { mayBeFramed } from './frame-policy.ts'
import { isRouteDiscovery } from './route-discovery.ts'

/** A fresh nonce per request, for every script the document carries. */
export const cspNonce: RequestHandler = (_req, res, next) => {
	res.locals.cspNonce = randomBytes(16).toString('base64')
	next()
}

/**
 * What applies to a response that is never a page (a script, a stylesheet, the route
 * discovery's JSON): not to be read as another type, not to be embedded by another site.
 * The document's policy (CSP, HSTS, frame and opener policy) takes effect only on a page.
 */
export const subresourceHeaders: RequestHandler = (_req, res, next) => {
	res.setHeader('X-Content-Type-Options', 'nosniff')
	res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
	next()
}

/** Shuts off what an SVG could do were it opened as a page: no script, no fetch, a sandbox. */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
// The document policy's headers that take effect only on a page (nosniff, CORP and HSTS stay).
const PAGE_ONLY = [
	'Cross-Origin-Opener-Policy',
	'Origin-Agent-Cluster',
	'Referrer-Policy',
	'X-DNS-Prefetch-Control',
	'X-Download-Options',
	'X-Frame-Options',
	'X-Permitted-Cross-Domain-Policies',
	'X-XSS-Protection',
]

/**
 * An image, whoever answered it (the site's own files, the sandbox's drawn placeholders),
 * goes out with an image's policy instead of the page's: ~0.8 KB less on each, and an SVG
 * opened on its own runs nothing. Decided by what the response is, just before it goes out.
 */
export const imagePolicy: RequestHandler = (_req, res, next) => {
	onHeaders(res, () => {
		if (!/^image\//.test(String(res.getHeader('Content-Type') ?? ''))) return
		for (const header of PAGE_ONLY) res.removeHeader(header)
		res.setHeader('Content-Security-Policy', IMAGE_POLICY)
	})
	next()
}

/**
 * A page's data for the browser's router (single fetch: `/path.data`, `/_root.data`), read
 * by a script and never shown as a page: it is text/x-script, sent with nosniff.
 */
export const isPageData = (req: { path: string }) => req.path.endsWith('.data')

/**
 * The document's policy on every response but the route discovery's and the pages' data,
 * which get subresourceHeaders instead: the policy's ~0.8 KB of headers took effect on
 * neither, and a booking with scripts on reads eight data responses (issue 32).
 */
export function securityHeaders(options: { development: boolean }): RequestHandler[] {
	const notAPage = (req: Parameters<RequestHandler>[0]) => isRouteDiscovery(req) || isPageData(req)
	const policy = documentPolicy(options).map(
		(handler): RequestHandler =>
			(req, res, next) =>
				notAPage(req) ? next() : handler(req, res, next),
	)
	return [...policy, (req, res, next) => (isPageData(req) ? subresourceHeaders(req, res, next) : next())]
}

function documentPolicy({ development }: { development: boolean }): RequestHandler[] {
	// Hotel images and logos may come from an image cache on another origin.
	const imageCache = getEnv().IMAGE_CACHE_DOMAIN ? [new URL(getEnv().IMAGE_CACHE_DOMAIN).origin] : []
	const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`
	const framed = (req: unknown) => mayBeFramed((req as { originalUrl: string }).originalUrl)
	return [
		helmet({
			contentSecurityPolicy: {
				useDefaults: false,
				directives: {
					'default-src': ["'self'"],
					'base-uri': ["'self'"],
					'connect-src': development ? ["'self'", 'ws:'] : ["'self'"],
					'font-src': ["'self'"],
					// The leaving notice's Continue posts here and is redirected on to a brand's site; the
					// guest details post here and go on to the payment service's card form, which posts there.
					'form-action': ["'self'", ...brandSiteOrigins(brandSites()), paymentServiceOrigin()],
					'frame-ancestors': [(req) => (framed(req) ? "'self'" : "'none'")],
					// The payment service's card form, framed in the payment step with JavaScript.
					'frame-src': ["'self'", paymentServiceOrigin()],
					'img-src': ["'self'", 'data:', ...imageCache],
					'object-src': ["'none'"],
					'script-src': ["'self'", nonce, ...(development ? ["'unsafe-inline'"] : [])],
					'script-src-attr': ["'none'"],
					// The site's stylesheet is inside the document (app/ui/inline-stylesheet.tsx), under the nonce.
					'style-src': ["'self'", nonce, ...(development ? ["'unsafe-inline'"] : [])],
				},
			},
			crossOriginEmbedderPolicy: false,
			referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
			xFrameOptions: false, // set below, per route, to match frame-ancestors
		}),
		(req, res, next) => {
			res.setHeader('X-Frame-Options', mayBeFramed(req.originalUrl) ? 'SAMEORIGIN' : 'DENY')
			next()
		},
	]
}
