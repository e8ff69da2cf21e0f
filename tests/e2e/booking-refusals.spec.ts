import { expect, test, type Page } from './support/test.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, expectAccessible, fillGuest, holdRoom, outboxOf, payWithCard, refuseOrdersOf, stayFor } from './support/booking.ts'
import { submitAndSettle } from './support/sign-in.ts'

// Book now refused by the platform with a reservation code (spec 001 §8) beyond the ones
// the review page always knew: the message of the one table (app/models/reservation-errors.ts),
// and everything the guest gave still there. The sandbox's scenario makes its checks
// refuse this guest's bookings, as the real platform's fraud screen or certificate count would.

/**
 * The guest's details and card given, then the review: the review page of its own
 * (reviewDetails.mi), or the one-page review (reviewguestinformation.mi) with Book now below the form.
 */
async function detailsGiven(page: Page, search: URLSearchParams, email: string, { onePage = false } = {}) {
	await holdRoom(page, search)
	if (onePage) await page.goto('/reservation/reviewguestinformation.mi')
	await fillGuest(page, { ...ana, email })
	await consent(page).check()
	if (onePage) await submitAndSettle(page, page.getByRole('button', { name: 'Save my details' }))
	else await continueToReview(page)
	await payWithCard(page, TEST_CARDS.visa)
	await expect(page).toHaveURL(onePage ? /\/reservation\/reviewguestinformation\.mi$/ : /\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText(/^Visa ending in 1111/)).toBeVisible()
}

test.describe('a refusal at Book now', () => {
	test('the fraud screen (E_FRAUD_ALERT) says to call the hotel, and keeps the guest’s details', async ({ page }, testInfo) => {
		const email = `fraud-alert-${testInfo.project.name}@example.com`
		await refuseOrdersOf(email, 'E_FRAUD_ALERT')
		await detailsGiven(page, stayFor(testInfo.project.name, 18), email)

		await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
		await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
		await expect(page.locator('#review-errors')).toHaveText("We can't complete this online. Please call the hotel.")
		// Nothing booked, and everything the guest gave is still on the review and in the form.
		await expect(page.getByText(/^Visa ending in 1111/)).toBeVisible()
		await expect(page.getByText(email)).toBeVisible()
		await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible()
		await expectAccessible(page)
		expect(await outboxOf(email)).toEqual([])
		await page.getByRole('link', { name: 'Change guest details' }).click()
		await expect(page.getByLabel('First name')).toHaveValue('Ana')
		await expect(page.getByLabel('E-mail')).toHaveValue(email)
		await expect(page.getByLabel('City')).toHaveValue('Austin')
	})

	test('no free-night certificates left (E_NO_CERTS_LEFT) is said on the one-page review, the form still filled in', async ({ page }, testInfo) => {
		const email = `no-certificates-${testInfo.project.name}@example.com`
		await refuseOrdersOf(email, 'E_NO_CERTS_LEFT')
		await detailsGiven(page, stayFor(testInfo.project.name, 19), email, { onePage: true })

		await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
		await expect(page).toHaveURL(/\/reservation\/reviewguestinformation\.mi$/)
		await expect(page.locator('#review-errors')).toHaveText('There are no free-night certificates left for this stay.')
		await expect(page.getByLabel('First name')).toHaveValue('Ana')
		await expect(page.getByLabel('Last name')).toHaveValue('García')
		await expect(page.getByLabel('E-mail')).toHaveValue(email)
		await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible()
		expect(await outboxOf(email)).toEqual([])
	})

	test('a card the issuer declines at Book now is said next to the choice of card on the one-page review', { tag: '@js' }, async ({ page }, testInfo) => {
		const email = `declined-at-book-${testInfo.project.name}@example.com`
		await refuseOrdersOf(email, 'PAYMENT_DECLINED')
		await detailsGiven(page, stayFor(testInfo.project.name, 21), email, { onePage: true })

		await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
		await expect(page.locator('#review-errors')).toHaveText('The card issuer declined the card. Change the payment and try again.')
		await expect(page.getByRole('group', { name: 'Pay with' })).toHaveAccessibleDescription(/The card issuer declined this card\. Try another card\./)
		await expect(page.getByLabel('First name')).toHaveValue('Ana')
		await expect(page.getByLabel('E-mail')).toHaveValue(email)
		expect(await outboxOf(email)).toEqual([])
	})

	test('a card declined at Book now on the review links back to the payment, where a new card books', async ({ page }, testInfo) => {
		const email = `declined-on-review-${testInfo.project.name}@example.com`
		await refuseOrdersOf(email, 'PAYMENT_DECLINED')
		await detailsGiven(page, stayFor(testInfo.project.name, 22), email)
		await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
		await expect(page.locator('#review-errors')).toHaveText('The card issuer declined the card. Change the payment and try again.')

		await refuseOrdersOf(email, null)
		// Beside the message, and the review's own link to the payment below it.
		const changePayment = page.locator('.booking-review').getByRole('link', { name: 'Change payment' })
		await expect(changePayment).toHaveCount(2)
		await changePayment.first().click()
		await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi#payment$/)
		await expect(page.getByLabel('E-mail')).toHaveValue(email)
		await page.getByLabel('Another card').check()
		await consent(page).check()
		await continueToReview(page)
		await payWithCard(page, TEST_CARDS.mastercard)
		await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
		await expect(page).toHaveURL(/\/reservation\/confirmation\.mi$/)
	})
})
