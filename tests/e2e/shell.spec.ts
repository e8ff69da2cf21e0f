import { expect, test } from './support/test.ts'

test.describe('the document shell', () => {
	test('the home page answers with the security headers', async ({ page }) => {
		const response = await page.goto('/')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Find your next stay' })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

		const headers = response!.headers()
		const csp = headers['content-security-policy'] ?? ''
		const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
		expect(nonce, 'the CSP carries a nonce').toBeTruthy()
		expect(csp).toContain("frame-ancestors 'none'")
		expect(csp).toContain("object-src 'none'")
		expect(headers['x-frame-options']).toBe('DENY')
		expect(headers['x-content-type-options']).toBe('nosniff')
		expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
		expect(headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{1,64}$/)

		// Every script in the served document carries this response's nonce.
		const html = await response!.text()
		const scriptTags = html.match(/<script\b[^>]*>/g) ?? []
		expect(scriptTags.length).toBeGreaterThan(0)
		for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`)
	})

	test('an unknown address is a styled 404 page with a reference', async ({ page }) => {
		const response = await page.goto('/no-such-page/at-all')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
		await expect(page.getByText(/^Reference: [A-Za-z0-9._-]+$/)).toBeVisible()
		expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
		await page.getByRole('link', { name: 'Go to the home page' }).click()
		await expect(page).toHaveURL('/')
		await expect(page.getByRole('heading', { level: 1, name: 'Find your next stay' })).toBeVisible()
	})

	test('the Spanish pages live under /es', async ({ page }) => {
		const response = await page.goto('/es')
		expect(response?.status()).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
		await expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu próxima estancia' })).toBeVisible()
		expect(response!.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/)
		expect(response!.headers()['x-content-type-options']).toBe('nosniff')

		const missing = await page.goto('/es/no-existe')
		expect(missing?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
	})

	test('the skip link moves to the main content', async ({ page }) => {
		await page.goto('/')
		await page.keyboard.press('Tab')
		const skip = page.getByRole('link', { name: 'Skip to main content' })
		await expect(skip).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/#main-content$/)
	})
})

test.describe('choosing the language', () => {
	test.describe('for a Spanish-speaking browser', () => {
		test.use({ locale: 'es-MX' }) // the browser's Accept-Language

		test('Accept-Language picks Spanish when the URL names no locale', async ({ page }) => {
			await page.goto('/')
			await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
			await expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu próxima estancia' })).toBeVisible()
		})

		test("the picker's cookie wins over Accept-Language", async ({ page }) => {
			await page.goto('/language')
			await page.getByLabel('Idioma', { exact: true }).first().selectOption('en-US')
			await page.getByRole('button', { name: 'Cambiar idioma' }).first().click()
			await expect(page).toHaveURL('/')
			await page.reload()
			await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
			await expect(page.getByRole('heading', { level: 1, name: 'Find your next stay' })).toBeVisible()
		})
	})

	test("a page fetches its own locale's messages only, preloaded by the document", { tag: '@js-only' }, async ({ page }) => {
		const scripts: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
		})
		await page.goto('/es/no-such-page')
		await expect(page.locator('head link[rel="modulepreload"][href^="/assets/es-ES-"]')).toHaveCount(1)
		// Hydrated, and with the Spanish messages: the picker posts without a reload and the
		// page that comes back is rendered in the browser, in English.
		await page.getByLabel('Idioma', { exact: true }).selectOption('en-US')
		await page.getByRole('button', { name: 'Cambiar idioma' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
		const catalogues = scripts.filter((path) => /^\/assets\/[a-z]{2}-[A-Z]{2}-/.test(path))
		expect(catalogues.map((path) => path.slice(8, 13))).toEqual(['es-ES', 'en-US'])
	})

	test('the picker switches to Spanish and back, staying on the same page', { tag: '@js' }, async ({ page }) => {
		await page.goto('/no-such-page')
		await page.getByLabel('Language', { exact: true }).selectOption('es-ES')
		await page.getByRole('button', { name: 'Change language' }).click()
		await expect(page).toHaveURL('/es/no-such-page')
		await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()

		await page.getByRole('link', { name: 'Ir a la página de inicio' }).click()
		await expect(page).toHaveURL('/es')
		await page.getByLabel('Idioma', { exact: true }).selectOption('en-US')
		await page.getByRole('button', { name: 'Cambiar idioma' }).click()
		await expect(page).toHaveURL('/')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

		// The choice is remembered in a cookie for pages whose URL names no locale.
		const cookie = (await page.context().cookies()).find((c) => c.name === 'locale')
		expect(cookie?.httpOnly).toBe(true)
		expect(cookie?.sameSite).toBe('Lax')
	})
})
