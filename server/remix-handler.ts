// Exported by the adapter's module but not its index (the version is pinned: the last v2).
import { createRemixHeaders, sendRemixResponse } from '@remix-run/express/dist/server.js'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { bodyOf } from './body-limits.ts'

type Options = {
	build: ServerBuild | (() => Promise<ServerBuild>)
	mode: string
	getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
}

/**
 * @remix-run/express's handler, except that the body comes from limitBodies (already
 * read and limited) instead of the request stream: the adapter reads that stream itself,
 * with no limit.
 */
export function remixHandler({ build, mode, getLoadContext }: Options): RequestHandler {
	const handle = createRequestHandler(build, mode)
	return async (req, res, next) => {
		try {
			const response = await handle(remixRequest(req, res), getLoadContext(req, res))
			await sendRemixResponse(res, response)
		} catch (error) {
			next(error)
		}
	}
}

// As the adapter's createRemixRequest builds it (host, port, abort on a closed response).
function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
	const port = [req.get('X-Forwarded-Host'), req.get('host')]
		.map((host) => Number.parseInt(host?.split(':')[1] ?? '', 10))
		.find((value) => Number.isSafeInteger(value))
	const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`)
	const controller = new AbortController()
	let sent = false
	res.on('finish', () => (sent = true))
	res.on('close', () => sent || controller.abort())
	const read = bodyOf(res)
	const body = req.method === 'GET' || req.method === 'HEAD' || !read ? null : new Uint8Array(read)
	return new Request(url.href, { method: req.method, headers: createRemixHeaders(req.headers), signal: controller.signal, body })
}
