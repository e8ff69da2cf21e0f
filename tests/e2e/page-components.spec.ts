import { expect, test } from './support/test.ts'
import { axeViolations } from './support/axe.ts'

// Issue 17: the platform-fed page components (spec 001 §2 hotel alerts and hero banner,
// §7 social proof and Target personalised content), rendered on the server: the same
// with JavaScript off and on. Their failures are route tests (page-components.test.ts).
// The journeys whose outcome the server alone decides (the member's offer, the fallback, the
// rate list's alerts) run over plain HTTP in tests/integration/journeys/page-components.test.ts
// (issue 29); the browser keeps a guest's overview, its hero image shown and its link followed.
const NYC = 'nycmc-meridian-new-york-times-square'
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

test.describe('the page components of a hotel', () => {
	test('the overview shows the hero banner, the alerts, social proof and an offer for a guest', async ({ page }) => {
		const response = await page.goto(`/hotels/${NYC}/overview`)
		expect(response?.status()).toBe(200)

		const hero = page.getByRole('region', { name: 'Featured at this hotel' })
		await expect(hero.getByRole('img', { name: 'Times Square at dusk, seen from the hotel rooftop' })).toBeVisible()
		await expect(hero.getByRole('heading', { level: 2, name: 'In the heart of Times Square' })).toBeVisible()
		await expect(hero.getByText('Broadway theatres are a short walk away')).toBeVisible()

		const alerts = page.getByRole('region', { name: 'Hotel alerts' }).getByRole('listitem')
		await expect(alerts).toHaveCount(2)
		await expect(alerts.first()).toContainText('Please note: Pool closed for renovation')
		await expect(alerts.nth(1)).toContainText('Good to know: Street works on Broadway')
		await expect(page.getByText('Lobby closed')).toHaveCount(0)

		const proof = page.getByRole('region', { name: 'Interest in this hotel' })
		await expect(proof.getByText('27 people are looking at this hotel right now')).toBeVisible()
		await expect(proof.getByText('Booked 14 times in the last 24 hours')).toBeVisible()

		const offer = page.getByRole('complementary', { name: 'An offer for you' })
		await expect(offer.getByText('Broadway package')).toBeVisible()
		await expect(offer).toHaveAttribute('data-source', 'target')

		await hero.getByRole('link', { name: 'Check availability' }).click()
		await expect(page).toHaveURL('/search/availabilityCalendar.mi?propertyCode=NYCMC')
	})

	for (const path of [
		`/hotels/${NYC}/overview`,
		`/reservation/rateListMenu.mi?propertyCode=CHIRZ&fromDate=${day(70)}&toDate=${day(72)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`,
	]) {
		test(`${path.split('?')[0]} with its components has no serious or critical accessibility violation`, { tag: '@js-only' }, async ({ page }) => {
			await page.goto(path)
			await expect(page.getByRole('region', { name: 'Hotel alerts' })).toBeVisible()
			expect(await axeViolations(page)).toEqual([])
		})
	}
})
