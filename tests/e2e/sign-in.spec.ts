import { expect, test, type Page } from './support/test.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { joinMember } from './support/members.ts'
import { SESSION_COOKIE } from './support/platform-session.ts'
import { expectSignedInAs, PASSWORD, signIn, strangerEmail, submitAndSettle } from './support/sign-in.ts'

const TIERS = [
	{ email: 'member@example.com', name: 'Maya Reyes', status: /^Member · 4,200 points$/ },
	{ email: 'silver@example.com', name: 'Samuel Okafor', status: /^Silver Elite · 18,500 points$/ },
	{ email: 'gold@example.com', name: 'Grace Lindqvist', status: /^Gold Elite · 86,000 points$/ },
	{ email: 'platinum@example.com', name: 'Pablo Martín', status: /^Platinum Elite · 152,300 points$/ },
	{ email: 'titanium@example.com', name: 'Tomoko Sato', status: /^Titanium Elite · 310,750 points$/ },
	{ email: 'ambassador@example.com', name: 'Amara Haddad', status: /^Ambassador Elite · 1,204,000 points$/ },
]

test.describe('signing in on the sign-in page', () => {
	for (const tier of TIERS) {
		test(`a ${tier.status.source.split(' ')[0]!.slice(2)} member lands on returnTo with their name and tier in the header`, async ({ page }) => {
			await signIn(page, tier.email, PASSWORD, { returnTo: '/language?from=sign-in' })
			await expect(page).toHaveURL('/language?from=sign-in')
			await expectSignedInAs(page, tier.name, tier.status)
			// On every page, not just the one signed in on.
			await page.goto('/')
			await expectSignedInAs(page, tier.name, tier.status)
		})
	}

	test('the member number works as well as the e-mail', async ({ page }) => {
		await signIn(page, '100002223')
		await expectSignedInAs(page, 'Grace Lindqvist', /Gold Elite/)
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

	test('a wrong password keeps the visitor on the form, with the message and nothing kept', async ({ page }, testInfo) => {
		const email = strangerEmail(testInfo, 'wrong')
		await signIn(page, email, 'NotThePassword1')
		await expect(page.getByRole('alert')).toContainText('The e-mail, member number or password is not correct.')
		await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
		await expect(page.getByLabel('E-mail or member number')).toHaveValue('')
		await expect(page.getByRole('link', { name: 'Sign in or join' })).toBeVisible()
	})

	test('a locked account is told so, even with the right password', async ({ page }, testInfo) => {
		const email = strangerEmail(testInfo, 'locked')
		for (let attempt = 1; attempt <= 3; attempt++) await signIn(page, email, `Wrong#${attempt}`)
		await signIn(page, email, 'Wrong#4')
		await expect(page.getByRole('alert')).toContainText('one attempt left')
		await signIn(page, email, 'Wrong#5')
		await expect(page.getByRole('alert')).toContainText('Your account is locked')
	})

	test('after too many failures the account is rate limited with 429', async ({ page, request }, testInfo) => {
		const email = strangerEmail(testInfo, 'limited')
		for (let attempt = 1; attempt <= 5; attempt++) await signIn(page, email, `Wrong#${attempt}`)
		await signIn(page, email, 'Wrong#6')
		await expect(page.getByRole('alert')).toContainText('Too many sign-in attempts')
		const response = await request.post('/sign-in.mi', { form: { email, pwrd: PASSWORD, intent: 'sign-in' }, maxRedirects: 0 })
		expect(response.status()).toBe(429)
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

	test('an identifier that is neither an e-mail nor a member number is refused with a 400', async ({ page, request }) => {
		// With JavaScript the browser says so before posting; without it, the server does.
		await page.goto('/sign-in.mi')
		await page.getByLabel('E-mail or member number').fill('gold@example')
		await page.getByLabel('Password', { exact: true }).fill('x')
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()
		await expect(page.getByText('Enter a valid e-mail address or member number.')).toBeVisible()
		await expect(page.getByLabel('E-mail or member number')).toHaveValue('gold@example')
		const response = await request.post('/sign-in.mi', { form: { email: 'not an id', pwrd: 'x', intent: 'sign-in' } })
		expect(response.status()).toBe(400)
		expect(await response.text()).not.toContain('value="x"')
	})

	test('a remembered member is greeted, signs in with the password only, and can be forgotten', async ({ page }) => {
		await signIn(page, 'ambassador@example.com') // remember me is ticked by default
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign out' }))
		await expect(page.getByRole('status')).toHaveText('You have signed out.')
		await expect(page.getByText('Hello, Amara Haddad')).toBeVisible() // remembered, not signed in
		// The remembered member's menu (the flyout variant) opens without JavaScript too.
		await page.getByText('Hello, Amara Haddad').click()
		await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
		// The menu signs in too (sign-in-flyout.spec.ts); here, the full page.
		await page.goto('/sign-in.mi?returnTo=%2F')

		await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Haddad' })).toBeVisible()
		await expect(page.getByLabel('E-mail or member number')).toHaveCount(0)
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()
		await expectSignedInAs(page, 'Amara Haddad', /Ambassador Elite/)

		await submitAndSettle(page, page.getByRole('button', { name: 'Sign out' }))
		await page.goto('/sign-in.mi')
		await page.getByRole('button', { name: 'Not Amara Haddad? Sign in as someone else' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible()
		await expect(page.getByLabel('E-mail or member number')).toBeVisible()
	})

	test('without remember me, signing out forgets the member', async ({ page }) => {
		await page.goto('/sign-in.mi')
		await page.getByLabel('E-mail or member number').fill('member@example.com')
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await page.getByLabel('Remember me').uncheck()
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()
		await expectSignedInAs(page, 'Maya Reyes', /Member/)
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign out' }))
		await expect(page.getByText('Hello, Maya Reyes')).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Sign in or join' })).toBeVisible()
	})

	test('the session cookie is HttpOnly, SameSite=Lax and holds no password', async ({ page, context }) => {
		await signIn(page, 'gold@example.com')
		await expectSignedInAs(page, 'Grace Lindqvist', /Gold Elite/)
		const cookies = await context.cookies()
		const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE)
		expect(session?.httpOnly).toBe(true)
		expect(session?.sameSite).toBe('Lax')
		for (const cookie of cookies) expect(decodeURIComponent(cookie.value)).not.toContain(PASSWORD)
	})
})

// The identifier's warnings and the verification an account may need (spec 000 §5, §8;
// docs/decisions/016): each beside the field, with the sign-in page warning above the form.
test.describe('the identifier field says why it cannot sign in', () => {
	const identifier = (page: Page) => page.getByLabel('E-mail or member number')
	const PAGE_WARNING = "We can't sign you in with the account you entered."

	async function attempt(page: Page, userId: string, password = PASSWORD) {
		await page.goto('/sign-in.mi')
		await identifier(page).fill(userId)
		await page.getByLabel('Password', { exact: true }).fill(password)
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()
	}

	test('a number too short for a member number gets the member-number warning, kept, with a 400 from the server', async ({ page, request }) => {
		await attempt(page, '12345678')
		await expect(identifier(page)).toHaveAccessibleDescription('A member number has 9 to 12 digits. Check your membership card, or use your e-mail.')
		await expect(page.getByRole('alert')).toHaveText(PAGE_WARNING)
		await expect(identifier(page)).toHaveValue('12345678')
		const response = await request.post('/sign-in.mi', { form: { email: '12345678', pwrd: 'x', intent: 'sign-in' } })
		expect(response.status()).toBe(400)
	})

	test('a mobile number without its country code gets the inline warning', async ({ page }) => {
		await attempt(page, '212 555 0123')
		await expect(identifier(page)).toHaveAccessibleDescription(/a mobile number starts with \+ and the country code/)
		await expect(page.getByRole('alert')).toHaveText(PAGE_WARNING)
	})

	test('a verified mobile number signs in', async ({ page }) => {
		await attempt(page, '+1 212 555 0123')
		await expect(page).toHaveURL('/')
		await expectSignedInAs(page, 'Grace Lindqvist', /Gold Elite/)
	})

	test('a mobile number not yet verified is told to sign in otherwise and verify it', async ({ page }, testInfo) => {
		// A member of the test's own, with a number no other run or project has, not yet verified.
		const mobile = `+1 646 ${testInfo.project.name === 'js' ? 6 : 5}${String(Date.now()).slice(-6)}`
		await joinMember({ email: strangerEmail(testInfo, 'mobile'), password: PASSWORD, smsPhone: mobile })
		await attempt(page, mobile)
		await expect(identifier(page)).toHaveAccessibleDescription(
			"This mobile number isn't verified, so it can't sign you in. Use your e-mail or member number, then verify the number in your profile.",
		)
		await expect(page.getByRole('alert')).toHaveText(PAGE_WARNING)
		await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
	})

	test('a membership waiting for verification is told how to verify it', async ({ page }) => {
		await attempt(page, TEST_ACCOUNTS.verify.email)
		await expect(identifier(page)).toHaveAccessibleDescription(/^Your membership needs verifying first\. Choose “Forgot your password\?”/)
		await expect(page.getByRole('alert')).toHaveText(PAGE_WARNING)
		await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
	})

	test('in Spanish too', async ({ page }) => {
		await page.goto('/es/sign-in.mi')
		await page.getByLabel('Correo electrónico o número de miembro').fill('1234')
		await page.getByLabel('Contraseña', { exact: true }).fill('x')
		await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
		await expect(page.getByLabel('Correo electrónico o número de miembro')).toHaveAccessibleDescription(/^Un número de miembro tiene de 9 a 12 dígitos\./)
		await expect(page.getByRole('alert')).toHaveText('No podemos iniciar tu sesión con la cuenta que has introducido.')
	})
})

test.describe('the session pages', () => {
	test('an expired session is said so, with a way back in', async ({ page }) => {
		await page.goto('/sessionTimedOut.mi?returnTo=%2Flanguage')
		await expect(page.getByRole('heading', { level: 1, name: 'Your session timed out' })).toBeVisible()
		await page.getByRole('link', { name: 'Sign in again' }).click()
		await expect(page).toHaveURL('/sign-in.mi?returnTo=%2Flanguage')
		await page.goto('/sessionTimeOut')
		await expect(page.getByRole('heading', { level: 1, name: 'Your session timed out' })).toBeVisible()
	})

	test('/login leads to the sign-in page with its query', async ({ page }) => {
		await page.goto('/login?returnTo=%2Flanguage')
		await expect(page).toHaveURL('/sign-in.mi?returnTo=%2Flanguage')
	})

	test('a GET of /logout.mi signs no one out', async ({ page }) => {
		await signIn(page, 'silver@example.com')
		await page.goto('/logout.mi')
		await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible()
		await expectSignedInAs(page, 'Samuel Okafor', /Silver Elite/)
		await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
		await expect(page).toHaveURL('/')
		await expect(page.getByRole('status')).toHaveText('You have signed out.')
	})

	test.describe('in zh-TW', () => {
		test.use({ locale: 'zh-TW' })
		test('sign-in is refused, with no form', async ({ page }) => {
			await page.goto('/sign-in.mi')
			await expect(page.getByRole('heading', { level: 1, name: "Sign-in isn't available" })).toBeVisible()
			await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0)
		})
	})
})

test.describe('in Spanish', () => {
	test('the page, its errors and the redirect keep the /es prefix', async ({ page }) => {
		await page.goto('/es/sign-in.mi?returnTo=%2Flanguage')
		await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
		await expect(page.getByText('Introduce tu contraseña.')).toBeVisible()
		await page.getByLabel('Correo electrónico o número de miembro').fill('gold@example.com')
		await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
		await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
		await expect(page).toHaveURL('/es/language')
		await expect(page.getByText('Hola, Grace Lindqvist')).toBeVisible()
	})
})
