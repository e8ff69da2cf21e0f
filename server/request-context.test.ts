import { connect, type AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { currentRequestId } from '#app/services/request-context.server.ts'
import { bindRequestContext } from './request-context.ts'

// The body arrives after the headers, as a browser's larger post does: its events come from the connection.
function postSlowly(port: number, id: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const socket = connect(port, '127.0.0.1', () => {
			socket.write(`POST / HTTP/1.1\r\nHost: x\r\nX-Request-Id: ${id}\r\nContent-Length: 3\r\nConnection: close\r\n\r\n`)
			setTimeout(() => socket.write('x=1'), 50)
		})
		let answer = ''
		socket.on('data', (chunk) => (answer += chunk))
		socket.on('end', () => resolve(answer))
		socket.on('error', reject)
	})
}

describe('bindRequestContext', () => {
	it('keeps the request id through a body read, so a POST handler logs it too', async () => {
		const app = express()
		app.use((req, res, next) => {
			res.locals.requestId = req.headers['x-request-id']
			next()
		})
		app.use(bindRequestContext)
		app.use((req, res) => {
			req.resume().on('end', () => setTimeout(() => res.json({ seen: currentRequestId() ?? null }), 5))
		})
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		const { port } = server.address() as AddressInfo
		try {
			const answers = await Promise.all(['a', 'b', 'c'].map((id) => postSlowly(port, id)))
			expect(answers.map((answer) => answer.slice(answer.indexOf('{')))).toEqual(['{"seen":"a"}', '{"seen":"b"}', '{"seen":"c"}'])
		} finally {
			server.close()
		}
	})
})
