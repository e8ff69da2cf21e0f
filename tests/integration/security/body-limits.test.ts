import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES, FIELD_LIMIT } from '#server/body-limits.ts'
import { rawRequest } from '../raw-http.ts'
import { startServer } from '../server-process.ts'

// Issue 10 item 2: bodies and field counts are limited before any parsing, and a form
// never echoes a field it does not define. The real sandbox: the slowest form routes
// (rate list Select, sign-in) do their whole work.
// Its own server, one worker: the stall probe must meet the worker that parses, and on a
// shared server other files' requests would count as this file's stalls.
let server: { child: ChildProcess; baseUrl: string; output: () => string }
let stay: string
beforeAll(async () => {
	server = await startServer({ WEB_CONCURRENCY: '1' }) // one worker: the stall probe must meet the worker that parses
	const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
	stay = `propertyCode=NYCMC&fromDate=${day(10)}&toDate=${day(12)}`
}, 90_000)
afterAll(() => server?.child.kill('SIGKILL'))

const FORM = 'application/x-www-form-urlencoded'
const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
	const response = await fetch(`${server.baseUrl}${path}`, {
		method: 'POST',
		body,
		redirect: 'manual',
		headers: { Origin: server.baseUrl, 'Content-Type': FORM, ...headers },
	})
	return { status: response.status, text: await response.text(), headers: response.headers }
}
const fields = (count: number, value = '1') => Array.from({ length: count }, (_, i) => `f${i}=${value}`).join('&')

/**
 * The longest the event loop stalls while `work` runs, seen from outside: /healthz is
 * asked every few milliseconds, and an answer can only be late by as long as the loop
 * was busy (plus a loopback round trip, under 2 ms here).
 */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
	let running = true
	let longest = 0
	const probe = (async () => {
		while (running) {
			const started = performance.now()
			await fetch(`${server.baseUrl}/healthz`)
			longest = Math.max(longest, performance.now() - started)
			await new Promise((resolve) => setTimeout(resolve, 2))
		}
	})()
	await work()
	running = false
	await probe
	return longest
}

describe('request bodies are limited before any parsing', () => {
	it('a body over the limit is a short 413', async () => {
		const response = await post('/language', `locale=es-ES&returnTo=${'a'.repeat(BODY_LIMIT_BYTES)}`)
		expect(response.status).toBe(413)
		expect(response.text.length).toBeLessThan(100)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
	})

	it('the 40,000 repeated names are a 413 at once', async () => {
		const started = performance.now()
		expect((await post('/reservation/rateListMenu.mi', 'a=1&'.repeat(40_000))).status).toBe(413)
		expect(performance.now() - started).toBeLessThan(500)
	})

	it('a form with more fields than the limit is a 413, even when small', async () => {
		expect((await post('/sign-in.mi', fields(FIELD_LIMIT + 1))).status).toBe(413)
		expect((await post('/sign-in.mi', 'a&'.repeat(2000))).status).toBe(413)
	})

	it('a chunked body with no Content-Length is counted as it streams', async () => {
		const chunk = 'a=1&'.repeat(1024)
		const chunks = Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')
		const { status } = await rawRequest(
			server.baseUrl,
			`POST /language HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`,
		)
		expect(status).toBe(413)
	})

	it('a Content-Length over the limit is refused before its body is read', async () => {
		const { status } = await rawRequest(
			server.baseUrl,
			`POST /language HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: ${FORM}\r\nContent-Length: 1000000000\r\nConnection: close\r\n\r\nlocale=es`,
		)
		expect(status).toBe(413)
	})

	it('the largest forms still fit: sign-in answers, Select fills the cart and goes on with a 303', async () => {
		const signIn = await post(
			'/sign-in.mi',
			new URLSearchParams({ email: 'member@example.com', pwrd: 'wrong password', rememberMe: 'on', returnTo: '/', intent: 'sign-in' }).toString(),
		)
		expect(signIn.status).toBe(401)
		const select = await post(`/reservation/rateListMenu.mi?${stay}`, `${stay}&roomCount=1&numAdultsPerRoom=2&ratePlanCode=FLEX&roomCode=DKNG`)
		expect(select.status).toBe(303)
		expect(select.headers.get('Location')).toMatch(/^\/reservation\/guestInfo\.mi/)
	})
})

describe('a form never echoes a field it does not define', () => {
	it('unknown fields are not in the page that answers an invalid form', async () => {
		const marker = 'zz-echo-marker'
		const response = await post('/emailPassword.mi', `email=not-an-email&${marker}=${marker}&${fields(50, marker)}`)
		expect(response.status).toBe(400)
		expect(response.text).not.toContain(marker)
	})

	it('names conform would build huge or deep values from are ignored, in a query too', async () => {
		// Before: `/?destination=x&a[100000000]=1` (a 31-byte query) kept the process busy 80 s, then it died out of memory.
		for (const page of ['/?destination=new+york', `/reservation/rateListMenu.mi?${stay}`]) {
			for (const query of ['zq[100000000]=1', `zq${'[0]'.repeat(2000)}=1`]) {
				const started = performance.now()
				const response = await fetch(`${server.baseUrl}${page}&${query}`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
				expect(response.status).toBeLessThan(500)
				// The address itself comes back in links (returnTo); the parsed field must not.
				expect(await response.text()).not.toMatch(/"zq/)
				expect(performance.now() - started, `${page} ${query.slice(0, 20)}`).toBeLessThan(1000)
			}
		}
	})
})

describe('the worst accepted request does not stall the server', () => {
	it(`blocks the event loop under 50 ms`, async () => {
		// The most the limits let through, at the routes that do the most with a form.
		const filler = (count: number, used: number) => {
			const each = Math.floor((BODY_LIMIT_BYTES - used) / count) - 6
			return Array.from({ length: count }, (_, i) => `f${i}=${'x'.repeat(Math.max(1, each))}`).join('&')
		}
		const select = `${stay}&roomCount=1&numAdultsPerRoom=2&ratePlanCode=FLEX&roomCode=DKNG`
		const worst: [string, string][] = [
			[`/reservation/rateListMenu.mi?${stay}`, `${select}&${filler(FIELD_LIMIT - 7, select.length)}`],
			[`/reservation/rateListMenu.mi?${stay}`, `${select}&${Array.from({ length: FIELD_LIMIT - 7 }, () => `corporateCode=${'A'.repeat(150)}`).join('&')}`],
			['/sign-in.mi', `email=${'a'.repeat(2000)}&pwrd=${'b'.repeat(2000)}&rememberMe=on&${filler(FIELD_LIMIT - 3, 4100)}`],
			['/emailPassword.mi', `email=x&${filler(FIELD_LIMIT - 1, 10)}`],
			['/language', `locale=zz&${filler(FIELD_LIMIT - 1, 10)}`],
		]
		// Five tries each; the shortest, since a machine busy with other test files only adds
		// stalls of its own (a request that blocks for long blocks in every try).
		const stalls: Record<string, number> = {}
		for (const [path, body] of worst) {
			expect(body.length).toBeLessThanOrEqual(BODY_LIMIT_BYTES)
			const tries: number[] = []
			for (let i = 0; i < 5; i++) {
				let status = 0
				tries.push(await longestStall(async () => (status = (await post(path, body)).status)))
				expect(status, path).toBeLessThan(500)
			}
			stalls[`${path.split('?')[0]} ${body.length} B`] = Math.round(Math.min(...tries))
		}
		console.log(`shortest stall per worst request (ms): ${JSON.stringify(stalls)}`)
		for (const [label, stall] of Object.entries(stalls)) expect(stall, label).toBeLessThan(50)
	}, 60_000)
})
