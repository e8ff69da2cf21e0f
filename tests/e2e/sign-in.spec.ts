import { expect, test } from './support/test.ts'
import { expectSignedInAs, PASSWORD, signIn, submitAndSettle } from './support/sign-in.ts'

// The journeys whose outcome the server alone decides (every tier, the refusals, the
// identifier's warnings, the session pages, Spanish) run over plain HTTP in
// tests/integration/journeys/sign-in.test.ts (issue 29); the browser keeps a member signing
// in, what JavaScript changes, and what only a browser does (the remembered member's menu).
test.describe('signing in on the sign-in page', () => {
	test('a Gold Elite member lands on returnTo with their name and tier in the header', async ({ page }) => {
		await signIn(page, 'gold@example.com', PASSWORD, { returnTo: '/language?from=sign-in' })
		await expect(page).toHaveURL('/language?from=sign-in')
		await expectSignedInAs(page, 'Grace Lindqvist', /^Gold Elite · 86,000 points$/)
		// On every page, not just the one signed in on.
		await page.goto('/')
		await expectSignedInAs(page, 'Grace Lindqvist', /^Gold Elite · 86,000 points$/)
	})

	test('the header link takes a guest to sign in and back to the same page', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
		await page.goto('/language')
		await page.getByRole('link', { name: 'Sign in or join' }).click()
		// Without JavaScript the link is the sign-in page; with it, the same form in a dialog.
		const form = javaScriptEnabled ? page.frameLocator('iframe[title="Sign in"]') : page
		if (!javaScriptEnabled) await expect(page).toHaveURL('/sign-in.mi?returnTo=%2Flanguage')
		await form.getByLabel('E-mail or member number').fill('silver@example.com')
		await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await form.getByLabel('Password', { exact: true }).press('Enter') // Enter submits
		await expect(page).toHaveURL('/language')
		await expectSignedInAs(page, 'Samuel Okafor', /Silver Elite/)
	})

	test('empty fields are marked, each with its own message, and nothing is sent', { tag: '@js' }, async ({ page }) => {
		await page.goto('/sign-in.mi')
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()
		await expect(page.getByText('Enter your e-mail or member number.')).toBeVisible()
		await expect(page.getByText('Enter your password.')).toBeVisible()
		await expect(page.getByLabel('E-mail or member number')).toHaveAttribute('aria-invalid', 'true')

		await page.getByLabel('E-mail or member number').fill('gold@example.com')
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()
		await expect(page.getByText('Enter your password.')).toBeVisible()
		await expect(page.getByLabel('E-mail or member number')).toHaveValue('gold@example.com')
	})

	test('a remembered member is greeted in a menu that opens without JavaScript', async ({ page }) => {
		await signIn(page, 'ambassador@example.com') // remember me is ticked by default
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign out' }))
		await expect(page.getByRole('status')).toHaveText('You have signed out.')
		await expect(page.getByText('Hello, Amara Haddad')).toBeVisible() // remembered, not signed in
		// The remembered member's menu (the flyout variant) opens without JavaScript too.
		await page.getByText('Hello, Amara Haddad').click()
		await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
	})
})
