import { expect, test } from './support/test.ts'

// The hotel header's variants (spec 000 §2, §3, §5) across the seeded hotels, and the
// hotel-details overlay: a page without JavaScript, a modal with it. The variants whose
// outcome the server alone decides (New York, daclogo, Chicago, Austin, Las Vegas, Shanghai,
// a max property's missing tooltip, the details page's 404 and Austin's details) run over
// plain HTTP in tests/integration/journeys/hotel-header-variants.test.ts (issue 29); the
// browser keeps the tooltip that focus shows, the details page reached by a click with
// JavaScript off, and what JavaScript alone does.
const NYC = 'nycmc-meridian-new-york-times-square'
const CHI = 'chirz-the-ritz-carlton-chicago'
const SHA = 'shamc-meridian-shanghai-pudong'

test.describe('the Chinese variant', () => {
	test.use({ locale: 'zh-CN' })

	test('Shanghai: reviews are never shown; the stars carry the rating tooltip', async ({ page }) => {
		await page.goto(`/hotels/${SHA}/overview`)
		const header = page.locator('.hotel-header').first()
		await expect(header.getByRole('heading', { level: 1, name: 'Meridian Shanghai Pudong' })).toBeVisible()
		await expect(page.getByRole('link', { name: /reviews/i })).toHaveCount(0)
		const stars = header.getByText('4.5 out of 5 stars')
		await expect(stars).toBeVisible()
		// Hidden until hover or focus, and so out of the accessibility tree until then.
		const tooltip = header.getByRole('tooltip', { includeHidden: true })
		await expect(tooltip).toHaveText('Ratings are based on verified guest stays at Meridian hotels.')
		await expect(tooltip).toBeHidden()
		await header.locator('.hotel-tooltip').focus()
		await expect(header.getByRole('tooltip')).toBeVisible()
		await expect(header.locator('.hotel-tooltip')).toHaveAccessibleDescription('Ratings are based on verified guest stays at Meridian hotels.')
	})
})

test.describe('the hotel-details overlay', () => {
	test('without JavaScript the details link is a page with the compact header, reviews and overview links', async ({ page, javaScriptEnabled }) => {
		test.skip(javaScriptEnabled, 'with JavaScript the link opens the modal (next test)')
		await page.goto(`/hotels/${NYC}/overview`)
		await page.getByRole('link', { name: 'Hotel details' }).click()
		await expect(page).toHaveURL(`/hotels/${NYC}/details`)
		await expect(page).toHaveTitle(/Hotel details: Meridian New York Times Square/)
		await expect(page.getByRole('heading', { level: 1, name: 'Meridian New York Times Square' })).toBeVisible()
		// Compact: a brand icon, no logo.
		await expect(page.locator('.hotel-header--compact')).toHaveCount(1)
		await expect(page.locator('.hotel-header__logo')).toHaveCount(0)
		await expect(page.getByRole('link', { name: /^1600 Broadway/ })).toHaveAttribute('href', `/hotels/${NYC}/location?map=${NYC}`)
		await expect(page.getByRole('link', { name: 'Hotel overview' })).toHaveAttribute('href', `/hotels/${NYC}/overview`)
		await page.getByRole('link', { name: 'Read the 2,841 reviews' }).click()
		await expect(page).toHaveURL(`/hotels/${NYC}/reviews`)
	})

	test('with JavaScript the details link opens the modal with the compact header, in place', { tag: '@js-only' }, async ({ page }) => {
		await page.goto(`/es/hotels/${NYC}/overview`)
		await page.locator('.hotel-header').getByRole('link', { name: 'Detalles del hotel' }).click()
		const dialog = page.getByRole('dialog', { name: 'Detalles del hotel' })
		await expect(dialog).toBeVisible()
		await expect(page).toHaveURL(`/es/hotels/${NYC}/overview`)
		await expect(dialog.locator('.hotel-header--compact')).toHaveCount(1)
		await expect(dialog.getByRole('img', { name: 'Meridian' })).toBeVisible()
		await expect(dialog.getByRole('link', { name: 'Meridian New York Times Square' })).toHaveAttribute('href', `/es/hotels/${NYC}/overview`)
		await expect(dialog.getByRole('link', { name: 'Leer las 2841 opiniones' })).toHaveAttribute('href', `/es/hotels/${NYC}/reviews`)
		await dialog.getByRole('link', { name: 'Información del hotel' }).click()
		await expect(dialog).toBeHidden()
	})
})

test.describe('the loading skeleton', () => {
	test('on the way to another hotel the header is a 126 px skeleton until its data arrives', { tag: '@js-only' }, async ({ page }) => {
		await page.goto(`/hotels/${NYC}/overview`)
		let release: () => void = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(
			(url) => url.pathname.includes(CHI),
			async (route) => {
				await held
				await route.continue()
			},
		)
		// No hotel page links to another hotel, so the app's router is told to go there, as a link would
		// (once the browser has it: the page may still be on its way to hydration).
		await page.waitForFunction(() => '__remixRouter' in window)
		await page.evaluate((to) => {
			void (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to)
		}, `/hotels/${CHI}/overview`)
		const skeleton = page.locator('.hotel-header-skeleton')
		await expect(skeleton).toBeVisible()
		await expect(skeleton).toHaveAttribute('aria-busy', 'true')
		expect((await skeleton.boundingBox())?.height).toBe(126)
		await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
		release()
		await expect(page.getByRole('heading', { level: 1, name: 'The Ritz-Carlton, Chicago' })).toBeVisible()
		await expect(skeleton).toHaveCount(0)
	})

	test("moving between one hotel's own pages keeps its header", { tag: '@js-only' }, async ({ page }) => {
		await page.goto(`/hotels/${NYC}/overview`)
		await page.getByRole('navigation', { name: 'Hotel pages' }).getByRole('link', { name: 'Location' }).click()
		await expect(page).toHaveURL(`/hotels/${NYC}/location`)
		await expect(page.locator('.hotel-header-skeleton')).toHaveCount(0)
		await expect(page.getByRole('heading', { level: 1, name: 'Meridian New York Times Square' })).toBeVisible()
	})
})
