import { expect, test } from './support/test.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, cardForm, consent, continueToReview, expectAccessible, fillGuest, holdRoom, PAYMENT_PAGE, payWithCard, stayFor } from './support/booking.ts'
import { PORT } from './support/servers.ts'
import { submitAndSettle } from './support/sign-in.ts'

// The hosted payment step (decision 010): the card is typed on the payment service's page,
// on an origin of its own, which sends the guest back with a one-time token; the 3-D
// Secure test card asks the issuer's confirmation first. With JavaScript the service's form
// is framed in our payment step, and its last answer sends the guest on from there. Austin's
// nights are these journeys' own.

test('a booking goes through the payment service’s page and back', { tag: '@js' }, async ({ page }, testInfo) => {
	await holdRoom(page, stayFor(testInfo.project.name, 0, 'AUSMC'))
	await fillGuest(page, ana)
	await consent(page).check()
	await continueToReview(page)

	const form = await cardForm(page)
	if (testInfo.project.name === 'js') {
		// With JavaScript the guest stays on our payment step; the card form is the service's, in a frame of its origin.
		await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/reservation/cardPayment\\.mi\\?session=`))
		await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible()
		expect(new URL((await page.locator('iframe').getAttribute('src')) ?? '').href).toMatch(PAYMENT_PAGE)
		await expectAccessible(page)
	} else {
		expect(new URL(page.url()).origin).not.toBe(`http://localhost:${PORT}`)
	}
	await expect(form.getByRole('heading', { name: 'Pay by card', level: 1 })).toBeVisible()
	await payWithCard(page, TEST_CARDS.visa)
	await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/reservation/reviewDetails\\.mi$`))
	await expect(page.getByText('Visa ending in 1111')).toBeVisible()
	await expectAccessible(page)

	// Back on the form to change a detail, the card is kept: no second trip to the payment service.
	await page.goto('/reservation/guestInfo.mi')
	await expect(page.getByLabel('Keep Visa ending in 1111, expires 08/' + (new Date().getUTCFullYear() + 1))).toBeChecked()
	await page.getByLabel('City').fill('Round Rock')
	await continueToReview(page)
	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	await expect(page.getByText('Thank you, Ana. Your reservation is confirmed.')).toBeVisible()
})

test('the 3-D Secure test card asks for the bank’s confirmation; refused, the payment step says so with every entry kept', async ({ page }, testInfo) => {
	await holdRoom(page, stayFor(testInfo.project.name, 1, 'AUSMC'))
	await fillGuest(page, ana)
	await page.getByLabel('Estimated arrival time').selectOption('15:00')
	await page.getByLabel('A crib').check()
	await page.getByLabel('Comments for the hotel').fill('Late dinner, please.')
	await consent(page).check()
	await continueToReview(page)
	if (testInfo.project.name === 'js') {
		// The bank's question comes inside the frame, on our payment step.
		const form = await cardForm(page)
		await form.getByLabel('Name on card').fill('Ana García')
		await form.getByLabel('Card number').fill(TEST_CARDS.threeDSecure.number)
		await form.getByLabel('Expiry month').selectOption('08')
		await form.getByLabel('Expiry year').selectOption(String(new Date().getUTCFullYear() + 1))
		await form.getByLabel('Security code (CVV)').fill(TEST_CARDS.threeDSecure.cvv)
		await submitAndSettle(page, form.getByRole('button', { name: 'Use this card' }))
		await expect(form.getByRole('heading', { name: 'Confirm with your bank' })).toBeVisible()
		await expect(page).toHaveURL(/\/reservation\/cardPayment\.mi\?session=/)
		await form.getByRole('button', { name: 'Refuse' }).click()
	} else {
		await payWithCard(page, TEST_CARDS.threeDSecure, { authentication: 'refuse' })
	}

	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi\?card=authenticationRefused#payment$/)
	await expect(
		page.getByRole('group', { name: 'Payment' }).getByText('Your bank did not confirm the payment, so no card was taken.', { exact: false }),
	).toBeVisible()
	await expect(page.getByLabel('First name')).toHaveValue('Ana')
	await expect(page.getByLabel('City')).toHaveValue('Austin')
	await expect(page.getByLabel('Estimated arrival time')).toHaveValue('15:00')
	await expect(page.getByLabel('A crib')).toBeChecked()
	await expect(page.getByLabel('Comments for the hotel')).toHaveValue('Late dinner, please.')
	await expect(page.getByLabel(/I have read and accept/)).toBeChecked()
	await expectAccessible(page)

	await continueToReview(page)
	await payWithCard(page, TEST_CARDS.threeDSecure)
	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText('Visa ending in 3220')).toBeVisible()
})
