import { expect, test, type Page } from './support/test.ts'
import { expectAccessible } from './support/booking.ts'
import { expectSignedInAs, signIn, submitAndSettle } from './support/sign-in.ts'

// Joining Meridian Rewards (issue 15): a guest joins, is welcomed with their member number
// and signed in; signs out and in again with the new password; each refusal is said beside
// its field, with the guest's other values kept. Each project joins its own addresses.
// The journeys whose outcome the server alone decides (each refusal, a member told they are
// one) run over plain HTTP in tests/integration/journeys/join.test.ts (issue 29); the
// browser keeps a guest joining, with JavaScript off and on.

const PASSWORD = 'Joined#2027'

async function fillJoin(
	page: Page,
	values: { email: string; phone?: string; country?: string; partnerNumber?: string; givenName?: string; password?: string },
) {
	await page.goto('/loyalty/createAccount/createAccountPage1.mi')
	await page.getByLabel('First name').fill(values.givenName ?? 'Robin')
	await page.getByLabel('Last name').fill('Tester')
	await page.getByLabel('E-mail address').fill(values.email)
	await page.getByLabel('Country or region of residence').selectOption(values.country ?? 'US')
	await page.getByLabel('Mobile phone').fill(values.phone ?? '')
	if (values.partnerNumber) await page.getByLabel(/^Airline or partner programme number/).fill(values.partnerNumber)
	await page.getByLabel('Password', { exact: true }).fill(values.password ?? PASSWORD)
}

const unique = (label: string, project: string) => `${label}-${project}-${Date.now()}@example.com`
const phoneFor = (project: string, n: number) => `512 55${project === 'js' ? 6 : 5} ${String(1000 + n + (Date.now() % 8000)).slice(0, 4)}`

test(
	'a guest joins, is signed in and welcomed with the member number, then signs in again with the new password',
	{ tag: '@js' },
	async ({ page }, testInfo) => {
		const email = unique('joins', testInfo.project.name)
		await page.goto('/loyalty/createAccount/createAccountPage1.mi')
		await expectAccessible(page)
		if (testInfo.project.name === 'js') {
			// With JavaScript the rules tick as the password is typed.
			await page.getByLabel('Password', { exact: true }).fill('abc')
			await expect(page.locator('.password-checklist__met')).toHaveCount(2)
		}
		await fillJoin(page, { email, phone: phoneFor(testInfo.project.name, 1) })
		await submitAndSettle(page, page.getByRole('button', { name: 'Join now' }))
		await expect(page.getByRole('heading', { name: 'Welcome to Meridian Rewards', level: 1 })).toBeVisible()
		await expect(page.getByRole('status')).toContainText(/Your member number is 3\d{8}\./)
		await expectSignedInAs(page, 'Robin', /Member/)
		await expectAccessible(page)

		await submitAndSettle(page, page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }))
		await signIn(page, email, PASSWORD)
		await expectSignedInAs(page, 'Robin', /Member/)
	},
)
