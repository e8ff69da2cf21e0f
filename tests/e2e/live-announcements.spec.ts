import { expect, test } from './support/test.ts'
import { joinMember } from './support/members.ts'
import { PASSWORD, signIn, strangerEmail, submitAndSettle } from './support/sign-in.ts'

// Spec 001 §4 "Accessibility announcements": one live region, polite at first, off at the
// first Tab press or at mouse movement once the page has loaded; a change made without a
// reload (here the save heart) is said in it. Without JavaScript every change is a new
// page, and the region is there, polite and empty.

const TOKYO = '/hotels/tyomc-meridian-tokyo-ginza/overview'

test('the live region starts polite, goes off at the first Tab, and says what the save heart did', { tag: '@js' }, async ({ page }, testInfo) => {
	const js = testInfo.project.name === 'js'
	const email = strangerEmail(testInfo, 'announce')
	await joinMember({ email, password: PASSWORD })
	await signIn(page, email, PASSWORD, { returnTo: TOKYO })
	// A fresh load: with JavaScript the sign-in's way back was a navigation in the page, and the mouse moved on the way.
	await page.goto(TOKYO)
	const region = page.locator('#live-announcements')
	await expect(region).toHaveAttribute('aria-live', 'polite')
	await expect(region).toBeEmpty()

	const save = page.getByRole('button', { name: /^Save .* to your hotels$/ })
	if (!js) {
		// Without JavaScript the heart is a form post, and the page that comes back shows the state.
		await submitAndSettle(page, save)
		await expect(page.getByRole('button', { name: /is saved; remove it/ })).toBeVisible()
		await expect(region).toBeEmpty()
		return
	}
	// Tab (with hydration done: the heart's form carries its _js field by then).
	await expect(page.locator('input[name="_js"]')).toHaveCount(1)
	await page.keyboard.press('Tab')
	await expect(region).toHaveAttribute('aria-live', 'off')
	await save.click()
	await expect(page.getByRole('button', { name: /is saved; remove it/ })).toBeVisible()
	await expect(region).toHaveText(/^Meridian .+ is saved\.$/)
	await expect(region).toHaveAttribute('aria-live', 'polite')
	await page.getByRole('button', { name: /is saved; remove it/ }).click()
	await expect(region).toHaveText(/^Meridian .+ is no longer saved\.$/)
})

test('mouse movement once the page has loaded turns the region off', { tag: '@js-only' }, async ({ page }) => {
	await page.goto('/language')
	await page.waitForLoadState('load')
	const region = page.locator('#live-announcements')
	await expect(region).toHaveAttribute('aria-live', 'polite')
	// Moved until the enhancements (loaded after hydration) hear it.
	await expect(async () => {
		await page.mouse.move(Math.random() * 200 + 10, Math.random() * 200 + 10)
		await expect(region).toHaveAttribute('aria-live', 'off', { timeout: 200 })
	}).toPass()
})
