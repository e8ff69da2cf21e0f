import { expect, test } from './support/test.ts'

// The luxury brands' partner entry points, /ritz and /bulgari (spec 001 §1, §6; issue 16),
// and the landing-page redirection of their hotels' journeys, with JavaScript off and on.
// The journeys whose outcome the server alone decides (/bulgari and its Spanish search, a
// too long destination, /brands/rz, a Ritz-Carlton journey starting again) run over plain
// HTTP in tests/integration/journeys/brand-landing.test.ts (issue 29); the browser keeps
// /ritz in its own look, searched with its form.

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
})
