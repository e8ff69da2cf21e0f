import { beforeAll, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from './shared-server.ts'

// Decision 027: on a first visit the site's stylesheet is inside the document, allowed by
// the response's CSP nonce alone (no other inline style is); a visitor who has been here
// gets it linked, from the browser's cache, and no copy inside the page.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('app')
})

it('on a first visit carries the stylesheet inline under the nonce of its own CSP, and links none of its own', async () => {
	const response = await fetch(`${server.baseUrl}/sign-in.mi`)
	const policy = response.headers.get('Content-Security-Policy') ?? ''
	const styleSrc = /style-src ([^;]+)/.exec(policy)?.[1] ?? ''
	expect(styleSrc).not.toContain("'unsafe-inline'")
	const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1]
	expect(nonce).toBeTruthy()
	const html = await response.text()
	const style = /<style id="site-styles" nonce="([^"]*)">([^<]*)<\/style>/.exec(html)
	expect(style?.[1]).toBe(nonce)
	expect(style?.[2]?.length).toBeGreaterThan(10_000)
	expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/app-/)
})

it('links the stylesheet for a visitor who has been here (a cookie of ours), with no copy inline', async () => {
	const first = await fetch(`${server.baseUrl}/`)
	const cookie =
		first.headers
			.getSetCookie()
			.map((line) => line.split(';')[0])
			.join('; ') || 'lang=en-US'
	const html = await (await fetch(`${server.baseUrl}/sign-in.mi`, { headers: { Cookie: cookie } })).text()
	expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/)
	expect(html).not.toContain('<style id="site-styles"')
})
