import { expect, test } from './support/test.ts'
import { expectSignedInAs, PASSWORD, signIn, strangerEmail, submitAndSettle } from './support/sign-in.ts'

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

	test('a malformed e-mail is refused with 400, the value kept', async ({ page, request }) => {
		await page.goto('/emailPassword.mi')
		await page.getByLabel('E-mail address').fill('gold@example')
		await page.getByRole('button', { name: 'Send the code' }).click()
		await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible()
		await expect(page.getByLabel('E-mail address')).toHaveValue('gold@example')

		const response = await request.post('/emailPassword.mi', { form: { email: 'gold@example' }, maxRedirects: 0 })
		expect(response.status()).toBe(400)
		expect(await response.text()).toContain('value="gold@example"')
	})

	test('a member and an unknown e-mail get the same message, after a redirect', async ({ page }, testInfo) => {
		const messages: string[] = []
		for (const email of ['gold@example.com', strangerEmail(testInfo, 'reset')]) {
			await page.goto('/emailPassword.mi')
			await page.getByLabel('E-mail address').fill(email)
			await submitAndSettle(page, page.getByRole('button', { name: 'Send the code' }))
			await expect(page).toHaveURL('/emailPassword.mi')
			await expect(page.getByRole('status')).toContainText(SENT)
			messages.push((await page.getByRole('status').textContent()) ?? '')
			// The code step follows either way; another address starts again.
			await expect(page.getByLabel('6-digit code')).toBeVisible()
			await submitAndSettle(page, page.getByRole('button', { name: 'Use another e-mail address' }))
			await expect(page.getByLabel('E-mail address')).toHaveValue('')
		}
		expect(messages[1]).toBe(messages[0])
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

	test('is in Spanish under /es', async ({ page }) => {
		await page.goto('/es/emailPassword.mi')
		await expect(page.getByRole('heading', { level: 1, name: 'Restablece tu contraseña' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/es/sign-in.mi')
	})
})

test.describe('enterprise account access', () => {
	test('has no remember-me; an associate lands on returnTo with the success message', async ({ page }) => {
		await page.goto('/enterprise/sign-in.mi?returnTo=%2Flanguage')
		await expect(page.getByRole('heading', { level: 1, name: 'Enterprise account access' })).toBeVisible()
		await expect(page.getByLabel('Remember me')).toHaveCount(0)
		await expect(page.getByRole('complementary')).toHaveCount(0) // no join block for associates
		await page.getByLabel('E-mail or member number').fill('eaa@example.com')
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign in', exact: true }))
		await expect(page).toHaveURL('/language')
		await expect(page.getByRole('status')).toHaveText("You're signed in with enterprise account access.")
		await expectSignedInAs(page, 'Elena Vasquez', /Gold Elite/)
		// A one-time message.
		await page.reload()
		await expect(page.getByRole('status')).toHaveCount(0)
	})

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

test.describe('the pages around sign-in', () => {
	test('/unAuth asks to sign in, and the link comes back to the page', async ({ page }) => {
		await page.goto('/unAuth?returnTo=%2Flanguage')
		await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible()
		await page.getByRole('link', { name: 'Sign in', exact: true }).click()
		await expect(page).toHaveURL('/sign-in.mi?returnTo=%2Flanguage')
		await page.goto('/unAuth?returnTo=https%3A%2F%2Fevil.example%2F')
		await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/sign-in.mi?returnTo=%2F')
	})

	test('/error says something went wrong, with a reference', async ({ page }) => {
		const response = await page.goto('/error')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
		await expect(page.getByText(/^Reference: \S+$/)).toBeVisible()
		await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
	})
})

test.describe('the join content block beside the sign-in form', () => {
	test('shows the default variant with join and activate links', async ({ page }) => {
		await page.goto('/sign-in.mi')
		const block = page.getByRole('complementary', { name: 'Not a member yet?' })
		await expect(block.getByRole('img', { name: 'Meridian Rewards' })).toBeVisible()
		await expect(block.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/loyalty/createAccount/createAccountPage1.mi')
		await expect(page.getByRole('link', { name: 'Activate your online account' })).toHaveAttribute('href', '/loyalty/createAccount/activateOnlineAccount.mi')
	})

	test('shows a sweepstakes client its own title, and the join link carries clientId', async ({ page }) => {
		await page.goto('/sign-in.mi?clientId=sweeps2026')
		const block = page.getByRole('complementary', { name: "Join now for a chance to win a week's stay for two" })
		await expect(block.getByRole('link', { name: 'Join and enter the sweepstakes' })).toHaveAttribute(
			'href',
			'/loyalty/createAccount/createAccountPage1.mi?clientId=sweeps2026',
		)
		// Another client gets the default block, still with its clientId.
		await page.goto('/sign-in.mi?clientId=partner7')
		await expect(page.getByRole('complementary', { name: 'Not a member yet?' }).getByRole('link', { name: 'Join now' })).toHaveAttribute(
			'href',
			'/loyalty/createAccount/createAccountPage1.mi?clientId=partner7',
		)
	})

	test('takes its text from the page model: the Spanish page shows what the Spanish authors wrote', async ({ page }) => {
		await page.goto('/es/sign-in.mi')
		// The catalogue would say "¿Aún no eres miembro?": this header is the page model's.
		const block = page.getByRole('complementary', { name: 'Únete a Meridian Rewards' })
		await expect(block).toContainText('Los socios disfrutan de nuestras mejores tarifas, wifi gratis y puntos en cada estancia.')
		await expect(block.getByRole('link', { name: 'Únete ahora' })).toHaveAttribute('href', '/es/loyalty/createAccount/createAccountPage1.mi')
		// The featured image: its path on the image cache domain (none in this environment), and it loads.
		const image = block.getByRole('img', { name: 'Meridian Rewards' })
		await expect(image).toHaveAttribute('src', '/images/content/meridian-rewards.svg')
		await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)

		await page.goto('/es/sign-in.mi?clientId=sweeps2026')
		await expect(
			page.getByRole('complementary', { name: 'Únete y gana una semana de estancia para dos' }).getByRole('link', { name: 'Únete y participa en el sorteo' }),
		).toHaveAttribute('href', '/es/loyalty/createAccount/createAccountPage1.mi?clientId=sweeps2026')
	})

	test('greets a remembered member by name', async ({ page }) => {
		await signIn(page, 'titanium@example.com') // remember me is ticked by default
		await expectSignedInAs(page, 'Tomoko Sato', /Titanium Elite/)
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign out' }))
		await page.goto('/sign-in.mi')
		await expect(page.getByRole('complementary', { name: "Tomoko Sato, there's more to your stay" })).toBeVisible()
	})

	test.describe('from a country where online join is refused', () => {
		test.use({ locale: 'fa-IR' })
		test('hides join now and says why', async ({ page }) => {
			await page.goto('/sign-in.mi')
			const block = page.getByRole('complementary', { name: 'Not a member yet?' })
			await expect(block.getByText("Online enrollment isn't available in your country.")).toBeVisible()
			await expect(page.getByRole('link', { name: 'Join now' })).toHaveCount(0)
			// Signing in is still offered.
			await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
		})
	})
})
