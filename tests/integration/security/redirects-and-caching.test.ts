import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { cookiesOf, getPage } from './site.ts'

// Issue 10 items 8 and 11 at the HTTP level, against the real sandbox: a redirect
// answering a post is a 303, and a member's pages are never stored by a shared cache.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('app')
}, 90_000)

const get = (path: string, cookie?: string) => getPage(server.baseUrl, path, { cookie })

describe('a redirect answering a post is a 303', () => {
	it('POST to a reservation page that does not exist (the not-found rule answers 307) gets a 303', async () => {
		const response = await fetch(`${server.baseUrl}/reservation/noSuchPage.mi`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'a=1',
		})
		expect(response.status).toBe(303)
		expect(new URL(response.headers.get('Location') ?? '', server.baseUrl).origin).toBe(server.baseUrl)
	})

	it('the same page read with GET keeps its 307', async () => {
		expect((await get('/reservation/noSuchPage.mi')).status).toBe(307)
	})
})

describe('Cache-Control', () => {
	it('an anonymous public page may sit in a shared cache for a minute', async () => {
		for (const path of ['/', '/es', '/?destination=new+york']) {
			const response = await get(path)
			expect(response.status, path).toBe(200)
			expect(response.headers.getSetCookie(), path).toEqual([])
			expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=60')
			expect(response.headers.get('Vary'), path).toMatch(/Cookie/)
		}
	})

	it('a hotel page that sets the recently-viewed cookie is private', async () => {
		const response = await get('/hotels/nycmc-meridian-new-york-times-square/overview')
		expect(response.headers.getSetCookie().length).toBeGreaterThan(0)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
	})

	it('a booking page is private even for an anonymous visitor', async () => {
		const response = await get('/reservation/rateListMenu.mi?propertyCode=NYCMC')
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
	})

	it('a signed-in member: the sign-in answer and every page after it are private, no-store', async () => {
		const signIn = await fetch(`${server.baseUrl}/sign-in.mi`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ email: 'gold@example.com', pwrd: 'Welcome#2026', rememberMe: 'on', returnTo: '/', intent: 'sign-in' }),
		})
		expect(signIn.status).toBe(303)
		expect(signIn.headers.get('Cache-Control')).toBe('private, no-store')
		const cookie = cookiesOf(signIn)
		expect(cookie).toMatch(/^(__Host-session|__session)=/)

		const home = await get('/', cookie)
		expect(await home.text()).toMatch(/Lindqvist|Sign out/i)
		expect(home.headers.get('Cache-Control')).toBe('private, no-store')
		for (const path of [
			'/hotels/nycmc-meridian-new-york-times-square/overview',
			'/loyalty/myAccount/saveProperties.mi',
			'/reservation/rateListMenu.mi?propertyCode=NYCMC',
		]) {
			expect((await get(path, cookie)).headers.get('Cache-Control'), path).toBe('private, no-store')
		}
	})

	it('a fingerprinted asset keeps its immutable cache, cookie or not', async () => {
		const html = await (await get('/')).text()
		const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0]
		expect(asset).toBeDefined()
		for (const cookie of [undefined, '__session=x']) {
			expect((await get(asset!, cookie)).headers.get('Cache-Control')).toMatch(/immutable/)
		}
	})
})

/** An answer's headers and its body as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
	return new Promise((resolve, reject) => {
		request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
		})
			.on('error', reject)
			.end()
	})
}

describe('client assets go out compressed at build time (issue 29)', () => {
	it("sends the build's .br, else its .gz, else the file, each whole, with Vary and the immutable cache", async () => {
		const html = await (await get('/')).text()
		// Every page's shared part (scripts/vite-route-family-chunks.ts): large enough to be worth compressing.
		const asset = /\/assets\/shell-[\w-]+\.js/.exec(html)?.[0]
		expect(asset).toBeDefined()
		const file = readFileSync(`${process.env.BUILD_ROOT ?? '.'}/build/client${asset}`)
		const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes }
		const onDisk = { br: `${asset}.br`, gzip: `${asset}.gz`, identity: asset }
		for (const [accepted, encoding] of [
			['gzip, deflate, br', 'br'],
			['gzip', 'gzip'],
			['identity', 'identity'],
		] as const) {
			const { headers, body } = await rawGet(`${server.baseUrl}${asset}`, accepted)
			expect(headers['content-encoding'], accepted).toBe(encoding === 'identity' ? undefined : encoding)
			// A length up front: the bytes were ready, not compressed while streaming.
			expect(Number(headers['content-length']), accepted).toBe(readFileSync(`${process.env.BUILD_ROOT ?? '.'}/build/client${onDisk[encoding]}`).length)
			expect(headers['vary'], accepted).toMatch(/Accept-Encoding/)
			expect(headers['cache-control'], accepted).toMatch(/immutable/)
			expect(headers['content-type'], accepted).toMatch(/javascript/)
			expect(decoders[encoding](body).equals(file), accepted).toBe(true)
		}
	})

	it("sends with an asset only what a script or stylesheet needs, not the document policy (issue 32: ~1 KB on each of a booking's ~65 chunks)", async () => {
		const html = await (await get('/')).text()
		const asset = /\/assets\/shell-[\w-]+\.js/.exec(html)?.[0]
		const { headers } = await rawGet(`${server.baseUrl}${asset}`, 'gzip, deflate, br')
		expect(headers['x-content-type-options']).toBe('nosniff')
		expect(headers['cross-origin-resource-policy']).toBe('same-origin')
		for (const documentOnly of [
			'content-security-policy',
			'strict-transport-security',
			'x-frame-options',
			'cross-origin-opener-policy',
			'referrer-policy',
			'etag',
			'last-modified',
			// Nobody traces an immutable file's fetch, nor asks for a part of a script: ~75 bytes on each of ~78.
			'x-request-id',
			'accept-ranges',
		]) {
			expect(headers[documentOnly], documentOnly).toBeUndefined()
		}
	})
})

describe("Remix's route discovery (GET /__manifest, scripts on; issue 32)", () => {
	const discover = async (...paths: string[]) => {
		const html = await (await get('/hotels/nycmc-meridian-new-york-times-square/overview')).text()
		const version = /"version":\s*"(\w+)"/.exec(html)?.[1]
		expect(version).toBeDefined()
		const query = new URLSearchParams([...paths.map((path) => ['p', path]), ['version', version ?? '']])
		return rawGet(`${server.baseUrl}/__manifest?${query}`, 'identity')
	}

	it('answers a request naming one booking step with every step, so no step waits for a request of its own', async () => {
		const { body } = await discover('/reservation/rateListMenu.mi')
		const routes = Object.keys(JSON.parse(body.toString('utf8')))
		for (const step of ['rate-list', 'guest-info', 'card-payment', 'review', 'confirmation']) {
			expect(routes, step).toContain(`routes/booking/${step}`)
		}
		expect(routes).toContain('routes/operations/session-timeout-warning')
	})

	it('sends with it what a script needs, not the document policy (the answer is JSON for the router, never a page)', async () => {
		const { headers } = await discover('/reservation/rateListMenu.mi')
		expect(headers['x-content-type-options']).toBe('nosniff')
		expect(headers['cross-origin-resource-policy']).toBe('same-origin')
		for (const documentOnly of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'cross-origin-opener-policy']) {
			expect(headers[documentOnly], documentOnly).toBeUndefined()
		}
	})
})

describe('an image goes out with the policy of an image, not of a page (issue 32)', () => {
	it('a picture of the site or a hotel: scripts and everything else shut off should it be opened as a page, without the page policy', async () => {
		for (const path of ['/images/content/hero-nycmc.svg', '/content/dam/nycmc/hotel-logo.png']) {
			const { headers } = await rawGet(`${server.baseUrl}${path}`, 'gzip, deflate, br')
			expect(headers['content-type'], path).toMatch(/^image\//)
			expect(headers['x-content-type-options'], path).toBe('nosniff')
			expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
			expect(headers['content-security-policy'], path).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
			for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-dns-prefetch-control', 'origin-agent-cluster']) {
				expect(headers[pageOnly], `${path} ${pageOnly}`).toBeUndefined()
			}
		}
	})
})

describe("a page's data for the browser's router (single fetch, scripts on; issue 32)", () => {
	it('goes out with what a script needs, not the document policy (it is read by a script, never shown as a page)', async () => {
		for (const path of ['/hotels/nycmc-meridian-new-york-times-square/overview.data', '/_root.data', '/reservation/guestInfo.mi.data']) {
			const { headers } = await rawGet(`${server.baseUrl}${path}`, 'identity')
			expect(headers['content-type'], path).toMatch(/^text\/x-script/)
			expect(headers['x-content-type-options'], path).toBe('nosniff')
			expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
			for (const documentOnly of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
				expect(headers[documentOnly], `${path} ${documentOnly}`).toBeUndefined()
			}
		}
		// The page itself keeps its policy.
		const page = await rawGet(`${server.baseUrl}/hotels/nycmc-meridian-new-york-times-square/overview`, 'identity')
		expect(page.headers['content-security-policy']).toContain("default-src 'self'")
	})
})
