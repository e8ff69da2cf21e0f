import { expect, test } from './support/test.ts'
import { SEED_CONFIRMATION_NUMBERS, seedReservationRows } from '@meridian/sandbox/db/seed/catalogue/reservations.ts'
import { expectAccessible } from './support/booking.ts'
import { lookUp } from './support/reservation-lookup.ts'
import { SANDBOX_PORT, SANDBOX_SEEDED_AT, sandboxUrlOf } from './support/servers.ts'
import { submitAndSettle } from './support/sign-in.ts'

// Finding a reservation (issue 14): the lookup form with JavaScript off and on, the
// upcoming-reservation page it leads to, and a member's trips. The seeded stays arrive a
// fixed number of days after the hotel's today, so their dates are the seed's own.
// A lookup that finds nothing and gold@'s trips run over plain HTTP in
// tests/integration/journeys/reservation-lookup.test.ts (issue 29).

const SEEDED = seedReservationRows(SANDBOX_SEEDED_AT).stays

test.describe('finding a reservation', () => {
	for (const stay of SEEDED) {
		test(
			`reservation ${stay.confirmationNumber} is found by its number, the guest's last name and the check-in date`,
			{ tag: '@js' },
			async ({ page }, testInfo) => {
				// Each stay once, without JavaScript; the lookup with it is covered by the journeys below.
				test.skip(testInfo.project.name === 'js' && stay.confirmationNumber !== SEED_CONFIRMATION_NUMBERS.upcoming, 'one stay with JavaScript is enough')
				await lookUp(page, { confirmationNumber: stay.confirmationNumber, lastName: stay.guestSurname, checkInDate: stay.checkInDate })
				// A stay that is over has a page of its own (the expired-reservation page).
				const past = stay.confirmationNumber === SEED_CONFIRMATION_NUMBERS.pastStay
				await expect(page).toHaveURL(past ? /\/reservation\/expiredReservation\.mi$/ : /\/reservation\/upcomingReservation\.mi$/)
				await expect(page.getByTestId('confirmation-number')).toHaveText(stay.confirmationNumber)
				const heading = past ? 'Your past stay' : stay.status === 'CANCELLED' ? 'Your cancelled reservation' : 'Your reservation'
				await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
			},
		)
	}

	test('the lookup overlay and the reservation it finds sit in a frame of this site, and of no other', async ({ page, request }) => {
		const stay = SEEDED.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.nonMemberGuest)
		if (!stay) throw new Error('no seeded guest stay')
		await page.route('**/frame-host', (route) =>
			route.fulfill({
				contentType: 'text/html',
				body: '<!doctype html><title>host</title><iframe title="Find your reservation" src="/resLookupOverlay.mi" style="width:100%;height:900px"></iframe>',
			}),
		)
		await page.goto('/frame-host')
		const frame = page.frameLocator('iframe[title="Find your reservation"]')
		await frame.getByLabel('Confirmation number').fill(stay.confirmationNumber)
		await frame.getByLabel('Last name').fill(stay.guestSurname)
		await frame.getByLabel('Check-in date').fill(stay.checkInDate)
		await submitAndSettle(page, frame.getByRole('button', { name: 'Find reservation' }))
		await expect(frame.getByTestId('confirmation-number')).toHaveText(stay.confirmationNumber)

		for (const path of ['/resLookupOverlay.mi', '/reservation/upcomingReservation.mi']) {
			const headers = (await request.get(path, { maxRedirects: 0 })).headers()
			expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
			expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
		}
		const lookupPage = (await request.get('/reservation/lookupReservation.mi')).headers()
		expect(lookupPage['x-frame-options']).toBe('DENY')
	})

	test('the guest arriving today checks in online, asking for an early room', { tag: '@js' }, async ({ page }, testInfo) => {
		const stay = SEEDED.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.checkInToday)
		if (!stay) throw new Error('no seeded stay arriving today')
		await lookUp(page, { confirmationNumber: stay.confirmationNumber, lastName: stay.guestSurname, checkInDate: stay.checkInDate })
		await page.getByRole('link', { name: 'Check in now' }).click()
		await expect(page.getByRole('heading', { name: 'Check in now', level: 1 })).toBeVisible()
		await expectAccessible(page)
		await page.getByLabel('When will you arrive?').selectOption('11:00')
		// Checked in already by the other project's run, the same form changes the time.
		await submitAndSettle(page, page.locator('form.check-in__form button[type="submit"]'))
		await expect(page.getByRole('heading', { name: "You're checked in", level: 1 })).toBeVisible()
		await expect(page.getByRole('status')).toContainText('arriving at 11:00')
		await expect(page.getByText('We asked the hotel to have your room ready early.')).toBeVisible()
		await expectAccessible(page)
	})
})

// Spec 000 §4 recently viewed: the hotel of the reservation found goes to the front of the list.
test('the hotel of a reservation found goes to the front of the recently viewed hotels', { tag: '@js' }, async ({ page }) => {
	const stay = SEEDED.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.upcoming)
	if (!stay) throw new Error('no seeded upcoming stay')
	await page.goto('/hotels/tyomc-meridian-tokyo-ginza/overview')
	await lookUp(page, { confirmationNumber: stay.confirmationNumber, lastName: stay.guestSurname, checkInDate: stay.checkInDate })
	await expect(page.getByTestId('confirmation-number')).toHaveText(stay.confirmationNumber)
	await page.goto('/')
	const recent = page.getByRole('region', { name: 'Recently viewed hotels' })
	await expect(recent.getByRole('link')).toHaveText(['Meridian New York Times Square', 'Meridian Tokyo Ginza'])
})

test('a stay that is over opens on the expired-reservation page, which offers to book the hotel again', { tag: '@js' }, async ({ page }, testInfo) => {
	const stay = SEEDED.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.pastStay)
	if (!stay) throw new Error('no seeded past stay')
	await lookUp(page, { confirmationNumber: stay.confirmationNumber, lastName: stay.guestSurname, checkInDate: stay.checkInDate })
	await expect(page.getByRole('status')).toContainText(/Your stay at Meridian London .* ended on/)
	await expectAccessible(page)
	// Nothing to change or cancel any more; the upcoming page sends it here too.
	await expect(page.getByRole('link', { name: 'Cancel this reservation' })).toHaveCount(0)
	await page.goto('/reservation/upcomingReservation.mi')
	await expect(page).toHaveURL(/\/reservation\/expiredReservation\.mi$/)
	await page.getByRole('link', { name: /^Book Meridian London .* again$/ }).click()
	await expect(page).toHaveURL(/\/reservation\/rateListMenu\.mi\?/)
})

test('the generic redirect page moves on to a page of this site, and offers only the home page for anything else', async ({ page, request }, testInfo) => {
	const target = '/hotels/nycmc-meridian-new-york-times-square/overview'
	const offered = await (await request.get(`/reservation/redirect.mi?to=${encodeURIComponent(target)}`)).text()
	expect(offered).toContain(`href="${target}"`)
	await page.goto(`/reservation/redirect.mi?to=${encodeURIComponent(target)}`)
	await expect(page).toHaveURL(target)

	const refused = await page.goto(`/reservation/redirect.mi?to=${encodeURIComponent('https://evil.example/')}`)
	expect(refused?.status()).toBe(400)
	await expect(page.getByRole('alert')).toContainText("We can't take you to that address")
	await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
	await expectAccessible(page)
	await expect(page).toHaveURL(/\/reservation\/redirect\.mi\?to=/)
})

test(
	'the upcoming page shows the room overview and the messages sent, and shares the stay with a link that opens it',
	{ tag: '@js' },
	async ({ page }, testInfo) => {
		const stay = SEEDED.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.nonMemberGuest)
		if (!stay) throw new Error('no seeded guest stay')
		await lookUp(page, { confirmationNumber: stay.confirmationNumber, lastName: stay.guestSurname, checkInDate: stay.checkInDate })
		const overview = page.getByRole('region', { name: 'Room overview' })
		await expect(overview.getByRole('row', { name: /^Room 1: .* 2 adults .* Booked$/ })).toBeVisible()
		await expectAccessible(page)

		const friend = `friend-${testInfo.project.name}-${Date.now()}@example.com`
		const byEmail = page.getByRole('form', { name: 'Share by e-mail' })
		await byEmail.getByLabel('E-mail address').fill(friend)
		await submitAndSettle(page, byEmail.getByRole('button', { name: 'Send by e-mail' }))
		await expect(page.getByRole('status').filter({ hasText: 'Your stay details are on their way.' })).toBeVisible()
		const messages = page.getByRole('region', { name: 'Messages about this reservation' })
		await expect(messages).toContainText(/“Stay details: .*”, e-mailed to f•••@example\.com/)

		// The e-mail's link (this site's public origin, localhost:3000 by default) opens the lookup, filled in.
		const answer = await fetch(`${sandboxUrlOf(SANDBOX_PORT)}/sandbox/outbox?recipient=${encodeURIComponent(friend)}`)
		const [mail] = ((await answer.json()) as { messages: Array<{ body: string }> }).messages
		const link = /See the reservation: (\S+)/.exec(mail?.body ?? '')?.[1] ?? ''
		expect(link).toMatch(/^http:\/\/localhost:3000\/reservation\/lookupReservation\.mi\?data=/)
		expect(link).not.toContain(stay.confirmationNumber)
		const url = new URL(link)
		await page.goto(`${url.pathname}${url.search}`)
		await expect(page.getByLabel('Confirmation number')).toHaveValue(stay.confirmationNumber)
	},
)
