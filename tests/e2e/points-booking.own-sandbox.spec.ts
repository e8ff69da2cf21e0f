import { expect, test, type Locator } from './support/test.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { payWithCard } from './support/booking.ts'
import { PASSWORD, signIn, submitAndSettle } from './support/sign-in.ts'

// A member books with points (spec 001 §1 redemption): no card, the points come off the
// balance; points a stay lacks are bought with a card typed at the payment service (the
// hosted step, as for a booking). It spends gold@example.com's points, so it runs against a sandbox of its own
// (playwright.config.ts): one night at the Las Vegas hotel is 35,000 points, and both
// projects' stays together fit the seeded 86,000.

const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10)

/** The guest's phone and home address on the guest-details form, and no travel insurance. */
async function fillGuest(form: Locator, guest: { phone: string; line1: string; city: string; state: string; postalCode: string }) {
	await form.getByLabel('Phone').fill(guest.phone)
	await form.getByLabel('Country or region').selectOption('US')
	await form.getByLabel('Address', { exact: true }).fill(guest.line1)
	await form.getByLabel('City').fill(guest.city)
	await form.getByLabel('State or province').selectOption({ label: guest.state })
	await form.getByLabel('Postal code', { exact: true }).fill(guest.postalCode)
	await form.getByLabel(/^No, thanks/).check()
}

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
	await fillGuest(form, { phone: '702 555 0188', line1: '1 Fremont St', city: 'Las Vegas', state: 'Nevada', postalCode: '89101' })
	await page.getByLabel(/I have read and accept/).check()
	await submitAndSettle(page, page.getByRole('button', { name: 'Continue to review' }))

	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByText('Paid with points: 35,000')).toBeVisible()
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))

	await expect(page.getByText('Thank you, Grace. Your reservation is confirmed.')).toBeVisible()
	await expect(page.getByRole('definition').filter({ hasText: /^35,000$/ })).toBeVisible()
	const after = (balanceBefore - 35_000).toLocaleString('en-US')
	await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText(`${after} points`)
	await page.getByRole('link', { name: 'See what this stay earns' }).click()
	await expect(page.getByText('This stay is paid with points, so it earns no points.')).toBeVisible()
})

test('a member short of points buys them on the top-up page, comes back with the balance raised, and books', { tag: '@js' }, async ({ page }, testInfo) => {
	// Each project its own member and stay, so both fit what may be bought (50,000 at most).
	const js = testInfo.project.name.startsWith('js')
	const member = js ? { email: 'titanium@example.com', nights: 6, givenName: 'Tomoko' } : { email: 'platinum@example.com', nights: 3, givenName: 'Pablo' }
	const checkIn = 120 + (js ? 10 : 0)
	const stay = `/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=${isoDay(checkIn)}&toDate=${isoDay(checkIn + member.nights)}&tab=redemption`
	await signIn(page, member.email, PASSWORD, { returnTo: stay })
	// Short of points: the rate card says by how many, and offers to buy them.
	await expect(page.getByText(/^You need [\d,]+ more points for this stay\.$/).first()).toBeVisible()
	await page
		.getByRole('link', { name: /^Buy the [\d,]+ points$/ })
		.first()
		.click()
	await expect(page).toHaveURL(/\/loyalty\/redeem\/topUpPoints\.mi\?points=\d+/)
	await expect(page.getByRole('heading', { name: 'Buy points', level: 1 })).toBeVisible()

	// The card is typed at the payment service, never on this page; a declined card is said back here.
	await expect(page.getByLabel('Card number')).toHaveCount(0)
	await submitAndSettle(page, page.getByRole('button', { name: 'Buy points' }))
	await payWithCard(page, TEST_CARDS.declined)
	await expect(page).toHaveURL(/\/loyalty\/redeem\/topUpPoints\.mi\?points=\d+&returnTo=[^&]+&problem=paymentDeclined$/)
	await expect(page.getByText('The card issuer declined this card. Try another card.')).toBeVisible()

	await submitAndSettle(page, page.getByRole('button', { name: 'Buy points' }))
	await payWithCard(page, TEST_CARDS.visa)
	// Back on the rate list, with enough points now: the rate can be chosen.
	await expect(page).toHaveURL(/\/reservation\/rateListMenu\.mi\?/)
	await expect(page.getByRole('status').filter({ hasText: 'Your points are in your account.' })).toBeVisible()
	await submitAndSettle(page, page.getByRole('button', { name: /^Select Redeem Points/ }).first())
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
	await expect(page.getByRole('region', { name: 'Your points' }).getByRole('alert')).toHaveCount(0)

	const form = page.locator('form.guest-details')
	await fillGuest(form, { phone: '312 555 0199', line1: '1 Wacker Dr', city: 'Chicago', state: 'Illinois', postalCode: '60601' })
	await page.getByLabel(/I have read and accept/).check()
	await submitAndSettle(page, page.getByRole('button', { name: 'Continue to review' }))
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	await expect(page.getByText(`Thank you, ${member.givenName}. Your reservation is confirmed.`)).toBeVisible()
})

test('a member short of points selects the rate anyway, agrees to buy what is missing, pays for it and books', { tag: '@js' }, async ({ page }, testInfo) => {
	// Each project its own member: one night at Las Vegas is 35,000 points, more than either has.
	const js = testInfo.project.name.startsWith('js')
	const member = js ? { email: 'member@example.com', givenName: 'Maya', left: '200' } : { email: 'silver@example.com', givenName: 'Samuel', left: '500' }
	const checkIn = 150 + (js ? 3 : 0)
	const stay = `/reservation/rateListMenu.mi?propertyCode=LASMC&fromDate=${isoDay(checkIn)}&toDate=${isoDay(checkIn + 1)}&tab=redemption`
	await signIn(page, member.email, PASSWORD, { returnTo: stay })
	await expect(page.getByText(/^You need [\d,]+ more points for this stay\.$/).first()).toBeVisible()
	await submitAndSettle(page, page.getByRole('button', { name: /^Select Redeem Points/ }).first())
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
	await expect(page.getByRole('region', { name: 'Your points' }).getByRole('alert')).toContainText('buy them with this booking')

	// The box is ticked at first; booking without it is refused next to it, the details kept.
	const form = page.locator('form.guest-details')
	const consent = form.getByLabel(/^Buy the [\d,]+ points this stay still needs/)
	await expect(consent).toBeChecked()
	await consent.uncheck()
	await fillGuest(form, { phone: '702 555 0101', line1: '3 Fremont St', city: 'Las Vegas', state: 'Nevada', postalCode: '89101' })
	await page.getByLabel(/I have read and accept/).check()
	await submitAndSettle(page, page.getByRole('button', { name: 'Continue to review' }))
	await expect(page.getByText('Tick the box to buy the points this stay needs, or choose another rate.')).toBeVisible()
	await expect(form.getByLabel('City')).toHaveValue('Las Vegas')

	await form.getByLabel(/^Buy the [\d,]+ points this stay still needs/).check()
	await submitAndSettle(page, page.getByRole('button', { name: 'Continue to review' }))
	await expect(page).toHaveURL(/\/loyalty\/redeem\/topUpPoints\.mi\?points=\d+&returnTo=/)
	await submitAndSettle(page, page.getByRole('button', { name: 'Buy points' }))
	await payWithCard(page, TEST_CARDS.mastercard)

	// Back on the review with the points bought; the booking spends them.
	await expect(page).toHaveURL(/\/reservation\/reviewDetails\.mi$/)
	await expect(page.getByRole('status').filter({ hasText: 'Your points are in your account.' })).toBeVisible()
	await expect(page.getByText('Paid with points: 35,000')).toBeVisible()
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	await expect(page.getByText(`Thank you, ${member.givenName}. Your reservation is confirmed.`)).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText(`${member.left} points`)
})
