import type { RequestHandler, Response } from 'express'
import getRawBody from 'raw-body'

// The largest form (sign-in, the rate list's Select) posts well under 2 KB and 20 fields.
export const BODY_LIMIT_BYTES = 16 * 1024
export const FIELD_LIMIT = 100

/**
 * How many fields a form body holds, counted without parsing it: `&`-separated pairs for
 * a url-encoded body, boundary lines for multipart. Other bodies are no form: 0.
 */
export function fieldCountOf(body: Buffer, contentType: string | undefined): number {
	const type = contentType?.split(';')[0]?.trim().toLowerCase()
	if (type === 'application/x-www-form-urlencoded') return body.length === 0 ? 0 : occurrences(body, '&') + 1
	if (type === 'multipart/form-data') {
		const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '')
		const delimiter = boundary?.[1] ?? boundary?.[2]
		// The last delimiter closes the body.
		return delimiter ? Math.max(0, occurrences(body, `--${delimiter}`) - 1) : 0
	}
	return 0
}

function occurrences(body: Buffer, needle: string): number {
	let count = 0
	for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) count++
	return count
}

function refuse(res: Response, status: number, message: string) {
	// What is left of the body is not read: the connection closes after the answer.
	res.status(status).set({ 'Cache-Control': 'no-store', Connection: 'close' }).type('text/plain').send(message)
}

/** The body as read by limitBodies, for the Remix handler; undefined when there was none. */
export function bodyOf(res: Response): Buffer | undefined {
	return res.locals.body as Buffer | undefined
}

/**
 * Reads every request body before any route sees it, counting bytes as they arrive (a
 * chunked body has no length to trust) and stopping at BODY_LIMIT_BYTES, then counts a
 * form's fields: either over its limit is a 413. Form parsing then never meets more
 * than a small, bounded input.
 */
export const limitBodies: RequestHandler = (req, res, next) => {
	const declared = req.headers['content-length']
	const hasBody = req.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0')
	if (!hasBody) return next()
	const encoding = req.headers['content-encoding']?.toLowerCase()
	// Browsers never compress what they post; a compressed body would be limited only after inflating.
	if (encoding && encoding !== 'identity') return refuse(res, 415, 'Compressed request bodies are not accepted.')
	getRawBody(req, { length: declared, limit: BODY_LIMIT_BYTES }, (error, body) => {
		if (error) {
			const status = (error as { status?: number }).status
			if (status === 413) return refuse(res, 413, 'The form is too large.')
			// Aborted by the client, or shorter than its Content-Length.
			return refuse(res, 400, 'Bad request.')
		}
		if (fieldCountOf(body, req.headers['content-type']) > FIELD_LIMIT) return refuse(res, 413, 'The form has too many fields.')
		res.locals.body = body
		next()
	})
}
