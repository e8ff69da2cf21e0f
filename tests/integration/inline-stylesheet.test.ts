import { beforeAll, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from './shared-server.ts'

// Decision 027: a browser never sent this build's stylesheet gets it inside the document,
// allowed by the response's CSP nonce alone (no other inline style is), with the file
// prefetched for the next page; a cookie then says so, except on a response a shared
// cache may keep. A browser that was sent it gets it linked, from its cache, and no copy
// inside the page.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('app')
})

const page = (path: string, cookie?: string) => fetch(`${server.baseUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
const PREFETCH = /<link rel="prefetch" href="(\/assets\/app-[\w-]+\.css)" as="style"\/>/
const LINKED = /<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/
const markerOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('stylesheet='))
const cookieOf = (href: string) => `stylesheet=${encodeURIComponent(btoa(JSON.stringify(href)))}`

it('on a first visit carries the stylesheet inline under the nonce of its own CSP, links none, and prefetches the file', async () => {
	const response = await page('/sign-in.mi')
	const policy = response.headers.get('Content-Security-Policy') ?? ''
	const styleSrc = /style-src ([^;]+)/.exec(policy)?.[1] ?? ''
	expect(styleSrc).not.toContain("'unsafe-inline'")
	const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1]
	expect(nonce).toBeTruthy()
	const html = await response.text()
	const style = /<style id="site-styles" nonce="([^"]*)">([^<]*)<\/style>/.exec(html)
	expect(style?.[1]).toBe(nonce)
	expect(style?.[2]?.length).toBeGreaterThan(10_000)
	expect(html).not.toMatch(LINKED)
	expect(html).toMatch(PREFETCH)
})

it('sets no cookie on a public page a shared cache may keep, and says it sent the file on any other', async () => {
	// The home page read with no cookie: public for a minute, so the same for everyone.
	const home = await page('/')
	expect(home.headers.get('Cache-Control')).toBe('public, max-age=60')
	expect(home.headers.getSetCookie()).toEqual([])
	// A visitor with a cookie of ours (a booking's deep link, Lighthouse's audit with an empty cache).
	const response = await page('/sign-in.mi', 'lang=en-US')
	const html = await response.text()
	expect(html).toContain('<style id="site-styles"')
	const file = PREFETCH.exec(html)?.[1]
	expect(file).toBeDefined()
	const marker = markerOf(response)
	expect(marker).toMatch(/; HttpOnly;.*SameSite=Lax/)
	expect(marker?.split(';')[0]).toBe(cookieOf(file ?? ''))
	// A HEAD gets no page, so it prefetched nothing: no cookie says it did.
	expect(markerOf(await fetch(`${server.baseUrl}/sign-in.mi`, { method: 'HEAD', headers: { Cookie: 'lang=en-US' } }))).toBeUndefined()
	// A page that sets a cookie of its own is private anyway: it says so too.
	expect(markerOf(await page('/hotels/nycmc-meridian-new-york-times-square/overview'))).toBe(marker)
})

it("links the stylesheet for a browser that was sent this build's file, and inlines it for an older build's", async () => {
	const file = PREFETCH.exec(await (await page('/sign-in.mi')).text())?.[1] ?? ''
	const held = await page('/sign-in.mi', `lang=en-US; ${cookieOf(file)}`)
	const html = await held.text()
	expect(html).toMatch(LINKED)
	expect(html).not.toContain('<style id="site-styles"')
	expect(html).not.toMatch(PREFETCH)
	expect(markerOf(held)).toBeUndefined()
	const older = await (await page('/sign-in.mi', cookieOf('/assets/app-OLDBUILD.css'))).text()
	expect(older).toContain('<style id="site-styles"')
	expect(older).not.toMatch(LINKED)
})
