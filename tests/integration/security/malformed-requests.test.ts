import { beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../raw-http.ts'
import { sharedServer, type SharedServer } from '../shared-server.ts'

// No upstream is needed to refuse a request: an address where nothing listens.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('no-upstream')
})

const stillServing = async () => (await fetch(`${server.baseUrl}/healthz`)).status

describe('a malformed request gets a 4xx for itself and the process keeps serving', () => {
	it.each([
		['an unparseable path', 'GET //[ HTTP/1.1\r\nHost: localhost'],
		['a path with a lone percent', 'GET /% HTTP/1.1\r\nHost: localhost'],
		['a broken percent-encoding', 'GET /hotels/%E0%A4%A/overview HTTP/1.1\r\nHost: localhost'],
		['a bad percent-encoding on a static path', 'GET /assets/%E0%A4%A HTTP/1.1\r\nHost: localhost'],
		['an absolute-form target', 'GET http://evil.example/ HTTP/1.1\r\nHost: localhost'],
		['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: localhost'],
		['TRACE', 'TRACE / HTTP/1.1\r\nHost: localhost'],
		['PUT', 'PUT / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0'],
		['a Host that is no host', 'GET / HTTP/1.1\r\nHost: [::1'],
		['a Host with a path', 'GET / HTTP/1.1\r\nHost: a/b'],
		[
			'a POST to an unparseable path',
			'POST //[ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b',
		],
	])('%s', async (_name, head) => {
		const { status } = await rawRequest(server.baseUrl, head)
		expect(status).toBeGreaterThanOrEqual(400)
		expect(status).toBeLessThan(500)
		expect(server.running()).toBe(true)
		expect(await stillServing()).toBe(200)
	})

	// The whole shared log: no file's request may leave a stack trace or a crashed worker.
	it('logs no stack trace for them', () => {
		expect(server.output()).not.toMatch(/URIError|TypeError|\n\s+at /)
		// Under the supervisor a crashed worker is replaced, so its log line is the evidence.
		expect(server.output()).not.toMatch(/worker crashed|worker died/)
	})
})
