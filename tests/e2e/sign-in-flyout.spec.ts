import { expect, test, type Page } from './support/test.ts'
import { axeViolations } from './support/axe.ts'
import { joinMember } from './support/members.ts'
import { PASSWORD, signIn, strangerEmail, submitAndSettle } from './support/sign-in.ts'

// Spec 000 §2 "flyout" and §4 "Sign-in" step 2: the remembered member's header menu is a
// real sign-in form. Without JavaScript it posts to the sign-in page (a refusal shows
// there, a success redirects back); with it, it signs in in place and raises the success
// event with the answer's data, and the live region says so (spec 001 §4).

const SUCCESS_EVENT = 'meridian:sign-in-success'

async function rememberedMember(page: Page, email: string) {
	await joinMember({ email, password: PASSWORD })
	await signIn(page, email, PASSWORD, { returnTo: '/language' }) // remember me is ticked by default
	await submitAndSettle(page, page.getByRole('button', { name: 'Sign out' }))
	await page.goto('/language')
	await page.getByText('Hello, Robin Tester').click()
}

test('a remembered member signs in from the header menu', { tag: '@js' }, async ({ page }, testInfo) => {
	const js = testInfo.project.name === 'js'
	await rememberedMember(page, strangerEmail(testInfo, 'flyout'))
	const menu = page.getByRole('group', { name: 'Sign in or join' })
	await expect(menu.getByText('Robin Tester', { exact: true })).toBeVisible()
	// axe-core is a script run inside the page: with JavaScript only.
	if (js) expect(await axeViolations(page)).toEqual([])
	if (js) {
		await page.evaluate((name) => {
			const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = [])
			window.addEventListener(name, (event) => seen.push((event as CustomEvent).detail))
		}, SUCCESS_EVENT)
	}

	await menu.getByLabel('Password (Robin Tester)').fill('NotThePassword1')
	await submitAndSettle(page, menu.getByRole('button', { name: 'Sign in', exact: true }))
	if (js) {
		// Refused in place: the reason beside the password, said by the live region.
		await expect(page).toHaveURL('/language')
		await expect(menu.getByText('The e-mail, member number or password is not correct. Please try again.')).toBeVisible()
		await expect(page.locator('#live-announcements')).toHaveText('Sign-in failed: The e-mail, member number or password is not correct. Please try again.')
		await menu.getByLabel('Password (Robin Tester)').fill(PASSWORD)
		await submitAndSettle(page, menu.getByRole('button', { name: 'Sign in', exact: true }))
		// No redirect: the page stays, the event carries who signed in, the header follows.
		await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Sign out' })).toBeVisible()
		await expect(page).toHaveURL('/language')
		const seen = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)
		expect(seen).toEqual([{ givenName: 'Robin', tier: 'member', points: 0, nextStateURI: '/language' }])
		await expect(page.locator('#live-announcements')).toHaveText('You are signed in, Robin.')
	} else {
		// Refused on the full sign-in page, which keeps where to come back to.
		await expect(page).toHaveURL(/\/sign-in\.mi\?returnTo=%2Flanguage$/)
		await expect(page.getByText('The e-mail, member number or password is not correct. Please try again.').first()).toBeVisible()
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign in', exact: true }))
		await expect(page).toHaveURL('/language')
		await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Sign out' })).toBeVisible()
	}
})

test('without JavaScript a success from the menu is the usual redirect', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name === 'js', 'the redirect is the no-JavaScript path; the js run proves the event')
	await rememberedMember(page, strangerEmail(testInfo, 'flyout-ok'))
	const menu = page.getByRole('group', { name: 'Sign in or join' })
	await menu.getByLabel('Password (Robin Tester)').fill(PASSWORD)
	await submitAndSettle(page, menu.getByRole('button', { name: 'Sign in', exact: true }))
	await expect(page).toHaveURL('/language')
	await expect(page.getByRole('navigation', { name: 'Your account' }).getByText('Hello, Robin Tester')).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Sign out' })).toBeVisible()
})
