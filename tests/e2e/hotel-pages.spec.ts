import { expect, test } from './support/test.ts'

const NYC = 'nycmc-meridian-new-york-times-square'

test.describe('the hotel pages', () => {
	test('the overview shows the hotel header and the property bar', async ({ page }) => {
		const response = await page.goto(`/hotels/${NYC}/overview`)
		expect(response?.status()).toBe(200)
		await expect(page).toHaveTitle(/Meridian New York Times Square/)
		await expect(page.getByRole('heading', { level: 1, name: 'Meridian New York Times Square' })).toBeVisible()
		await expect(page.getByRole('img', { name: 'Meridian', exact: true })).toHaveCount(1)
		await expect(page.getByRole('link', { name: /^1600 Broadway, New York/ })).toHaveAttribute('href', `/hotels/${NYC}/location?map=${NYC}`)
		// Desktop: the number as text; the tel: link is there for phones.
		await expect(page.locator('.hotel-header a[href^="tel:"]')).toHaveAttribute('href', 'tel:+12125550100')
		await expect(page.getByText('4.4 out of 5 stars').first()).toBeVisible()
		await expect(page.getByRole('link', { name: 'Hotel details' })).toHaveAttribute('href', `/hotels/${NYC}/details`)

		const bar = page.getByRole('region', { name: 'Hotel at a glance' })
		await expect(bar.getByRole('link', { name: 'View on a map' })).toHaveAttribute('href', /google\.com\/maps\/search\/.*40\.7614,-73\.9845/)
		await expect(bar.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1/)
		await expect(page.getByText('Prices at this hotel are in US Dollar (USD).')).toBeVisible()

		await page.getByRole('link', { name: '2,841 reviews' }).click()
		await expect(page).toHaveURL(`/hotels/${NYC}/reviews`)
		await expect(page.getByRole('heading', { level: 2, name: 'Guest reviews' })).toBeVisible()
		await expect(page.getByText('Rated 4.4 out of 5 stars from 2,841 guest reviews.')).toBeVisible()
		await expect(page.getByText('Individual review texts are not available on this site.')).toBeVisible()
	})

	test('on a phone the number is a tel: link', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto(`/hotels/${NYC}/overview`)
		await expect(page.locator('.hotel-header').getByRole('link', { name: '+1 212-555-0100' })).toHaveAttribute('href', 'tel:+12125550100')
	})

	test('the location page shows the address, the coordinates and the map link', async ({ page }) => {
		const response = await page.goto(`/hotels/${NYC}/location?map=${NYC}`)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible()
		await expect(page.getByText('40.7614, -73.9845 (WGS84)')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', /40\.7614,-73\.9845/)
	})

	test('a mainland China hotel (GCJ02) also links Baidu maps in BD09; others do not', async ({ page }) => {
		await page.goto('/hotels/shamc-meridian-shanghai-pudong/location')
		await expect(page.getByText(/\(GCJ02\)/)).toBeVisible()
		const baidu = page.getByRole('link', { name: 'Open the map on Baidu (BD09 coordinates)' })
		await expect(baidu).toHaveAttribute('href', /^https:\/\/api\.map\.baidu\.com\/marker\?location=[\d.]+%2C[\d.]+&.*coord_type=bd09ll/)
		await page.goto(`/hotels/${NYC}/location`)
		await expect(page.getByRole('link', { name: /Baidu/ })).toHaveCount(0)
	})

	test('a Japanese reader (isJPLocale) gets the city line largest unit first', async ({ browser }) => {
		const context = await browser.newContext({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' } })
		const page = await context.newPage()
		await page.goto('/hotels/tyomc-meridian-tokyo-ginza/overview')
		const header = page.locator('.hotel-header')
		await expect(header).toContainText('104-0061, Tokyo')
		await context.close()
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

	for (const [hotel, name] of [
		['ausmc-meridian-austin-downtown', 'Meridian Austin Downtown'],
		['lasmc-meridian-las-vegas-strip', 'Meridian Las Vegas Strip'],
	] as const) {
		test(`no reviews link for ${name}`, async ({ page }) => {
			await page.goto(`/hotels/${hotel}/overview`)
			await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
			await expect(page.getByRole('link', { name: /reviews/i })).toHaveCount(0)
			await expect(page.getByText(/out of 5 stars/)).toHaveCount(0)
		})
	}

	test('the Spanish overview lives under /es', async ({ page }) => {
		const response = await page.goto(`/es/hotels/${NYC}/overview`)
		expect(response?.status()).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
		await expect(page.getByRole('heading', { level: 1, name: 'Meridian New York Times Square' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Detalles del hotel' })).toHaveAttribute('href', `/es/hotels/${NYC}/details`)
		await expect(page.getByText('4,4 de 5 estrellas').first()).toBeVisible()
		await page.getByRole('link', { name: '2841 opiniones' }).click()
		await expect(page).toHaveURL(`/es/hotels/${NYC}/reviews`)
		await expect(page.getByRole('heading', { level: 2, name: 'Opiniones de los huéspedes' })).toBeVisible()
	})

	for (const path of ['/hotels/zzzzz-nowhere/overview', '/hotels/nycmc-wrong-slug/overview', '/hotels/nycmc-wrong-slug/reviews']) {
		test(`${path} is a 404 page`, async ({ page }) => {
			const response = await page.goto(path)
			expect(response?.status()).toBe(404)
			await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
		})
	}
})
