import { expect, test } from './support/test.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, cardForm, consent, continueToReview, fillGuest, holdRoom, payWithCard, stayFor } from './support/booking.ts'
import { submitAndSettle } from './support/sign-in.ts'

// The cards a hotel takes (property payment information): said beside the payment step
// before the guest types, and a card of another network refused with the reason. The
// sandbox's Berlin hotel takes neither American Express nor Diners Club.

test(
	'a guest at a hotel that refuses American Express sees the cards it takes, and is told why an Amex is refused',
	{ tag: '@js' },
	async ({ page }, testInfo) => {
		await holdRoom(page, stayFor(testInfo.project.name, 0, 'BERMC'))
		const payment = page.getByRole('group', { name: 'Payment' })
		await expect(payment.getByText('This hotel takes these cards:')).toBeVisible()
		await expect(payment.getByRole('listitem')).toHaveText(['Visa', 'Mastercard', 'Discover', 'JCB'])

		await fillGuest(page, ana)
		await consent(page).check()
		await continueToReview(page)
		// On the payment service's page the same list, and an Amex refused there with the reason.
		const form = await cardForm(page)
		await expect(form.getByRole('listitem')).toHaveText(['Visa', 'Mastercard', 'Discover', 'JCB'])
		await form.getByLabel('Name on card').fill('Ana García')
		await form.getByLabel('Card number').fill(TEST_CARDS.amex.number)
		await form.getByLabel('Security code (CVV)').fill(TEST_CARDS.amex.cvv)
		await submitAndSettle(page, form.getByRole('button', { name: 'Use this card' }))
		await expect(form.getByLabel('Card number')).toHaveAccessibleDescription('The hotel does not take American Express: use one of the cards listed above')
		await expect(form.getByLabel('Card number')).toHaveValue('')

		await payWithCard(page, TEST_CARDS.visa)
		await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
		await expect(page.getByText('Visa ending in 1111')).toBeVisible()
	},
)
