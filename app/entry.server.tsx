import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { markStylesheetSent } from '#app/http/stylesheet-cookie.server.ts'
import { isPermittedLocation } from '#app/models/redirect-location.ts'
import { offSiteRedirectOrigins } from '#app/services/env.server.ts'
import { getLocale, i18nextFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { nameRouteOfRequest } from '#app/services/request-context.server.ts'
import { UsedAreas } from '#app/ui/messages/area-translation.ts'
import { NonceProvider } from '#app/ui/nonce-provider.tsx'
import { StylesheetProvider } from '#app/ui/inline-stylesheet.tsx'
import siteStyles from '#app/ui/styles/app.css?inline'
import appStylesHref from '#app/ui/styles/app.css?url'

const ABORT_DELAY_MS = 5_000

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	nameRouteOfRequest(remixContext.staticHandlerContext.matches.at(-1)?.route.id ?? 'root')
	const locale = await getLocale(request)
	const i18next = i18nextFor(locale)

	// Bots and no-JS-crawlers get the whole document at once; people get the shell early.
	const readyEvent = isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady'
	const nonce = loadContext.cspNonce
	// The stylesheet goes inline with its file prefetched (SiteStylesheet in root.tsx): the
	// cookie tells the next page to link it from the cache. Not on a response a shared cache
	// may keep (an anonymous read that sets no cookie: server/cache-policy.ts), which must
	// carry no cookie; such a visitor's next page inlines it again. Not for a HEAD either: its
	// browser got no page, so nothing was prefetched.
	const root = remixContext.staticHandlerContext.loaderData.root as { inlineStylesheet?: boolean } | undefined
	const sharedCacheMayKeep = !request.headers.has('Cookie') && !responseHeaders.has('Set-Cookie')
	if (root?.inlineStylesheet && request.method === 'GET' && !sharedCacheMayKeep) responseHeaders.append('Set-Cookie', await markStylesheetSent(appStylesHref))

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<StylesheetProvider value={siteStyles}>
					<I18nextProvider i18n={i18next}>
						<UsedAreas.Provider value={new Set()}>
							<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
						</UsedAreas.Provider>
					</I18nextProvider>
				</StylesheetProvider>
			</NonceProvider>,
			{
				nonce,
				[readyEvent]() {
					shellRendered = true
					const body = new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// Errors before the shell are reported by Remix's handleError; after it, here.
					if (shellRendered) logger.error('render failed', { requestId: loadContext.requestId, error: String(error) })
				},
			},
		)
		setTimeout(abort, ABORT_DELAY_MS + 1_000)
	})
}

export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return
	// A 4xx Remix answers itself (a POST to a page without an action is a 405) is the
	// visitor's mistake, not the server's: it is in the access log already.
	if (isRouteErrorResponse(error) && error.status < 500) return
	const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
	logger.error('request failed', { path: new URL(request.url).pathname, error: detail })
}

/**
 * With single fetch, a redirect answering a `.data` request travels in the body (a 202
 * that keeps the route's Location header), where the server's gate (server/redirect-gate.ts)
 * cannot rewrite it. The same check is made here: an off-site target becomes `/`, which
 * Remix encodes again.
 */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
	const location = response.headers.get('Location')
	const redirecting = response.status === 202 || (response.status >= 300 && response.status < 400)
	if (!redirecting || location === null || isPermittedLocation(location, new URL(request.url).origin, offSiteRedirectOrigins())) return response
	logger.error('off-site redirect refused', { path: new URL(request.url).pathname, location: JSON.stringify(location.slice(0, 200)) })
	void response.body?.cancel()
	const headers = new Headers(response.headers)
	headers.set('Location', '/')
	return new Response(null, { status: 302, headers })
}
