import { expect, test } from './support/test.ts'

// The journeys whose outcome the server alone decides (the security headers, the 404 page,
// Spanish under /es, Accept-Language and the picker's cookie) run over plain HTTP in
// tests/integration/journeys/shell.test.ts (issue 29); the browser keeps the skip link and
// what JavaScript changes.

test.describe('the document shell', () => {
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
