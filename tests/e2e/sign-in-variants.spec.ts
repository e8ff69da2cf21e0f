import { expect, test } from './support/test.ts'
import { strangerEmail, submitAndSettle } from './support/sign-in.ts'

// The journeys whose outcome the server alone decides (a malformed e-mail, the same message
// for a member and a stranger, Spanish, the enterprise associate's sign-in, /unAuth, /error,
// the join block's variants) run over plain HTTP in
// tests/integration/journeys/sign-in-variants.test.ts (issue 29); the browser keeps the
// password e-mail form's happy path with a reload, the enterprise help that opens on click,
// and the join block's image loading.

const SENT = "If an account uses that e-mail address, we've sent it a one-time code."

test.describe('the password e-mail page', () => {
	test('an empty e-mail is marked beside the field, and the server answers 400', { tag: '@js' }, async ({ page, request }) => {
		await page.goto('/emailPassword.mi')
		await page.getByRole('button', { name: 'Send the code' }).click()
		const email = page.getByLabel('E-mail address')
		await expect(email).toHaveAttribute('aria-invalid', 'true')
		const errorId = await email.getAttribute('aria-describedby')
		await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Enter your e-mail address.')

		const response = await request.post('/emailPassword.mi', { form: { email: '' }, maxRedirects: 0 })
		expect(response.status()).toBe(400)
	})

	test('reloading after the message sends nothing again', async ({ page }) => {
		await page.goto('/emailPassword.mi')
		await page.getByLabel('E-mail address').fill('silver@example.com')
		await submitAndSettle(page, page.getByRole('button', { name: 'Send the code' }))
		await expect(page.getByRole('status')).toContainText(SENT)
		await page.reload()
		await expect(page.getByRole('status')).toHaveCount(0)
		await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
	})
})

test.describe('enterprise account access', () => {
	test('a refusal comes with the first-contact-problem help, which opens on click', async ({ page }, testInfo) => {
		await page.goto('/enterprise/sign-in.mi')
		await expect(page.getByText('Signing in for the first time?')).toHaveCount(0)
		await page.getByLabel('E-mail or member number').fill(strangerEmail(testInfo, 'eaa'))
		await page.getByLabel('Password', { exact: true }).fill('NotThePassword1')
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign in', exact: true }))
		await expect(page.getByRole('alert')).toContainText('The e-mail, member number or password is not correct.')
		const help = page.getByText('Your enterprise access may not be active yet.')
		await expect(help).toBeHidden()
		await page.getByText('Signing in for the first time?').click()
		await expect(help).toBeVisible()
	})
})

test.describe('the join content block beside the sign-in form', () => {
	test('its featured image loads', async ({ page }) => {
		await page.goto('/es/sign-in.mi')
		const image = page.getByRole('complementary', { name: 'Únete a Meridian Rewards' }).getByRole('img', { name: 'Meridian Rewards' })
		await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
	})
})
