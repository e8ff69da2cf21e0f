import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../visitor.ts'
import { site, visitorOf, type Site } from './site-visitor.ts'

// The document shell's journeys whose outcome the server alone decides (issue 29), moved
// from tests/e2e/shell.spec.ts: a visitor with JavaScript off over plain HTTP. The browser
// keeps the skip link (focus) and the picker JavaScript changes.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const lang = (page: Page) => page.document.documentElement.getAttribute('lang')

describe('the document shell', () => {
	it('the home page answers with the security headers', async () => {
		const page = await (await visitorOf(server)).goto('/')
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Find your next stay')
		expect(lang(page)).toBe('en-US')

		const csp = page.headers.get('content-security-policy') ?? ''
		const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
		expect(nonce, 'the CSP carries a nonce').toBeTruthy()
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("object-src 'none'")
		expect(page.headers.get('x-frame-options')).toBe('DENY')
		expect(page.headers.get('x-content-type-options')).toBe('nosniff')
		expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
		expect(page.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]{1,64}$/)

		// Every script in the served document carries this response's nonce.
		const scriptTags = page.html.match(/<script\b[^>]*>/g) ?? []
		expect(scriptTags.length).toBeGreaterThan(0)
		for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`)
	})

	it('an unknown address is a styled 404 page with a reference', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/no-such-page/at-all')
		expect(page.status).toBe(404)
		expect(page.heading).toBe('Page not found')
		expect(page.texts('main p')).toContainEqual(expect.stringMatching(/^Reference: [A-Za-z0-9._-]+$/))
		expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
		const home = await guest.follow('Go to the home page')
		expect(home.path).toBe('/')
		expect(home.heading).toBe('Find your next stay')
	})

	it('the Spanish pages live under /es', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/es')
		expect(page.status).toBe(200)
		expect(lang(page)).toBe('es-ES')
		expect(page.heading).toBe('Encuentra tu próxima estancia')
		expect(page.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/)
		expect(page.headers.get('x-content-type-options')).toBe('nosniff')

		const missing = await guest.goto('/es/no-existe')
		expect(missing.status).toBe(404)
		expect(missing.heading).toBe('Página no encontrada')
	})
})

describe('choosing the language, for a Spanish-speaking browser', () => {
	it('Accept-Language picks Spanish when the URL names no locale', async () => {
		const page = await (await visitorOf(server, { 'Accept-Language': 'es-MX' })).goto('/')
		expect(lang(page)).toBe('es-ES')
		expect(page.heading).toBe('Encuentra tu próxima estancia')
	})

	it("the picker's cookie wins over Accept-Language", async () => {
		const guest = await visitorOf(server, { 'Accept-Language': 'es-MX' })
		const picker = await guest.goto('/language')
		const home = await guest.submit(picker.form('Cambiar idioma'), { Idioma: 'en-US' }, 'Cambiar idioma')
		expect(home.redirects.at(-1)?.status).toBe(303)
		expect(home.path).toBe('/')
		expect(guest.cookies.get('locale')).toBeTruthy()
		const again = await guest.goto('/')
		expect(lang(again)).toBe('en-US')
		expect(again.heading).toBe('Find your next stay')
	})
})
