import { expect, test } from '@playwright/test'
import { PASSWORD, signIn, submitAndSettle } from './support/sign-in.ts'

// A member books with points (spec 001 §1 redemption): no card, the points come off the
// balance. It spends gold@example.com's points, so it runs against a sandbox of its own
// (playwright.config.ts): one night at the Las Vegas hotel is 35,000 points, and both
// projects' stays together fit the seeded 86,000.

const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10)

test('gold@example.com books a night with points, and her balance goes down by them', async ({ page }, testInfo) => {
	const checkIn = 90 + (testInfo.project.name.startsWith('js') ? 2 : 0)
	const stay = `/reservation/rateListMenu.mi?propertyCode=LASMC&fromDate=${isoDay(checkIn)}&toDate=${isoDay(checkIn + 1)}&tab=redemption`
	await signIn(page, 'gold@example.com', PASSWORD, { returnTo: stay })
	const balanceBefore = Number((await page.getByText(/^Your points balance: [\d,]+$/).textContent())?.replace(/\D/g, ''))
	await submitAndSettle(page, page.getByRole('button', { name: /^Select Redeem Points/ }).first())
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)

	// The member's name and e-mail are there already; a points stay asks for no card.
	const form = page.locator('form.guest-details')
	await expect(form.getByLabel('First name')).toHaveValue('Grace')
	await expect(form.getByLabel('E-mail')).toHaveValue('gold@example.com')
	await expect(page.getByText('This stay is paid with points: no card is needed.')).toBeVisible()
	await expect(form.getByLabel('Card number')).toHaveCount(0)
	await form.getByLabel('Phone').fill('702 555 0188')
	await form.getByLabel('Country or region').selectOption('US')
	await form.getByLabel('Address', { exact: true }).fill('1 Fremont St')
	await form.getByLabel('City').fill('Las Vegas')
	await form.getByLabel('State or province').fill('NV')
	await form.getByLabel('Postal code', { exact: true }).fill('89101')
	await form.getByLabel(/^No, thanks/).check()
	await page.getByLabel(/I have read and accept/).check()
	await submitAndSettle(page, page.getByRole('button', { name: 'Continue to review' }))

	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText('Paid with points: 35,000')).toBeVisible()
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))

	await expect(page.getByText('Thank you, Grace. Your reservation is confirmed.')).toBeVisible()
	await expect(page.getByRole('definition').filter({ hasText: /^35,000$/ })).toBeVisible()
	const after = (balanceBefore - 35_000).toLocaleString('en-US')
	await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText(`${after} points`)
})
