import { expect, test } from './support/test.ts'

// The journeys whose outcome the server alone decides (the overview's header and bar, the
// location page and its map links, the Japanese city line, the hotels without reviews,
// Spanish, the 404s) run over plain HTTP in tests/integration/journeys/hotel-pages.test.ts
// (issue 29); the browser keeps the tel: link a phone's width shows and a luxury hotel's
// address link followed with a click (the page family's happy path with JavaScript off).

const NYC = 'nycmc-meridian-new-york-times-square'

test.describe('the hotel pages', () => {
	test('on a phone the number is a tel: link', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto(`/hotels/${NYC}/overview`)
		await expect(page.locator('.hotel-header').getByRole('link', { name: '+1 212-555-0100' })).toHaveAttribute('href', 'tel:+12125550100')
	})

	test("a luxury brand's address link goes to its location page", async ({ page }) => {
		await page.goto('/hotels/chirz-the-ritz-carlton-chicago/overview')
		await expect(page.getByRole('img', { name: 'The Ritz-Carlton' })).toHaveCount(1)
		const address = page.getByRole('link', { name: /^160 East Pearson Street/ })
		await expect(address).toHaveAttribute('href', '/hotels/chirz-the-ritz-carlton-chicago/location')
		await address.click()
		await expect(page).toHaveURL('/hotels/chirz-the-ritz-carlton-chicago/location')
		await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible()
	})
})
