import { expect, test } from '@playwright/test'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, fillGuest, holdRoom, PAYMENT_PAGE, payWithCard, stayFor } from './support/booking.ts'
import { submitAndSettle } from './support/sign-in.ts'

// The cards a hotel takes (property payment information): said beside the payment step
// before the guest types, and a card of another network refused with the reason. The
// sandbox's Berlin hotel takes neither American Express nor Diners Club.

test('a guest at a hotel that refuses American Express sees the cards it takes, and is told why an Amex is refused', { tag: '@js' }, async ({ page }, testInfo) => {
	await holdRoom(page, stayFor(testInfo.project.name, 0, 'BERMC'))
	const payment = page.getByRole('group', { name: 'Payment' })
	await expect(payment.getByText('This hotel takes these cards:')).toBeVisible()
	await expect(payment.getByRole('listitem')).toHaveText(['Visa', 'Mastercard', 'Discover', 'JCB'])

	await fillGuest(page, ana)
	await consent(page).check()
	await continueToReview(page)
	// On the payment service's page the same list, and an Amex refused there with the reason.
	await page.waitForURL(PAYMENT_PAGE)
	await expect(page.getByRole('listitem')).toHaveText(['Visa', 'Mastercard', 'Discover', 'JCB'])
	await page.getByLabel('Name on card').fill('Ana García')
	await page.getByLabel('Card number').fill(TEST_CARDS.amex.number)
	await page.getByLabel('Security code (CVV)').fill(TEST_CARDS.amex.cvv)
	await submitAndSettle(page, page.getByRole('button', { name: 'Use this card' }))
	await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('The hotel does not take American Express: use one of the cards listed above')
	await expect(page.getByLabel('Card number')).toHaveValue('')

	await payWithCard(page, TEST_CARDS.visa)
	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText('Visa ending in 1111')).toBeVisible()
})
