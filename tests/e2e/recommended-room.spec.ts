import { expect, test } from './support/test.ts'
import { axeViolations } from './support/axe.ts'

// Issue 17, spec 001 §7 recommended product by preference: the rate list's "What matters
// most in your room?" is a GET form, the same with JavaScript off and on; the room comes
// rendered by the server with a link to its rate cards. Its failures are route tests
// (tests/integration/upstream/page-components.test.ts). A preference no room matches and the
// Spanish page run over plain HTTP in tests/integration/journeys/recommended-room.test.ts (issue 29).
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const stay = (hotel: string) => `propertyCode=${hotel}&fromDate=${day(75)}&toDate=${day(77)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`

test.describe('the room recommended for a preference', () => {
	test('choosing King at NYCMC recommends the Deluxe King, and its link leads to its rates', { tag: '@js' }, async ({ page }) => {
		const response = await page.goto(`/reservation/rateListMenu.mi?${stay('NYCMC')}`)
		expect(response?.status()).toBe(200)
		const preference = page.getByRole('group', { name: 'What matters most in your room?' })
		await preference.getByRole('radio', { name: 'King bed' }).check()
		await page.getByRole('button', { name: 'Show my room' }).click()

		await expect(page).toHaveURL(`/reservation/rateListMenu.mi?${stay('NYCMC')}&roomPreference=KING`)
		await expect(page.getByText('Recommended for you: Deluxe King — A king bed and a view of Broadway.')).toBeVisible()
		await expect(page.getByRole('group', { name: 'What matters most in your room?' }).getByRole('radio', { name: 'King bed' })).toBeChecked()

		const link = page.getByRole('link', { name: "See this room's rates" })
		const anchor = (await link.getAttribute('href')) ?? ''
		expect(anchor).toMatch(/^#rate-/)
		await link.click()
		await expect(page).toHaveURL(new RegExp(`roomPreference=KING${anchor}$`))
		// The card names the room in the catalogue's words; the recommendation, in the hotel's.
		await expect(page.locator(anchor)).toContainText('Deluxe Guest Room, 1 King')
		await expect(page.locator(anchor)).toBeInViewport()
	})

	test('the rate list with a recommendation has no serious or critical accessibility violation', { tag: '@js-only' }, async ({ page }) => {
		await page.goto(`/reservation/rateListMenu.mi?${stay('NYCMC')}&roomPreference=KING`)
		await expect(page.getByText('Recommended for you: Deluxe King')).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
	})
})
