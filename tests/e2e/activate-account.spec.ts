import { expect, test } from './support/test.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { expectAccessible } from './support/booking.ts'
import { expectSignedInAs, signIn, submitAndSettle } from './support/sign-in.ts'

// Activating an online account (issue 15): a member enrolled without a login finds their
// account from the sign-in page by member number and last name, chooses a password, and is
// signed in. Each browser run activates its own seeded member (each works once).

const PASSWORD = 'Activated#2027'

test('a member without a login activates it from the sign-in page, is signed in, and signs in again later', async ({ page }, testInfo) => {
	const member = testInfo.project.name === 'js' ? TEST_ACCOUNTS.activateToo : TEST_ACCOUNTS.activate
	await page.goto('/sign-in.mi')
	await page.getByRole('link', { name: 'Activate your online account' }).click()
	await expect(page.getByRole('heading', { name: 'Activate your online account', level: 1 })).toBeVisible()
	await expectAccessible(page)

	// A wrong last name answers as an unknown number does, with the number kept.
	await page.getByLabel('Member number').fill(member.memberNumber)
	await page.getByLabel('Last name').fill('Nobody')
	const refused = page.waitForResponse((response) => response.request().method() === 'POST')
	await page.getByRole('button', { name: 'Continue' }).click()
	expect((await refused).status()).toBe(400)
	await expect(page.getByText("We couldn't find a member with that number and last name.")).toBeVisible()
	await expect(page.getByLabel('Member number')).toHaveValue(member.memberNumber)

	await page.getByLabel('Last name').fill(member.surname.toLowerCase())
	await submitAndSettle(page, page.getByRole('button', { name: 'Continue' }))
	await expect(page.getByText(/We found your account\. Choose a password: you'll sign in with a•••@example\.com\./)).toBeVisible()
	await expectAccessible(page)
	await page.getByLabel('Password', { exact: true }).fill('weak')
	const weak = page.waitForResponse((response) => response.request().method() === 'POST')
	await page.getByRole('button', { name: 'Activate my account' }).click()
	expect((await weak).status()).toBe(400)
	await expect(page.getByText('Use 8 to 20 characters.')).toBeVisible()

	await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
	await submitAndSettle(page, page.getByRole('button', { name: 'Activate my account' }))
	await expect(page).toHaveURL('/loyalty/myAccount/profile.mi')
	await expectSignedInAs(page, member.givenName, /Member/)

	await submitAndSettle(page, page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }))
	await signIn(page, member.email, PASSWORD)
	await expectSignedInAs(page, member.givenName, /Member/)

	// Once active, the account is not activated again.
	await submitAndSettle(page, page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }))
	await page.goto('/loyalty/createAccount/activateOnlineAccount.mi')
	await page.getByLabel('Member number').fill(member.memberNumber)
	await page.getByLabel('Last name').fill(member.surname)
	await submitAndSettle(page, page.getByRole('button', { name: 'Continue' }))
	await expect(page.getByText('This account can already sign in online.')).toBeVisible()
})
