import { expect, test } from './support/test.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { axeViolations } from './support/axe.ts'
import { signIn } from './support/sign-in.ts'

// Issue 17: the platform-fed page components (spec 001 §2 hotel alerts and hero banner,
// §7 social proof and Target personalised content), rendered on the server: the same
// with JavaScript off and on. Their failures are route tests (page-components.test.ts).
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

	test('a signed-in member gets the member offer, in their language', async ({ page }) => {
		await signIn(page, TEST_ACCOUNTS.gold.email)
		await page.goto(`/es/hotels/${NYC}/overview`)
		const offer = page.getByRole('complementary', { name: 'Una oferta para usted' })
		await expect(offer.getByText('Su bonificación de socio')).toBeVisible()
		await expect(page.getByRole('region', { name: 'Avisos del hotel' }).getByText('Piscina cerrada por reformas')).toBeVisible()
	})

	test('a hotel with no offer shows the authored fallback, and no empty components', async ({ page }) => {
		const response = await page.goto('/hotels/ausmc-meridian-austin-downtown/overview')
		expect(response?.status()).toBe(200)
		const offer = page.getByRole('complementary', { name: 'An offer for you' })
		await expect(offer).toHaveAttribute('data-source', 'fallback')
		await expect(offer.getByText('Members save more')).toBeVisible()
		await expect(offer.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/loyalty/createAccount/createAccountPage1.mi')
		await expect(page.getByRole('region', { name: 'Hotel alerts' })).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Featured at this hotel' })).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Interest in this hotel' })).toHaveCount(0)
	})

	test("the rate list shows the hotel's alerts beside its header", async ({ page }) => {
		const stay = `propertyCode=CHIRZ&fromDate=${day(70)}&toDate=${day(72)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`
		const response = await page.goto(`/reservation/rateListMenu.mi?${stay}`)
		expect(response?.status()).toBe(200)
		const alerts = page.getByRole('region', { name: 'Hotel alerts' })
		await expect(alerts.getByText('Important: Hot water interruption')).toBeVisible()
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
