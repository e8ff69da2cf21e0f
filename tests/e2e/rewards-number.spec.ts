import { expect, test, type Page } from './support/test.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, expectAccessible, payWithCard, fillGuest, holdRoom, stayFor } from './support/booking.ts'
import { PASSWORD, signIn, submitAndSettle } from './support/sign-in.ts'

// A guest who books without signing in adds their Meridian Rewards member number (spec 001
// §7 lookup rewards): the stay earns that member's points and is in their trips. Each test
// books its own nights (slots 13 and 14), per project; gold@'s trips gain a stay per run,
// as they do from saved-cards.spec.ts, and no journey counts them.

const gold = TEST_ACCOUNTS.gold
/** gold@ is Grace Lindqvist; here she books as a guest, with an e-mail of the run's own. */
const grace = { ...ana, givenName: 'Grace', surname: 'Lindqvist' }
const memberNumber = (page: Page) => page.locator('form.guest-details').getByLabel('Member number (optional)')

test('a guest books with gold’s member number, sees it masked on the confirmation, and finds the stay in her trips', async ({ page }, testInfo) => {
	await holdRoom(page, stayFor(testInfo.project.name, 13))
	await fillGuest(page, { ...grace, email: `grace-guest-${testInfo.project.name}@example.com` })
	await memberNumber(page).fill('100 002 223')
	await consent(page).check()
	await continueToReview(page)
	await payWithCard(page, TEST_CARDS.visa)

	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText('Points go to Meridian Rewards member •••••2223')).toBeVisible()
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	await expect(page).toHaveURL(/\/reservation\/confirmation\.mi$/)
	await expect(page.getByText('Thank you, Grace. Your reservation is confirmed.')).toBeVisible()
	await expect(page.getByText('This stay earns points for Meridian Rewards member •••••2223, and it is in that member’s trips.')).toBeVisible()
	// The stay is hers already: nothing to save or join; the number shows by its last four digits only.
	await expect(page.getByRole('link', { name: 'Save to my trips' })).toHaveCount(0)
	expect(await page.content()).not.toContain(gold.memberNumber)
	const number = (await page.getByTestId('confirmation-number').textContent()) ?? ''
	expect(number).toMatch(/^\d{8}$/)

	await signIn(page, gold.email, PASSWORD, { returnTo: '/loyalty/findReservationList.mi' })
	await expect(page.getByRole('heading', { name: 'My trips', level: 1 })).toBeVisible()
	await expect(page.getByRole('button', { name: new RegExp(`reservation ${number}$`) })).toBeVisible()
})

test('a member number that is not the guest’s is refused beside the field, with the other values kept', async ({ page }, testInfo) => {
	await holdRoom(page, stayFor(testInfo.project.name, 14))
	// gold@'s number with Ana García's last name: no member has both.
	await fillGuest(page, ana)
	await memberNumber(page).fill(gold.memberNumber)
	await consent(page).check()
	await continueToReview(page)

	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
	await expect(page.getByText('Some details need your attention.')).toBeVisible()
	await expect(memberNumber(page)).toHaveAccessibleDescription(/We couldn't find a member with this number and the last name above\./)
	await expect(memberNumber(page)).toHaveValue(gold.memberNumber)
	await expect(page.getByLabel('Last name')).toHaveValue('García')
	await expect(page.getByLabel('City')).toHaveValue('Austin')
	await expectAccessible(page)

	// Without the number, the guest books on.
	await memberNumber(page).fill('')
	await continueToReview(page)
	await payWithCard(page, TEST_CARDS.visa)
	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText(/Points go to Meridian Rewards member/)).toHaveCount(0)
})
