import { expect, test, type Page } from './support/test.ts'
import { expectAccessible } from './support/booking.ts'
import { joinMember } from './support/members.ts'
import { SANDBOX_PORT, sandboxUrlOf } from './support/servers.ts'
import { signIn, submitAndSettle } from './support/sign-in.ts'

// The member's profile (issue 15, spec 000 §2 /loyalty/myAccount/profile.mi): a guest is
// sent to sign in and back; a member sees their standing, verifies the mobile number with
// the texted code, edits their details, switches to miles and removes a saved hotel. Each
// test changes an account of its own, joined for it. A saved hotel listed and removed is
// the server's alone: it runs over plain HTTP in tests/integration/journeys/profile.test.ts
// (issue 29).

const PROFILE = '/loyalty/myAccount/profile.mi'
const PASSWORD = 'Profile#2027'

const unique = (label: string, project: string) => `${label}-${project}-${Date.now()}@example.com`
/** A mobile number no other run or project has (the platform refuses a number twice). */
const mobileFor = (project: string) => `+1 737 ${project === 'js' ? 6 : 5}${String(Date.now()).slice(-6)}`

async function textedCode(number: string): Promise<string> {
	// The platform keeps a number as + and its digits.
	const digits = `+${number.replace(/\D/g, '')}`
	const answer = await fetch(`${sandboxUrlOf(SANDBOX_PORT)}/sandbox/outbox?recipient=${encodeURIComponent(digits)}`)
	const { messages } = (await answer.json()) as { messages: Array<{ body: string }> }
	const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1]
	if (!code) throw new Error(`no code was texted to ${digits}: ${JSON.stringify(messages)}`)
	return code
}

async function newMember(page: Page, project: string, smsPhone?: string) {
	const email = unique('profile', project)
	await joinMember({ email, password: PASSWORD, smsPhone })
	await signIn(page, email, PASSWORD, { returnTo: PROFILE })
	await expect(page).toHaveURL(PROFILE)
	return email
}

test('a guest opening the profile signs in and comes back to it', async ({ page }, testInfo) => {
	const email = unique('guest', testInfo.project.name)
	await joinMember({ email, password: PASSWORD })
	await page.goto(PROFILE)
	await expect(page).toHaveURL(/\/sign-in\.mi\?returnTo=%2Floyalty%2FmyAccount%2Fprofile\.mi/)
	await page.getByLabel('E-mail or member number').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
	await submitAndSettle(page, page.getByRole('button', { name: 'Sign in', exact: true }))
	await expect(page).toHaveURL(PROFILE)
	await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible()
	await expect(page.getByText('10 more nights this year make you Silver Elite.')).toBeVisible()
	await expectAccessible(page)
})

test('a member verifies the mobile number with the texted code, and a wrong code is refused', async ({ page }, testInfo) => {
	const mobile = mobileFor(testInfo.project.name)
	await newMember(page, testInfo.project.name, mobile)
	const nudge = page.getByRole('region', { name: 'Verify your mobile number' })
	await expect(nudge).toContainText(`ending in ${mobile.slice(-4)}`)
	await submitAndSettle(page, nudge.getByRole('button', { name: 'Text me a code' }))
	await expect(nudge.getByRole('status')).toContainText("We've texted a 6-digit code")
	await expectAccessible(page)

	const code = await textedCode(mobile)
	const wrong = code === '000000' ? '111111' : '000000'
	await nudge.getByLabel('6-digit code').fill(wrong)
	const refused = page.waitForResponse((response) => response.request().method() === 'POST')
	await nudge.getByRole('button', { name: 'Verify' }).click()
	expect((await refused).status()).toBe(400)
	await expect(nudge.getByText("That code isn't right.")).toBeVisible()

	await nudge.getByLabel('6-digit code').fill(code)
	await submitAndSettle(page, nudge.getByRole('button', { name: 'Verify' }))
	await expect(page.getByText('Thank you: your mobile number is verified.')).toBeVisible()
	await page.goto(PROFILE)
	await expect(page.getByRole('region', { name: 'Verify your mobile number' })).toHaveCount(0)
})

test('a member edits their details and switches to miles; a bad name is refused beside its field', { tag: '@js' }, async ({ page }, testInfo) => {
	await newMember(page, testInfo.project.name)
	const details = page.getByRole('region', { name: 'Your details' })
	await details.getByLabel('First name').fill('')
	await details.getByLabel('Last name').fill('Renamed')
	// A Spanish mobile (9 digits) typed without its code is read as the chosen country's: the page's is the US.
	const spanishMobile = `6${testInfo.project.name === 'js' ? 1 : 2}${String(Date.now()).slice(-7)}`
	await details.getByLabel('New mobile number').fill(spanishMobile)
	const refused = page.waitForResponse((response) => response.request().method() === 'POST')
	await details.getByRole('button', { name: 'Save changes' }).click()
	expect((await refused).status()).toBe(400)
	await expect(details.getByText('Enter your name.')).toBeVisible()
	await expect(details.getByText('Enter a mobile number for United States, like +1 201 555 0123.')).toBeVisible()
	await expect(details.getByLabel('Last name')).toHaveValue('Renamed')
	await details.getByLabel('Country of the new number').selectOption({ label: 'Spain' })

	await details.getByLabel('First name').fill('Robyn')
	await details.getByLabel('By text message').uncheck()
	await submitAndSettle(page, details.getByRole('button', { name: 'Save changes' }))
	await expect(details.getByRole('status')).toHaveText('Your account has been updated.')
	await expect(page.getByRole('heading', { name: 'Hello, Robyn' })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Last name')).toHaveValue('Renamed')
	await expect(page.getByText(`Mobile number on file: ending in ${spanishMobile.slice(-4)}.`)).toBeVisible()

	const earning = page.getByRole('region', { name: 'Earning preference' })
	await earning.getByLabel('Airline miles').check()
	await submitAndSettle(page, earning.getByRole('button', { name: 'Save preference' }))
	await expect(earning.getByRole('status')).toHaveText('Your stays now earn airline miles.')
	await page.goto(PROFILE)
	await expect(page.getByRole('region', { name: 'Earning preference' }).getByLabel('Airline miles')).toBeChecked()
	// A new member has no points to convert yet.
	await expect(page.getByText('You need at least 3,000 points to convert them to miles.')).toBeVisible()
})
