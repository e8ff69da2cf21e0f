import { expect, test } from './support/test.ts'
import { PASSWORD } from './support/sign-in.ts'

// Spec 000 §2 and §4: while the sign-in is on its way, its button is disabled and shows a
// spinner (one rule, app.css, for every button that says it is busy).
test('the sign-in button is disabled and spins while the form is on its way', { tag: '@js-only' }, async ({ page }) => {
	await page.goto('/sign-in.mi')
	// Hydrated: the show-password control appears only then.
	await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()
	await page.getByLabel('E-mail or member number').fill('member@example.com')
	await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
	// The answer is held back until the button has been looked at.
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(
		(url) => url.pathname.startsWith('/sign-in.mi'),
		async (route) => {
			if (route.request().method() !== 'POST') return route.continue()
			await held
			return route.continue()
		},
	)
	await page.getByRole('button', { name: 'Sign in', exact: true }).click()
	// Its words change too ("Signing in…"): found by what it sends.
	const button = page.locator('button[name="intent"][value="sign-in"]')
	await expect(button).toBeDisabled()
	await expect(button).toHaveAttribute('aria-busy', 'true')
	const spinner = await button.evaluate((element) => getComputedStyle(element, '::after').animationName)
	expect(spinner).toBe('button-spinner')
	release()
	await expect(page.getByRole('navigation', { name: 'Your account' }).getByText('Hello, Maya Reyes')).toBeVisible()
})
