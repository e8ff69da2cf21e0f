import { expect, test } from './support/test.ts'
import { expectAccessible } from './support/booking.ts'
import { joinMember } from './support/members.ts'
import { submitAndSettle } from './support/sign-in.ts'

// Promotions (spec 000 /promotion): a guest chooses one, signs in, comes back to it and
// registers; the page says so then and afterwards. A closed one offers no registration.
// The member is joined for the test, so no other test sees the registration. A closed or
// unknown promotion runs over plain HTTP in tests/integration/journeys/promotion.test.ts (issue 29).

const DOUBLE_UP = '/promotion?code=DOUBLEUP'
const DOUBLE_UP_TITLE = 'Double points on every stay'
const PASSWORD = 'Promotion#2027'
const CLOSED = 'Registration for this promotion has closed.'

test('a guest signs in from a promotion, comes back to it and registers', async ({ page }, testInfo) => {
	const email = `promotion-${testInfo.project.name}-${Date.now()}@example.com`
	await joinMember({ email, password: PASSWORD })

	await page.goto(DOUBLE_UP)
	const promotion = page.getByRole('region', { name: DOUBLE_UP_TITLE })
	await expect(promotion.getByText(/^Stays: /)).toBeVisible()
	await expectAccessible(page)
	await promotion.getByRole('link', { name: `Sign in to register for ${DOUBLE_UP_TITLE}` }).click()
	await expect(page).toHaveURL(/\/sign-in\.mi\?returnTo=%2Fpromotion%3Fcode%3DDOUBLEUP$/)
	await page.getByLabel('E-mail or member number').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
	await submitAndSettle(page, page.getByRole('button', { name: 'Sign in', exact: true }))
	await expect(page).toHaveURL(DOUBLE_UP)

	await submitAndSettle(page, promotion.getByRole('button', { name: `Register for ${DOUBLE_UP_TITLE}` }))
	await expect(promotion.getByRole('status')).toHaveText(`You're registered for ${DOUBLE_UP_TITLE}.`)
	await expect(promotion.getByText('Registered', { exact: true })).toBeVisible()
	await expectAccessible(page)

	await page.goto(DOUBLE_UP)
	await expect(promotion.getByText('Registered', { exact: true })).toBeVisible()
	await expect(promotion.getByRole('button')).toHaveCount(0)

	// Signed in, a closed one still offers nothing to press.
	await page.goto('/promotion?code=SPRING')
	await expect(page.getByText(CLOSED)).toBeVisible()
	await expect(page.getByRole('button', { name: /^Register for/ })).toHaveCount(0)

	// The profile leads to the list, where the registration shows too.
	await page.goto('/loyalty/myAccount/profile.mi')
	await page.getByRole('link', { name: 'Promotions', exact: true }).click()
	await expect(page).toHaveURL('/promotion')
	await expect(page.getByRole('region', { name: DOUBLE_UP_TITLE }).getByText('Registered', { exact: true })).toBeVisible()
})
