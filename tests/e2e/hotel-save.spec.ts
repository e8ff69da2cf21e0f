import { expect, test, type TestInfo } from './support/test.ts'
import { PASSWORD } from './support/sign-in.ts'

// The journeys whose outcome the server alone decides (the legacy save address, its
// returnTo, the 20-hotel limit, a guest's legacy link through sign-in) run over plain HTTP
// in tests/integration/journeys/hotel-save.test.ts (issue 29); the browser keeps a guest
// saving from the hotel page, with JavaScript off and on.

// Saved hotels are shared state on the platform: each project uses its own members, so
// the two projects running side by side never change each other's lists.
const MEMBERS = {
	'no-js': { guestFlow: 'member@example.com' },
	js: { guestFlow: 'silver@example.com' },
} as const
const memberFor = (testInfo: TestInfo) => MEMBERS[testInfo.project.name as keyof typeof MEMBERS]

const TOKYO = '/hotels/tyomc-meridian-tokyo-ginza/overview'

test.describe('saving a hotel', () => {
	test('a guest saves, signs in, and comes back with the hotel saved and a clean address', { tag: '@js' }, async ({ page }, testInfo) => {
		await page.goto(TOKYO)
		await page.getByRole('link', { name: /^Save .* to your hotels$/ }).click()
		await expect(page).toHaveURL(/\/sign-in\.mi\?returnTo=/)
		await page.getByLabel('E-mail or member number').fill(memberFor(testInfo).guestFlow)
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()

		await expect(page).toHaveURL(TOKYO) // saveProperty applied once, then gone
		const saved = page.getByRole('button', { name: /is saved; remove it/ })
		await expect(saved).toHaveAttribute('aria-pressed', 'true')
		await page.reload()
		await expect(saved).toHaveAttribute('aria-pressed', 'true') // a reload does not toggle it

		// With JavaScript the button turns at once; the reload must wait for the platform's answer.
		const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('saveProperties'))
		await saved.click()
		await answered
		await expect(page.getByRole('button', { name: /^Save .* to your hotels$/ })).toHaveAttribute('aria-pressed', 'false')
		await page.reload()
		await expect(page.getByRole('button', { name: /^Save .* to your hotels$/ })).toHaveAttribute('aria-pressed', 'false')
	})
})
