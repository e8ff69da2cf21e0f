import { expect, test, type Page } from './support/test.ts'

// Authored content from the page model (spec 000 §2, §4): the footer, the link banner,
// the language and region picker and the mini banners, with JavaScript off and on. The
// journeys whose outcome the server alone decides (the footer's columns, its minimized and
// Spanish forms, the mini banners) run over plain HTTP in
// tests/integration/journeys/site-content.test.ts (issue 29); the browser keeps the pickers
// and the link banner at each screen width.

const footer = (page: Page) => page.getByRole('contentinfo')
const siteLinks = (page: Page) => footer(page).getByRole('navigation', { name: 'Site links' })

test.describe('the language and region picker', () => {
	test('switches to es-ES and back, staying on the same page', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
		await page.goto('/?destination=Chicago')
		await footer(page).getByRole('link', { name: 'Language and region: English (United States)' }).click()
		// With JavaScript the lists open in a dialog; without it, on the /language page.
		const picker = javaScriptEnabled ? page.getByRole('dialog', { name: 'Choose a language and region' }) : page.getByRole('main')
		if (!javaScriptEnabled) await expect(page).toHaveURL('/language?returnTo=%2F%3Fdestination%3DChicago')
		// Region headings: hyphens to spaces, the first letter capitalised.
		await expect(picker.getByRole('heading', { name: 'North america' })).toBeVisible()
		await expect(picker.getByRole('heading', { name: 'Middle east and africa' })).toBeVisible()
		await expect(picker.getByRole('link', { name: 'Deutschland · Deutsch' })).toHaveAttribute('href', 'https://www.meridian-hotels.example/de-de')
		await picker.getByRole('button', { name: 'España · Español' }).click()

		await expect(page).toHaveURL('/es?destination=Chicago')
		await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
		await expect(footer(page).getByRole('heading', { name: 'Nuestra empresa' })).toBeVisible()

		await footer(page).getByRole('link', { name: 'Idioma y región: Español (España)' }).click()
		const selector = javaScriptEnabled ? page.getByRole('dialog', { name: 'Elige idioma y región' }) : page.getByRole('main')
		await expect(selector.getByRole('heading', { name: 'Norteamérica' })).toBeVisible()
		await selector.getByRole('button', { name: 'United States · English' }).click()
		await expect(page).toHaveURL('/?destination=Chicago')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
		await expect(siteLinks(page).getByRole('heading', { name: 'Our company' })).toBeVisible()
	})
})

test.describe('the header globe', () => {
	const overview = '/hotels/nycmc-meridian-new-york-times-square/overview'

	test(
		'opens the picker (a dialog that Escape closes, or the page), and Español lands on the same page under /es',
		{ tag: '@js' },
		async ({ page, javaScriptEnabled }) => {
			await page.goto(`${overview}?tab=rooms`)
			const globe = page.getByRole('banner').getByRole('link', { name: 'Language and region: English (United States)' })
			await expect(globe).toHaveAttribute('href', `/language?returnTo=${encodeURIComponent(`${overview}?tab=rooms`)}`)
			await globe.click()
			if (javaScriptEnabled) {
				const dialog = page.getByRole('dialog', { name: 'Choose a language and region' })
				await expect(dialog).toBeVisible()
				await page.keyboard.press('Escape')
				await expect(dialog).toBeHidden()
				await expect(globe).toBeFocused()
				await expect(page).toHaveURL(`${overview}?tab=rooms`)
				await globe.click()
				await expect(dialog).toBeVisible()
			} else {
				await expect(page).toHaveURL(`/language?returnTo=${encodeURIComponent(`${overview}?tab=rooms`)}`)
			}
			const picker = javaScriptEnabled ? page.getByRole('dialog', { name: 'Choose a language and region' }) : page.getByRole('main')
			await picker.getByRole('button', { name: 'España · Español' }).click()

			await expect(page).toHaveURL(`/es${overview}?tab=rooms`)
			await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
			await expect(page.getByRole('banner').getByRole('link', { name: 'Idioma y región: Español (España)' })).toHaveAttribute(
				'href',
				`/es/language?returnTo=${encodeURIComponent(`${overview}?tab=rooms`)}`,
			)
		},
	)
})

test.describe('the link banner', () => {
	test('is one collapsed column at 375 px that opens on a click', async ({ page }) => {
		await page.setViewportSize({ width: 375, height: 800 })
		await page.goto('/')
		const chicago = page.getByRole('link', { name: 'Hotels in Chicago' })
		await expect(page.getByRole('heading', { name: 'Plan your next trip' })).toBeVisible()
		await expect(chicago).toBeHidden()
		await page.getByRole('heading', { name: 'Plan your next trip' }).click()
		await expect(chicago).toBeVisible()
		await expect(page.getByRole('link', { name: 'Hotels in Tokyo' })).toBeVisible()
		await page.getByRole('heading', { name: 'Plan your next trip' }).click()
		await expect(chicago).toBeHidden()
	})

	// Spec 000 §4 step 10: the toggle's default breakpoint is 767 px and below; from 768 the links show.
	test('toggles at 767 px and below, and shows its links from 768 px without a click', async ({ page }) => {
		const chicago = page.getByRole('link', { name: 'Hotels in Chicago' })
		await page.setViewportSize({ width: 767, height: 800 })
		await page.goto('/')
		await expect(page.getByRole('heading', { name: 'Plan your next trip' })).toBeVisible()
		await expect(chicago).toBeHidden()
		await page.setViewportSize({ width: 768, height: 800 })
		await expect(chicago).toBeVisible()
	})

	test('shows its links in the configured four columns on a wide screen', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 })
		await page.goto('/')
		const links = ['Hotels in New York', 'Hotels in London', 'Hotels in Tokyo', 'Hotels in Toronto'].map((name) => page.getByRole('link', { name }))
		for (const link of links) await expect(link).toBeVisible()
		const tops = await Promise.all(links.map(async (link) => (await link.boundingBox())?.y))
		expect(new Set(tops).size).toBe(1)
	})
})
