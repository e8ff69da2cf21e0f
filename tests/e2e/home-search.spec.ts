import { expect, test } from './support/test.ts'

// The home page's hotel search (issue "Hotel header…": a new visitor can reach every
// hotel), with JavaScript off and on. The overview pages themselves are not followed. The
// journeys whose outcome the server alone decides (a search's own URL, no match, a blank or
// too long destination in the URL, Spanish, the recently viewed list, the result images'
// sizes) run over plain HTTP in tests/integration/journeys/home-search.test.ts (issue 29);
// the browser keeps a city searched with the form and what a screen's width shows.

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
