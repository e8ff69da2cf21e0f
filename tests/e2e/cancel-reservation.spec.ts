import { expect, test } from './support/test.ts'
import { SEED_CONFIRMATION_NUMBERS, seedReservationRows } from '@meridian/sandbox/db/seed/catalogue/reservations.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, expectAccessible, payWithCard, fillGuest, holdRoom, isoDay } from './support/booking.ts'
import { lookUp } from './support/reservation-lookup.ts'
import { submitAndSettle } from './support/sign-in.ts'
import { SANDBOX_SEEDED_AT } from './support/servers.ts'

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

// Spec 001 §3 cancellation state (isFailedCancellation, isLoading): the stay arriving today has
// begun, so the upcoming page offers no cancel; a guest who reaches the confirm step anyway
// (an old tab, a bookmark) is refused by the platform, told why on the same page, and the
// reservation stays booked. With JavaScript, the button says it is busy while the platform answers.
test('a cancellation the hotel refuses says why, and the reservation stays booked', { tag: '@js' }, async ({ page }, testInfo) => {
	const stay = seedReservationRows(SANDBOX_SEEDED_AT).stays.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.checkInToday)
	if (!stay) throw new Error('no seeded stay arriving today')
	await lookUp(page, { confirmationNumber: stay.confirmationNumber, lastName: stay.guestSurname, checkInDate: stay.checkInDate })
	await expect(page.getByTestId('confirmation-number')).toHaveText(stay.confirmationNumber)
	await expect(page.getByRole('link', { name: 'Cancel this reservation' })).toHaveCount(0)

	await page.goto('/reservation/confirmReservationCancellation.mi')
	await expect(page.getByRole('heading', { name: 'Cancel your reservation', level: 1 })).toBeVisible()
	const cancel = page.getByRole('button', { name: 'Cancel reservation' })
	if (testInfo.project.name === 'js') {
		// The platform's answer is held back until the busy button has been seen.
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(
			(url) => url.pathname.startsWith('/reservation/confirmReservationCancellation'),
			async (route) => {
				if (route.request().method() === 'POST') await held
				return route.continue()
			},
		)
		await cancel.click()
		await expect(cancel).toBeDisabled()
		await expect(cancel).toHaveAttribute('aria-busy', 'true')
		release()
		await expect(page.getByRole('alert')).toContainText("This reservation can't be changed online. Please contact the hotel.")
	} else {
		const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), cancel.click()])
		expect(answer.status()).toBe(409)
		await expect(page.getByRole('alert')).toContainText("This reservation can't be changed online. Please contact the hotel.")
	}
	// Still the confirm step, ready to be left; the button is no longer busy.
	await expect(page).toHaveURL(/\/reservation\/confirmReservationCancellation\.mi$/)
	await expect(cancel).toBeEnabled()
	await expectAccessible(page)

	await page.getByRole('link', { name: 'Keep my reservation' }).click()
	await expect(page.getByRole('heading', { name: 'Your reservation', level: 1 })).toBeVisible()
	await expect(page.getByTestId('confirmation-number')).toHaveText(stay.confirmationNumber)
})
