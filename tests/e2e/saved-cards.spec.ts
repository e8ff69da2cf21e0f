import { expect, test } from './support/test.ts'
import { ana, consent, continueToReview, expectAccessible, fillGuest, isoDay } from './support/booking.ts'
import { PASSWORD, signIn, submitAndSettle } from './support/sign-in.ts'

// A signed-in member pays with a saved card (spec 001 §7 payment methods): the card is
// chosen at first, nothing of it is typed (the card on file pays, decision 010), and the
// review names it.

test('gold@example.com books with her saved Visa, typing nothing of the card', async ({ page }, testInfo) => {
	const checkIn = 200 + (testInfo.project.name === 'js' ? 4 : 0)
	const stay = `/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=${isoDay(checkIn)}&toDate=${isoDay(checkIn + 2)}`
	await signIn(page, 'gold@example.com', PASSWORD, { returnTo: stay })
	await submitAndSettle(page, page.getByRole('button', { name: /^Select Member Flexible Rate/ }).first())
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)

	const payWith = page.getByRole('group', { name: 'Pay with' })
	const saved = payWith.getByLabel(/^Visa ending in 1111, expires 08\/\d{4}$/)
	await expect(saved).toBeChecked()
	await expectAccessible(page)
	await fillGuest(page, { ...ana, givenName: 'Grace', surname: 'Lindqvist', email: 'gold@example.com' })
	await expect(page.getByLabel('Security code (CVV)')).toHaveCount(0)
	await consent(page).check()
	await continueToReview(page)
	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText(/^Visa ending in 1111, expires 08\/\d{4}$/)).toBeVisible()
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	await expect(page.getByText('Thank you, Grace. Your reservation is confirmed.')).toBeVisible()
})
