import { expect, test } from '@playwright/test'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, fillCard, fillGuest, holdRoom, stayFor } from './support/booking.ts'

// The cards a hotel takes (property payment information): said beside the payment step
// before the guest types, and a card of another network refused with the reason. The
// sandbox's Berlin hotel takes neither American Express nor Diners Club.

test('a guest at a hotel that refuses American Express sees the cards it takes, and is told why an Amex is refused', { tag: '@js' }, async ({ page }, testInfo) => {
	await holdRoom(page, stayFor(testInfo.project.name, 0, 'BERMC'))
	const payment = page.getByRole('group', { name: 'Payment' })
	await expect(payment.getByText('This hotel takes these cards:')).toBeVisible()
	await expect(payment.getByRole('listitem')).toHaveText(['Visa', 'Mastercard', 'Discover', 'JCB'])

	await fillGuest(page, ana)
	await fillCard(page, TEST_CARDS.amex)
	await consent(page).check()
	await continueToReview(page)
	await expect(page.getByText("This hotel doesn't take this card. Please use one of the cards it takes, listed above.")).toBeVisible()
	await expect(page.getByLabel('First name')).toHaveValue('Ana')
	await expect(page.getByLabel('Card number')).toHaveValue('')

	await fillCard(page, TEST_CARDS.visa)
	await continueToReview(page)
	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText('Visa ending in 1111')).toBeVisible()
})
