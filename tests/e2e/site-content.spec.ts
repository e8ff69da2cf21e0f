import { expect, test, type Page } from './support/test.ts'

// Authored content from the page model (spec 000 §2, §4): the footer, the link banner,
// the language and region picker and the mini banners, with JavaScript off and on.

const footer = (page: Page) => page.getByRole('contentinfo')
const siteLinks = (page: Page) => footer(page).getByRole('navigation', { name: 'Site links' })

test.describe('the footer', () => {
	test('shows the columns, destinations and social links the page model authors', async ({ page }) => {
		await page.goto('/')
		for (const title of ['Our company', 'Work with us', 'Find help', 'Privacy']) {
			await expect(siteLinks(page).getByRole('heading', { level: 2, name: title })).toBeVisible()
		}
		await expect(siteLinks(page).getByRole('link', { name: /Careers/ })).toHaveAttribute('target', '_blank')
		await expect(footer(page).getByRole('link', { name: '+1 800 555 0100' })).toHaveAttribute('href', 'tel:+18005550100')

		// Thirty destinations authored, at most 4 columns of 7 shown.
		await footer(page).getByText('Top destinations').click()
		const destinations = footer(page).locator('.site-footer__destination-columns')
		await expect(destinations.getByRole('list')).toHaveCount(4)
		await expect(destinations.getByRole('link')).toHaveCount(28)
		await expect(destinations.getByRole('link', { name: 'Lisbon' })).toHaveCount(0)
		await expect(destinations.getByRole('link', { name: 'New York' })).toHaveAttribute('href', '/?destination=New%20York')

		const social = footer(page).getByRole('navigation', { name: 'Social media' })
		await expect(social.getByRole('link')).toHaveCount(5)
		await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Meridian Hotels & Resorts. All rights reserved.`)
	})

	test('is minimized on the sign-in page', async ({ page }) => {
		await page.goto('/sign-in.mi')
		await expect(
			footer(page)
				.getByRole('navigation', { name: 'Legal and help' })
				.getByRole('link', { name: /Privacy centre/ }),
		).toBeVisible()
		await expect(siteLinks(page)).toHaveCount(0)
		await expect(page.getByRole('heading', { name: 'Plan your next trip' })).toHaveCount(0)
	})

	test('the Spanish page shows the Spanish content', async ({ page }) => {
		await page.goto('/es')
		await expect(footer(page).getByRole('navigation', { name: 'Enlaces del sitio' }).getByRole('heading', { level: 2, name: 'Nuestra empresa' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Planifica tu próximo viaje' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Hoteles en Chicago' })).toHaveAttribute('href', '/es?destination=Chicago')
		await expect(footer(page)).toContainText('Todos los derechos reservados.')
		await expect(page.getByRole('region', { name: 'Ofertas y avisos' }).getByRole('heading', { name: 'Los socios ahorran más' })).toBeVisible()
	})
})

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

test.describe('the mini banners', () => {
	const banners = (page: Page) => page.getByRole('region', { name: 'Offers and reminders' })

	test('show the member card until the check-in deep link arrives, then the check-in banner instead', async ({ page }) => {
		await page.goto('/')
		await expect(banners(page).getByRole('heading', { name: 'Members save more' })).toBeVisible()
		await expect(banners(page).getByRole('heading', { name: 'Check in online' })).toHaveCount(0)

		await page.goto('/?checkInDeepLink=71420862')
		await expect(banners(page).getByRole('heading', { name: 'Check in online' })).toBeVisible()
		await expect(banners(page).getByRole('heading', { name: 'Members save more' })).toHaveCount(0)
	})

	test('hide the loyalty banner on a max property only', async ({ page }) => {
		await page.goto('/hotels/nycmc-meridian-new-york-times-square/overview')
		await expect(banners(page).getByRole('heading', { name: 'Earn points on this stay' })).toBeVisible()
		await page.goto('/hotels/lasmc-meridian-las-vegas-strip/overview')
		await expect(
			banners(page)
				.getByRole('heading', { name: 'Travel insurance' })
				.or(banners(page).getByRole('heading', { name: 'Protect your trip' })),
		).toBeVisible()
		await expect(banners(page).getByRole('heading', { name: 'Earn points on this stay' })).toHaveCount(0)
	})
})
