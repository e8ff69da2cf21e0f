import type { AddressInfo } from 'node:net'
import { request as httpRequest } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES, bodyOf, FIELD_LIMIT, fieldCountOf, limitBodies } from './body-limits.ts'

const FORM = 'application/x-www-form-urlencoded'

describe('fieldCountOf', () => {
	it('counts url-encoded pairs and multipart parts without parsing', () => {
		expect(fieldCountOf(Buffer.from(''), FORM)).toBe(0)
		expect(fieldCountOf(Buffer.from('a=1'), FORM)).toBe(1)
		expect(fieldCountOf(Buffer.from('a=1&b=2&&'), `${FORM}; charset=UTF-8`)).toBe(4)
		const multipart = '--xy\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xy\r\nContent-Disposition: form-data; name="b"\r\n\r\n2\r\n--xy--\r\n'
		expect(fieldCountOf(Buffer.from(multipart), 'multipart/form-data; boundary=xy')).toBe(2)
		expect(fieldCountOf(Buffer.from(multipart), 'multipart/form-data; boundary="xy"')).toBe(2)
		expect(fieldCountOf(Buffer.from('a&b&c'), 'application/json')).toBe(0)
	})
})

// A tiny app: the limits in front of a handler that answers with what it was given.
let baseUrl: string
let close: () => void
beforeAll(async () => {
	const app = express()
	app.use(limitBodies)
	app.post('/echo-length', (_req, res) => {
		res.send(String(bodyOf(res)?.length ?? 'none'))
	})
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	close = () => server.close()
})
afterAll(() => close())

const post = (body: string, headers: Record<string, string> = { 'Content-Type': FORM }) =>
	fetch(`${baseUrl}/echo-length`, { method: 'POST', body, headers }).then(async (response) => ({ status: response.status, text: await response.text() }))

/** Streams `total` bytes chunked (no Content-Length); resolves with the status and the bytes the server took before answering. */
function postChunked(total: number): Promise<{ status: number; sentBeforeAnswer: number }> {
	return new Promise((resolve, reject) => {
		let sent = 0
		let answered = false
		const { hostname, port } = new URL(baseUrl)
		const req = httpRequest(
			{ hostname, port, path: '/echo-length', method: 'POST', headers: { 'Content-Type': FORM, 'Transfer-Encoding': 'chunked' } },
			(res) => {
				answered = true
				res.resume()
				res.on('end', () => resolve({ status: res.statusCode ?? 0, sentBeforeAnswer: sent }))
			},
		)
		req.on('error', (error) => (answered ? undefined : reject(error)))
		const chunk = 'a=1&'.repeat(256) // 1 KB
		// One chunk at a time, as a slow client would: the server's answer shows when it stopped reading.
		const pump = () => {
			if (answered) return
			if (sent >= total) return void req.end()
			sent += chunk.length
			req.write(chunk, () => setTimeout(pump, 1))
		}
		pump()
	})
}

describe('limitBodies', () => {
	it('hands a body within the limits to the route', async () => {
		expect(await post('a=1')).toEqual({ status: 200, text: '3' })
		expect(await post('x'.repeat(BODY_LIMIT_BYTES))).toEqual({ status: 200, text: String(BODY_LIMIT_BYTES) })
		expect(await post(Array.from({ length: FIELD_LIMIT }, (_, i) => `f${i}=1`).join('&'))).toMatchObject({ status: 200 })
	})

	it('refuses a body over the size limit with a short 413', async () => {
		const response = await post(`email=${'a'.repeat(BODY_LIMIT_BYTES)}`)
		expect(response.status).toBe(413)
		expect(response.text.length).toBeLessThan(100)
	})

	it('refuses a form with more fields than the limit (the 40,000 repeated names)', async () => {
		expect((await post(Array.from({ length: FIELD_LIMIT + 1 }, (_, i) => `f${i}=1`).join('&'))).status).toBe(413)
		expect((await post('a&'.repeat(5000))).status).toBe(413)
		const parts = Array.from({ length: FIELD_LIMIT + 1 }, () => '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n').join('')
		expect((await post(`${parts}--b--\r\n`, { 'Content-Type': 'multipart/form-data; boundary=b' })).status).toBe(413)
	})

	it('stops reading a chunked body (no Content-Length to trust) at the limit', async () => {
		const { status, sentBeforeAnswer } = await postChunked(10 * 1024 * 1024)
		expect(status).toBe(413)
		// The answer came right after the limit, not after the 10 MB.
		expect(sentBeforeAnswer).toBeLessThan(4 * BODY_LIMIT_BYTES)
	})

	it('refuses a compressed body, which would be limited only once inflated', async () => {
		expect((await post('a=1', { 'Content-Type': FORM, 'Content-Encoding': 'gzip' })).status).toBe(415)
	})
})
