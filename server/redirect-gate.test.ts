import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gateRedirects } from './redirect-gate.ts'

// A tiny app whose routes redirect where the query says, the way a buggy route would.
let baseUrl: string
let close: () => void
beforeAll(async () => {
	const app = express()
	app.use(gateRedirects)
	app.all('/express-redirect', (req, res) => res.redirect(Number(req.query.status ?? 302), String(req.query.to)))
	app.all('/raw-header', (req, res) => {
		res.statusCode = Number(req.query.status ?? 302)
		res.setHeader('Location', String(req.query.to))
		res.end()
	})
	app.get('/remix-data-redirect', (req, res) => {
		res.status(204).setHeader('X-Remix-Redirect', String(req.query.to))
		res.end()
	})
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	close = () => server.close()
})
afterAll(() => close())

const go = (path: string, to: string, init: RequestInit = {}) =>
	fetch(`${baseUrl}${path}?to=${encodeURIComponent(to)}${init.method === 'POST' ? '&status=307' : ''}`, { redirect: 'manual', ...init })

const HOSTILE: [string, string][] = [
	['//x', '//x'],
	['//evil.example', '//evil.example'],
	['/\\x', '/\\x'],
	['/./\\/x', '/./\\/x'],
	['/.//x', '/.//x'],
	['/es/..//x', '/es/..//x'],
	['a tab inside', '/\t/evil.example'],
	['https:x', 'https:x'],
	['javascript:alert(1)', 'javascript:alert(1)'],
	['http://evil.example/', 'http://evil.example/'],
	['https://evil.example/', 'https://evil.example/'],
	['5,000 characters', `/${'a'.repeat(5000)}`],
]

describe('every redirect the server sends stays on this origin', () => {
	it.each(HOSTILE)('a Location of %s becomes /', async (_label, to) => {
		const raw = await go('/raw-header', to)
		expect(raw.status).toBe(302)
		expect(raw.headers.get('Location')).toBe('/')
		// Express percent-encodes some of them first (a tab becomes %09); either way the browser stays here.
		const viaExpress = (await go('/express-redirect', to)).headers.get('Location') ?? ''
		expect(new URL(viaExpress, baseUrl).origin).toBe(baseUrl)
		expect(viaExpress.startsWith('//')).toBe(false)
		const data = await go('/remix-data-redirect', to)
		expect(data.headers.get('X-Remix-Redirect')).toBe('/')
	})

	it('a CR/LF in a Location never reaches the wire as a header', async () => {
		// Node itself refuses to write it; the gate must not make that worse (no crash, no header split).
		const response = await go('/express-redirect', '/x\r\nSet-Cookie: a=b')
		expect(response.headers.get('Set-Cookie')).toBeNull()
		expect(response.headers.get('Location')).not.toMatch(/[\r\n]/)
	})

	it.each(['/', '/reservation/guestInfo.mi?x=1', '/es/sign-in.mi?returnTo=%2F%2Fx'])('a same-origin Location %j is kept', async (to) => {
		const response = await go('/raw-header', to)
		expect(response.headers.get('Location')).toBe(to)
	})

	it("the brand sites' origins (the leaving notice's way on) are kept, look-alikes are not", async () => {
		const ritz = 'https://www.ritzcarlton.com/en/hotel-review/CHIRZ'
		expect((await go('/raw-header', ritz)).headers.get('Location')).toBe(ritz)
		expect((await go('/raw-header', 'https://www.bulgarihotels.com/en_US/milano')).headers.get('Location')).toBe('https://www.bulgarihotels.com/en_US/milano')
		expect((await go('/raw-header', 'https://www.ritzcarlton.com.evil.example/')).headers.get('Location')).toBe('/')
		expect((await go('/raw-header', 'http://www.ritzcarlton.com/')).headers.get('Location')).toBe('/')
	})

	it('an absolute Location of this very origin is kept, another port is not', async () => {
		expect((await go('/raw-header', `${baseUrl}/somewhere`)).headers.get('Location')).toBe(`${baseUrl}/somewhere`)
		expect((await go('/raw-header', 'http://127.0.0.1:1/somewhere')).headers.get('Location')).toBe('/')
	})
})

describe('a redirect answering a form post is a 303', () => {
	it.each([301, 302, 307, 308])('POST answered %i becomes 303; GET keeps it', async (status) => {
		for (const path of ['/express-redirect', '/raw-header']) {
			const post = await fetch(`${baseUrl}${path}?to=/error&status=${status}`, { method: 'POST', redirect: 'manual' })
			expect(post.status).toBe(303)
			expect(post.headers.get('Location')).toBe('/error')
			const get = await fetch(`${baseUrl}${path}?to=/error&status=${status}`, { redirect: 'manual' })
			expect(get.status).toBe(status)
		}
	})
})
