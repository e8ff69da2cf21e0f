import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServer } from './server-process.ts'

// Decision 026: the site's stylesheet is inside the document, allowed by the response's
// CSP nonce alone; no other inline style is.
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer({ LOG_LEVEL: 'warn' })
})
afterAll(() => server?.child.kill('SIGKILL'))

it('carries the stylesheet inline under the nonce of its own CSP, and links none of its own', async () => {
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
