import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { exitOf, startServer } from './server-process.ts'

// An upstream whose health check takes its time, so /readyz is a slow in-flight request.
function slowUpstream(delayMs: number) {
	let arrived: () => void = () => {}
	const requestArrived = new Promise<void>((resolve) => (arrived = resolve))
	const server: Server = createServer((_req, res) => {
		arrived()
		setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'), delayMs)
	})
	return new Promise<{ url: string; requestArrived: Promise<void>; close: () => void }>((resolve) => {
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as AddressInfo
			resolve({ url: `http://127.0.0.1:${port}`, requestArrived, close: () => server.close() })
		})
	})
}

function refusesConnections(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect(port, '127.0.0.1')
		socket.once('connect', () => {
			socket.destroy()
			resolve(false)
		})
		socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
	})
}

const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

// Servers of its own: stopping one is what it tests.
describe('graceful shutdown', () => {
	it('finishes a slow in-flight request after SIGTERM, refuses new connections, and exits', async () => {
		const upstream = await slowUpstream(1_500)
		cleanups.push(upstream.close)
		const { child, baseUrl, output } = await startServer({ UPSTREAM_URL: upstream.url })
		cleanups.push(() => child.kill('SIGKILL'))
		const port = Number(new URL(baseUrl).port)

		const inFlight = fetch(`${baseUrl}/readyz`)
		await upstream.requestArrived
		const signalledAt = Date.now()
		child.kill('SIGTERM')

		let refused = false
		while (!refused && Date.now() - signalledAt < 1_000) {
			refused = await refusesConnections(port)
		}
		expect(refused, 'new connections are refused once SIGTERM arrives').toBe(true)

		const response = await inFlight
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ status: 'ready' })
		expect(Date.now() - signalledAt).toBeGreaterThan(1_000) // it really was still running

		expect(await exitOf(child)).toBe(0)
		expect(Date.now() - signalledAt).toBeLessThan(10_000)
		expect(output()).toContain('SIGTERM received')
	})
})
