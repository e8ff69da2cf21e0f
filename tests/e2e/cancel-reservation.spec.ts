import { expect, test } from '@playwright/test'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, expectAccessible, payWithCard, fillGuest, holdRoom, isoDay } from './support/booking.ts'
import { submitAndSettle } from './support/sign-in.ts'

// Lookup links and cancelling (issue 14): a guest books two rooms, opens the reservation from
// the confirmation's link, cancels one room and then the rest. Each project books its own nights, so the seeded stays stay as seeded.

test('a guest opens the confirmation’s lookup link, cancels one room of two, then the whole reservation', { tag: '@js' }, async ({ page }, testInfo) => {
	const checkIn = 230 + (testInfo.project.name === 'js' ? 4 : 0)
	const search = new URLSearchParams({ propertyCode: 'NYCMC', fromDate: isoDay(checkIn), toDate: isoDay(checkIn + 2), roomCount: '2', numAdultsPerRoom: '1' })
	await holdRoom(page, search)
	await fillGuest(page, { ...ana, email: `cancels-${testInfo.project.name}@example.com` })
	await consent(page).check()
	await continueToReview(page)
	await payWithCard(page, TEST_CARDS.visa)
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	const number = (await page.getByTestId('confirmation-number').textContent()) ?? ''

	// The confirmation's lookup link carries the reservation encrypted: changed, it opens nothing.
	const link = (await page.getByRole('link', { name: 'A link to find this reservation later' }).getAttribute('href')) ?? ''
	expect(link).not.toContain(number)
	const data = new URL(link, 'http://localhost').searchParams.get('data') ?? ''
	await page.goto(`/reservation/lookupReservation.mi?data=${encodeURIComponent(`${data.slice(0, -4)}AAAA`)}`)
	await expect(page.getByRole('alert')).toContainText("This link doesn't open a reservation")
	await expect(page.getByLabel('Confirmation number')).toHaveValue('')
	// Unchanged, it fills the lookup in; Find opens the reservation.
	await page.goto(link)
	await expect(page.getByLabel('Confirmation number')).toHaveValue(number)
	await expect(page.getByLabel('Check-in date')).toHaveValue(isoDay(checkIn))
	await submitAndSettle(page, page.getByRole('button', { name: 'Find reservation' }))
	await expect(page.getByTestId('confirmation-number')).toHaveText(number)

	await page.getByRole('link', { name: 'Cancel this reservation' }).click()
	await expect(page.getByRole('heading', { name: 'Cancel your reservation', level: 1 })).toBeVisible()
	await expectAccessible(page)
	await page.getByLabel(/^Room 2 only: /).check()
	await submitAndSettle(page, page.getByRole('button', { name: 'Cancel reservation' }))
	await expect(page).toHaveURL(/\/reservation\/upcomingReservation\.mi$/)
	await expect(page.getByRole('status').filter({ hasText: 'The room is cancelled.' })).toBeVisible()
	// One room marked cancelled, in the stay and in the room overview.
	await expect(page.locator('.cart-room__cancelled')).toHaveCount(1)
	await expect(page.getByRole('region', { name: 'Room overview' }).getByRole('row', { name: /^Room 2: .* Cancelled$/ })).toBeVisible()

	// One room left: the confirm step cancels the reservation.
	await page.getByRole('link', { name: 'Cancel this reservation' }).click()
	await expect(page.getByLabel(/^Room 2 only: /)).toHaveCount(0)
	await submitAndSettle(page, page.getByRole('button', { name: 'Cancel reservation' }))
	await expect(page.getByRole('status').filter({ hasText: 'Your reservation is cancelled.' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Your cancelled reservation', level: 1 })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Cancel this reservation' })).toHaveCount(0)
})
