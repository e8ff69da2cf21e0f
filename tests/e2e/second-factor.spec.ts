import { expect, test, type Page } from './support/test.ts'
import { expectAccessible } from './support/booking.ts'
import { joinMember } from './support/members.ts'
import { SANDBOX_PORT, sandboxUrlOf } from './support/servers.ts'
import { expectSignedInAs, signIn, submitAndSettle } from './support/sign-in.ts'

// A sign-in with a second factor (issue 28 item 9, docs/decisions/020): the password leads
// to the code page, the code is read from the sandbox's outbox as the member would read
// their e-mail, and the member lands signed in where they were going. Each test joins a
// member of its own, per project, and turns its second factor on: codes and their lock-out
// are the account's.

const PASSWORD = 'Second#Factor2'
const PROFILE = '/loyalty/myAccount/profile.mi'

async function memberWithSecondFactor(label: string, project: string): Promise<string> {
	const email = `${label}-${project}-${Date.now()}@example.com`
	await joinMember({ email, password: PASSWORD })
	const turnedOn = await fetch(`${sandboxUrlOf(SANDBOX_PORT)}/sandbox/second-factor`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email }),
	})
	if (!turnedOn.ok) throw new Error(`the sandbox did not turn on the second factor of ${email}`)
	return email
}

/** The code in the newest message to this recipient. */
async function codeSentTo(recipient: string): Promise<string> {
	const answer = await fetch(`${sandboxUrlOf(SANDBOX_PORT)}/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`)
	const { messages } = (await answer.json()) as { messages: Array<{ subject: string; body: string }> }
	const code = /\b(\d{6})\b/.exec(messages.find((message) => /sign-in code/.test(message.subject))?.body ?? '')?.[1]
	if (!code) throw new Error(`no sign-in code was sent to ${recipient}`)
	return code
}

test('a member with a second factor enters the e-mailed code and lands where they were going, signed in', { tag: '@js' }, async ({ page }, testInfo) => {
	const email = await memberWithSecondFactor('second-factor', testInfo.project.name)
	await signIn(page, email, PASSWORD, { returnTo: PROFILE })

	await expect(page).toHaveURL(/\/sign-in\/verify\.mi\?returnTo=%2Floyalty%2FmyAccount%2Fprofile\.mi$/)
	await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible()
	await expect(page.getByText(/enter the 6-digit code we've e-mailed to s\*\*\*\d@example\.com/)).toBeVisible()
	// Not signed in yet: the header has no member, and the profile sends back here.
	await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Sign out' })).toHaveCount(0)
	await expectAccessible(page)

	const code = await codeSentTo(email)
	const wrong = code === '000000' ? '111111' : '000000'
	const refused = page.waitForResponse((answer) => answer.request().method() === 'POST')
	await page.getByLabel('6-digit code').fill(wrong)
	await page.getByRole('button', { name: 'Finish signing in' }).click()
	expect((await refused).status()).toBe(400)
	await expect(page.getByText("That code isn't right. Check it, or ask for a new one.")).toBeVisible()
	await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('6-digit code')).toHaveValue('')

	await page.getByLabel('6-digit code').fill(code)
	await submitAndSettle(page, page.getByRole('button', { name: 'Finish signing in' }))
	await expect(page).toHaveURL(PROFILE)
	await expectSignedInAs(page, 'Robin', /Member/)
})

test('a member page opened before the code sends to the code page, and back to it after', async ({ page }, testInfo) => {
	const email = await memberWithSecondFactor('second-factor-page', testInfo.project.name)
	await signIn(page, email, PASSWORD, { returnTo: '/' })
	await expect(page).toHaveURL(/\/sign-in\/verify\.mi\?returnTo=%2F$/)

	await page.goto(PROFILE)
	await expect(page).toHaveURL(/\/sign-in\/verify\.mi\?returnTo=%2Floyalty%2FmyAccount%2Fprofile\.mi$/)
	await page.getByLabel('6-digit code').fill(await codeSentTo(email))
	await submitAndSettle(page, page.getByRole('button', { name: 'Finish signing in' }))
	await expect(page).toHaveURL(PROFILE)
	await expectSignedInAs(page, 'Robin', /Member/)
})

/** Enters the newest code on the code page, and waits for the sign-in it finishes. */
async function enterCode(page: Page, email: string) {
	await page.getByLabel('6-digit code').fill(await codeSentTo(email))
	await submitAndSettle(page, page.getByRole('button', { name: 'Finish signing in' }))
}

test('the sign-in overlay in a frame sends the whole page to the code page', { tag: '@js' }, async ({ page }, testInfo) => {
	const email = await memberWithSecondFactor('second-factor-overlay', testInfo.project.name)
	await page.route('**/frame-host', (route) =>
		route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><title>host</title><iframe title="Sign in" src="/signInOverlay.mi?returnTo=%2Flanguage" style="width:100%;height:700px"></iframe>',
		}),
	)
	await page.goto('/frame-host')
	const overlay = page.frameLocator('iframe[title="Sign in"]')
	await overlay.getByLabel('E-mail or member number').fill(email)
	await overlay.getByLabel('Password', { exact: true }).fill(PASSWORD)
	await submitAndSettle(page, overlay.getByRole('button', { name: 'Sign in', exact: true }))
	await expect(page).toHaveURL(/\/sign-in\/verify\.mi\?returnTo=%2Flanguage$/)
	await enterCode(page, email)
	await expect(page).toHaveURL('/language')
	await expectSignedInAs(page, 'Robin', /Member/)
})

test(
	'a remembered member with a second factor signs in from the header menu by way of the code page, and is not remembered before it',
	{ tag: '@js' },
	async ({ page }, testInfo) => {
		const email = await memberWithSecondFactor('second-factor-flyout', testInfo.project.name)
		await signIn(page, email, PASSWORD, { returnTo: '/language' }) // remember me is ticked by default
		await enterCode(page, email)
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign out' }))
		await page.goto('/language')
		await page.getByText('Hello, Robin Tester').click()
		const menu = page.getByRole('group', { name: 'Sign in or join' })
		await menu.getByLabel('Password (Robin Tester)').fill(PASSWORD)
		await submitAndSettle(page, menu.getByRole('button', { name: 'Sign in', exact: true }))

		await expect(page).toHaveURL(/\/sign-in\/verify\.mi\?returnTo=%2Flanguage$/)
		// The password alone leaves nobody signed in, and no remembered member either.
		await expect(page.getByText('Hello, Robin Tester')).toHaveCount(0)
		await enterCode(page, email)
		await expect(page).toHaveURL('/language')
		await expectSignedInAs(page, 'Robin', /Member/)
	},
)
