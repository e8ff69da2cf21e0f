import { expect, test } from './support/test.ts'

// The home page's hotel search (issue "Hotel header…": a new visitor can reach every
// hotel), with JavaScript off and on. The overview pages themselves are not followed.

test.describe('searching hotels from the home page', () => {
	test('a city lists its hotels, each linked to its overview, and keeps the destination', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1, name: 'Find your next stay' })).toBeVisible()
		const destination = page.getByLabel('Destination')
		await destination.fill('New York')
		await page.getByRole('button', { name: 'Search' }).click()

		await expect(page).toHaveURL(/\/\?destination=New\+York$/)
		await expect(page.getByRole('heading', { level: 2, name: 'Hotels for “New York”' })).toBeVisible()
		const hotel = page.getByRole('link', { name: 'Meridian New York Times Square' })
		await expect(hotel).toHaveAttribute('href', '/hotels/nycmc-meridian-new-york-times-square/overview')
		const item = page.getByRole('listitem').filter({ has: hotel })
		await expect(item).toContainText('New York, United States')
		await expect(item).toContainText('4.4 of 5 stars')
		await expect(page.getByLabel('Destination')).toHaveValue('New York')
	})

	test('the search has a URL of its own: chicago lists the Ritz-Carlton', async ({ page }) => {
		const response = await page.goto('/?destination=chicago')
		expect(response?.status()).toBe(200)
		const hotel = page.getByRole('link', { name: 'The Ritz-Carlton, Chicago' })
		await expect(hotel).toBeVisible()
		await expect(page.getByRole('listitem').filter({ has: hotel })).toContainText('The Ritz-Carlton')
		await expect(page.getByLabel('Destination')).toHaveValue('chicago')
	})

	test('a destination no hotel matches says so', async ({ page }) => {
		await page.goto('/')
		await page.getByLabel('Destination').fill('zzzz')
		await page.getByRole('button', { name: 'Search' }).click()
		await expect(page.getByText('No hotels match “zzzz”.')).toBeVisible()
		await expect(page.getByRole('region', { name: 'Hotels for “zzzz”' }).getByRole('link')).toHaveCount(0)
		await expect(page.getByLabel('Destination')).toHaveValue('zzzz')
	})

	test('a blank destination shows the error beside the field', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
		await page.goto('/')
		// Spaces get past the browser's own `required` check; the app still refuses them.
		await page.getByLabel('Destination').fill('   ')
		const answer = javaScriptEnabled ? null : page.waitForResponse((response) => response.url().includes('destination='))
		await page.getByRole('button', { name: 'Search' }).click()
		if (answer) expect((await answer).status()).toBe(400)
		const field = page.getByLabel('Destination')
		await expect(page.getByText("Enter a destination: a city, a hotel's name or a country.")).toBeVisible()
		await expect(field).toHaveAttribute('aria-invalid', 'true')
		await expect(field).toHaveAccessibleDescription(/Enter a destination/)
	})

	test('a blank or too long destination in the URL answers 400, the value kept', async ({ page }) => {
		const blank = await page.goto('/?destination=')
		expect(blank?.status()).toBe(400)
		await expect(page.getByText("Enter a destination: a city, a hotel's name or a country.")).toBeVisible()

		const long = 'a'.repeat(101)
		const tooLong = await page.goto(`/?destination=${long}`)
		expect(tooLong?.status()).toBe(400)
		await expect(page.getByText('Use at most 100 characters for the destination.')).toBeVisible()
		await expect(page.getByRole('heading', { level: 1, name: 'Find your next stay' })).toBeVisible()
	})

	test('in Spanish, Tokyo is listed in Spanish under /es', async ({ page }) => {
		const response = await page.goto('/es?destination=tokyo')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu próxima estancia' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 2, name: 'Hoteles para «tokyo»' })).toBeVisible()
		const hotel = page.getByRole('link', { name: 'Meridian Tokyo Ginza' })
		await expect(hotel).toHaveAttribute('href', '/es/hotels/tyomc-meridian-tokyo-ginza/overview')
		await expect(page.getByRole('listitem').filter({ has: hotel })).toContainText('Tokyo, Japón')
		await expect(page.getByLabel('Destino')).toHaveValue('tokyo')
	})
})

test('hotels viewed recently are listed on the home page, the latest first, once each', async ({ page }) => {
	await page.goto('/hotels/tyomc-meridian-tokyo-ginza/overview')
	await page.goto('/hotels/chirz-the-ritz-carlton-chicago/reviews')
	await page.goto('/hotels/tyomc-meridian-tokyo-ginza/location')
	await page.goto('/')
	const recent = page.getByRole('region', { name: 'Recently viewed hotels' })
	await expect(recent.getByRole('link')).toHaveText(['Meridian Tokyo Ginza', 'The Ritz-Carlton, Chicago'])
	await recent.getByRole('link', { name: 'Meridian Tokyo Ginza' }).click()
	await expect(page).toHaveURL('/hotels/tyomc-meridian-tokyo-ginza/overview')
})

test('recently viewed shows 2 on a phone and a tablet and 3 on a desktop, with no script needed', async ({ page }) => {
	for (const hotel of ['ausmc-meridian-austin-downtown', 'lasmc-meridian-las-vegas-strip', 'miamc-meridian-miami-biscayne-bay', 'tyomc-meridian-tokyo-ginza']) {
		await page.goto(`/hotels/${hotel}/overview`)
	}
	const recent = () => page.getByRole('region', { name: 'Recently viewed hotels' }).getByRole('link')
	for (const [width, shown] of [
		[375, 2],
		[800, 2],
		[1200, 3],
	] as const) {
		await page.setViewportSize({ width, height: 900 })
		await page.goto('/')
		await expect(recent().filter({ visible: true })).toHaveCount(shown)
	}
	await expect(recent()).toHaveText(['Meridian Tokyo Ginza', 'Meridian Miami Biscayne Bay', 'Meridian Las Vegas Strip'])
})

test('search results show each hotel image in three sizes, the first two loaded at once, and at most 3 brand tags', async ({ page }) => {
	await page.goto('/?destination=United+States')
	const images = page.locator('.hotel-result-image')
	expect(await images.count()).toBeGreaterThan(2)
	await expect(images.first()).toHaveAttribute('srcset', /wid=358&hei=160&qlt=90 358w, .*wid=451&hei=366&qlt=90 451w, .*wid=562&hei=366&qlt=90 562w/)
	await expect(images.first()).toHaveAttribute('sizes', '(min-width: 1024px) 562px, (min-width: 768px) 451px, 358px')
	await expect(images.nth(0)).toHaveAttribute('loading', 'eager')
	await expect(images.nth(1)).toHaveAttribute('loading', 'eager')
	await expect(images.nth(2)).toHaveAttribute('loading', 'lazy')
	const tags = page.getByRole('list', { name: 'Brands in these results' }).getByRole('listitem')
	expect(await tags.count()).toBeGreaterThan(0)
	expect(await tags.count()).toBeLessThanOrEqual(3)
})

test('a destination that names no one place offers the places it may mean, each a search of its own', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
	await page.goto('/?destination=new')
	const suggestions = page.getByRole('navigation', { name: 'Did you mean' })
	await expect(suggestions.getByRole('link', { name: 'New York, New York, United States' })).toHaveAttribute('href', '/?destination=New+York')
	await suggestions.getByRole('link', { name: 'New York, New York, United States' }).click()
	await expect(page).toHaveURL('/?destination=New+York')
	await expect(page.getByRole('heading', { level: 2, name: 'Hotels for “New York”' })).toBeVisible()
	// One place named exactly: nothing to suggest.
	await page.goto('/?destination=Chicago')
	await expect(page.getByRole('navigation', { name: 'Did you mean' })).toHaveCount(0)
	if (!javaScriptEnabled) return
	// With JavaScript the field proposes the same places as the visitor types.
	await page.goto('/')
	await page.getByLabel('Destination').pressSequentially('chi')
	await expect(page.locator('datalist option[value="Chicago"]')).toHaveCount(1)
})
