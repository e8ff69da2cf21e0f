import { expect, test } from './support/test.ts'

// The luxury brands' partner entry points, /ritz and /bulgari (spec 001 §1, §6; issue 16),
// and the landing-page redirection of their hotels' journeys, with JavaScript off and on.

test.describe('a brand landing page', () => {
	test('/ritz lists only Ritz-Carlton hotels, in its own look, and its search stays among them', async ({ page }) => {
		await page.goto('/ritz')
		await expect(page.getByRole('heading', { level: 1, name: 'The Ritz-Carlton' })).toBeVisible()
		// The sandbox has brand-css on: the brand's stylesheet and look.
		await expect(page.locator('section.brand-landing--ritz')).toBeVisible()
		await expect(page.locator('link[rel="stylesheet"][href*="brand-ritz"]')).toHaveCount(1)
		const hotels = page.getByRole('region', { name: 'The Ritz-Carlton hotels' })
		await expect(hotels.getByRole('link', { name: 'The Ritz-Carlton, Chicago' })).toBeVisible()
		await expect(hotels.getByRole('link', { name: /Bulgari|Meridian/ })).toHaveCount(0)

		// Milano has a Bulgari hotel, not a Ritz-Carlton: the search does not leave the brand.
		await page.getByLabel('Destination').fill('Milano')
		await page.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/\/ritz\?destination=Milano$/)
		await expect(page.getByText('No hotels match “Milano”.')).toBeVisible()

		await page.getByLabel('Destination').fill('Chicago')
		await page.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/\/ritz\?destination=Chicago$/)
		const results = page.getByRole('region', { name: 'Hotels for “Chicago”' })
		await expect(results.getByRole('link')).toHaveCount(1)
		await results.getByRole('link', { name: 'The Ritz-Carlton, Chicago' }).click()
		await expect(page).toHaveURL(/\/hotels\/chirz-the-ritz-carlton-chicago\/overview$/)
		await expect(page.getByRole('heading', { level: 1, name: 'The Ritz-Carlton, Chicago' })).toBeVisible()
	})

	test('/bulgari lists the Bulgari hotels and reaches MILBG; in Spanish too', async ({ page }) => {
		await page.goto('/bulgari')
		await expect(page.locator('section.brand-landing--bulgari')).toBeVisible()
		const hotels = page.getByRole('region', { name: 'Bulgari Hotels & Resorts hotels' })
		await expect(hotels.getByRole('link', { name: /Bulgari Hotel Milano/ })).toBeVisible()
		await expect(hotels.getByRole('link', { name: /Ritz-Carlton/ })).toHaveCount(0)

		await page.goto('/es/bulgari')
		await expect(page.getByRole('heading', { level: 1, name: 'Bulgari Hotels & Resorts' })).toBeVisible()
		await page.getByLabel('Destino').fill('milano')
		await page.getByRole('button', { name: 'Buscar' }).click()
		await expect(page).toHaveURL(/\/es\/bulgari\?destination=milano$/)
		await page.getByRole('link', { name: /Bulgari Hotel Milano/ }).click()
		await expect(page).toHaveURL(/\/es\/hotels\/milbg-[a-z-]+\/overview$/)
	})

	test('a too long destination is refused beside the field with 400, the value kept', async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'js', 'an address loaded whole, answered by the server: the no-JS run proves it')
		const long = 'a'.repeat(101)
		const answer = await page.goto(`/ritz?destination=${long}`)
		expect(answer?.status()).toBe(400)
		await expect(page.getByText('Use at most 100 characters for the destination.')).toBeVisible()
		await expect(page.getByLabel('Destination')).toHaveValue(long)
	})

	test('/brands/rz is the Ritz-Carlton partner address; an unknown brand is a 404 page', async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'js', 'addresses loaded whole, answered by the server: the no-JS run proves them')
		await page.goto('/brands/rz')
		await expect(page).toHaveURL(/\/ritz$/)
		const unknown = await page.goto('/brands/zz')
		expect(unknown?.status()).toBe(404)
	})
})

test('a journey at a Ritz-Carlton hotel that cannot go on starts again on the Ritz-Carlton page', async ({ page }) => {
	await page.goto('/reservation/productsUnavailable.mi?propertyCode=CHIRZ&fromDate=2030-01-10&toDate=2030-01-12')
	await page.getByRole('link', { name: 'Search other hotels' }).click()
	await expect(page).toHaveURL(/\/ritz$/)
	await expect(page.getByRole('heading', { level: 1, name: 'The Ritz-Carlton' })).toBeVisible()

	// Any other brand starts again at the home page.
	await page.goto('/reservation/productsUnavailable.mi?propertyCode=NYCMC&fromDate=2030-01-10&toDate=2030-01-12')
	await expect(page.getByRole('link', { name: 'Search other hotels' })).toHaveAttribute('href', '/')
})
