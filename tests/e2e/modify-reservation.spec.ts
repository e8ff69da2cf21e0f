import { expect, test, type Page } from './support/test.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, expectAccessible, payWithCard, fillGuest, holdRoom, isoDay, outboxOf } from './support/booking.ts'
import { submitAndSettle } from './support/sign-in.ts'

// Changing a reservation (issue 14): a guest books, opens the reservation from the
// confirmation's lookup link, changes its dates through the modify rate list, confirms,
// and sees the new dates and price. Each project books nights of its own.
// A change made elsewhere meanwhile (refused with a 409) runs over plain HTTP in
// tests/integration/journeys/modify-reservation.test.ts (issue 29).

const typed = (iso: string) => {
	const [year, month, day] = iso.split('-')
	return `${month}/${day}/${year}`
}

async function bookAndOpen(page: Page, checkIn: number, email: string, rooms = 1) {
	const adults = rooms > 1 ? '1' : '2'
	await holdRoom(
		page,
		new URLSearchParams({ propertyCode: 'NYCMC', fromDate: isoDay(checkIn), toDate: isoDay(checkIn + 2), roomCount: String(rooms), numAdultsPerRoom: adults }),
	)
	await fillGuest(page, { ...ana, email })
	await consent(page).check()
	await continueToReview(page)
	await payWithCard(page, TEST_CARDS.visa)
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	const number = (await page.getByTestId('confirmation-number').textContent()) ?? ''
	await page.goto((await page.getByRole('link', { name: 'A link to find this reservation later' }).getAttribute('href')) ?? '')
	await submitAndSettle(page, page.getByRole('button', { name: 'Find reservation' }))
	await expect(page.getByTestId('confirmation-number')).toHaveText(number)
	return number
}

test('a guest changes the dates of their reservation and sees the new dates and price', { tag: '@js' }, async ({ page }, testInfo) => {
	const checkIn = 262 + (testInfo.project.name === 'js' ? 6 : 0)
	const email = `changes-${testInfo.project.name}@example.com`
	const number = await bookAndOpen(page, checkIn, email)
	const totalBefore = (await page.locator('.cart-totals__total').textContent()) ?? ''

	await page.getByRole('link', { name: 'Change your reservation' }).click()
	await expect(page).toHaveURL(/\/reservation\/modifyRateListMenu\.mi$/)
	await expect(page.getByRole('heading', { level: 1, name: `Changing reservation ${number}` })).toBeVisible()
	await expectAccessible(page)
	// One night more: the search form sends the new dates, the address still names no reservation.
	const search = page.getByRole('form', { name: 'Search rooms and rates' })
	await search.getByLabel('Check-out').fill(typed(isoDay(checkIn + 3)))
	await search.getByRole('button', { name: 'Find rates' }).click()
	await expect(page).toHaveURL(new RegExp(`toDate=${encodeURIComponent(typed(isoDay(checkIn + 3)))}`))
	expect(page.url()).not.toContain(number)
	await submitAndSettle(page, page.getByRole('button', { name: /^Select Flexible Rate, / }).first())

	await expect(page).toHaveURL(/\/reservation\/confirmChanges\.mi$/)
	await expect(page.getByRole('heading', { name: 'Confirm the change to your reservation', level: 1 })).toBeVisible()
	await expect(page.getByTestId('stay-now')).toContainText('2 nights')
	await expect(page.getByTestId('stay-after')).toContainText('3 nights')
	await expectAccessible(page)
	await submitAndSettle(page, page.getByRole('button', { name: 'Confirm changes' }))

	await expect(page).toHaveURL(/\/reservation\/upcomingReservation\.mi$/)
	await expect(page.getByRole('status').filter({ hasText: 'Your reservation is changed.' })).toBeVisible()
	await expect(page.getByTestId('confirmation-number')).toHaveText(number)
	await expect(page.getByText('3 nights')).toBeVisible()
	await expect(page.locator('.cart-totals__total')).not.toHaveText(totalBefore)
	expect((await outboxOf(email)).map((message) => message.subject)).toContainEqual(expect.stringContaining('has changed'))

	// Back to the confirm page (a reload, or back and submit again): the change is done, nothing is changed twice.
	await page.goto('/reservation/confirmChanges.mi')
	await expect(page).toHaveURL(/\/reservation\/upcomingReservation\.mi$/)
})

test('a guest upgrades a room of their reservation and sees the new room and total', { tag: '@js' }, async ({ page }, testInfo) => {
	const checkIn = 282 + (testInfo.project.name === 'js' ? 6 : 0)
	await bookAndOpen(page, checkIn, `upgrades-${testInfo.project.name}@example.com`)
	const totalBefore = (await page.locator('.cart-totals__total').textContent()) ?? ''
	await page.getByRole('link', { name: 'Upgrade your room' }).click()
	await expect(page.getByRole('heading', { name: 'Upgrade your room', level: 1 })).toBeVisible()
	await expectAccessible(page)
	const accept = page.getByRole('button', { name: /^Upgrade to / }).first()
	const roomName = ((await accept.textContent()) ?? '').replace(/^Upgrade to /, '')
	await submitAndSettle(page, accept)
	await expect(page).toHaveURL(/\/reservation\/upcomingReservation\.mi$/)
	await expect(page.getByRole('status').filter({ hasText: 'Your room is upgraded.' })).toBeVisible()
	await expect(page.getByRole('heading', { name: `Room 1: ${roomName}`, level: 3 })).toBeVisible()
	await expect(page.locator('.cart-totals__total')).not.toHaveText(totalBefore)
})
