import { expect, test } from './support/test.ts'

// Rate and room details (pages without JavaScript, the modal with it), the currency
// selector, the hotel quick view and the ERS pages (spec 001 §1–3).

const RATE = '/reservation/rateDetails.mi'
const ROOM = '/reservation/roomDetails.mi'
const QUICK_VIEW = '/search/hotelQuickView.mi'

/** A date n days from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test.describe('rate details', () => {
	test('the page shows the rate, its rules and its cancellation policy', async ({ page }) => {
		const response = await page.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=FLEX`)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Flexible Rate' })).toBeVisible()
		await expect(page.getByText('At Meridian New York Times Square')).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Rate rules' })).toBeVisible()
		await expect(page.locator('.rate-details__rules li').first()).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible()
		await expect(page.getByText(/^Free cancellation until 11:59 PM hotel time the day before arrival/)).toBeVisible()
		await expect(page.getByRole('link', { name: 'Back to Meridian New York Times Square' })).toHaveAttribute('href', /^\/hotels\/nycmc-.*\/overview$/)
	})

	test('with a room and a stay the rate shows night by night: rate, taxes and total (nightly products)', async ({ page }) => {
		const response = await page.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=FLEX&roomCode=DKNG&fromDate=${inDays(40)}&toDate=${inDays(43)}&numberOfAdults=2`)
		expect(response?.status()).toBe(200)
		const nights = page.getByRole('table', { name: 'The rate for one room each night of the stay' })
		await expect(page.getByRole('heading', { name: 'Night by night' })).toBeVisible()
		await expect(nights.getByRole('rowheader')).toHaveCount(3)
		await expect(nights.getByRole('row').nth(1)).toContainText(/\$[\d,]+\.\d{2}.*\$[\d,]+\.\d{2}.*\$[\d,]+\.\d{2}/)
		// A stay that cannot be priced leaves the details as they are.
		await page.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=FLEX&roomCode=DKNG&fromDate=2001-01-01&toDate=2001-01-02`)
		await expect(page.getByRole('heading', { level: 1, name: 'Flexible Rate' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Night by night' })).toHaveCount(0)
	})

	test('in Spanish the English-only description is shown translated (translate text)', async ({ page }) => {
		await page.goto(`/es${RATE}?propertyCode=NYCMC&ratePlanCode=BKFT`)
		await expect(page.getByText('Desayuno para hasta dos huéspedes cada mañana.')).toBeVisible()
		await expect(page.getByText('La descripción de la tarifa se tradujo automáticamente.')).toBeVisible()
		await page.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=BKFT`)
		await expect(page.getByText('Breakfast for up to two guests each morning.')).toBeVisible()
		await expect(page.getByText(/translated automatically/)).toHaveCount(0)
	})

	test('member and prepay rates say so', async ({ page }) => {
		await page.goto(`${RATE}?propertyCode=nycmc&ratePlanCode=mbrf`)
		await expect(page.getByRole('heading', { level: 1, name: 'Member Flexible Rate' })).toBeVisible()
		await expect(page.getByText(/This is a member rate/)).toBeVisible()
		await page.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=PPAY`)
		await expect(page.getByText(/Prepaid rate: the full amount is charged when you book/)).toBeVisible()
		await expect(page.getByText(/^Non-refundable: the whole stay/)).toBeVisible()
	})

	test('in Spanish the page speaks Spanish', async ({ page }) => {
		await page.goto(`/es${RATE}?propertyCode=NYCMC&ratePlanCode=FLEX`)
		await expect(page.getByRole('heading', { name: 'Política de cancelación' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Condiciones de la tarifa' })).toBeVisible()
	})

	test('an unknown hotel or plan is a 404 and a malformed address a 400', async ({ page }) => {
		expect((await page.goto(`${RATE}?propertyCode=ZZZZZ&ratePlanCode=FLEX`))?.status()).toBe(404)
		expect((await page.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=NOPE`))?.status()).toBe(404)
		const bad = await page.goto(`${RATE}?propertyCode=NYCMC`)
		expect(bad?.status()).toBe(400)
		await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible()
		expect((await page.goto(`${RATE}?propertyCode=%3Cscript%3E&ratePlanCode=FLEX`))?.status()).toBe(400)
	})
})

test.describe('room details', () => {
	test('the page shows the room, its beds, occupancy, features by category and photos', async ({ page }) => {
		const response = await page.goto(`${ROOM}?propertyCode=NYCMC&roomCode=DKNG`)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Deluxe Guest Room, 1 King' })).toBeVisible()
		await expect(page.getByText('32 m² room with a king bed, work desk and city view.')).toBeVisible()
		await expect(page.locator('.room-details__facts')).toContainText('King')
		await expect(page.getByText('Up to 3 guests')).toBeVisible()
		const group = (name: string) => page.locator('.room-details__group').filter({ has: page.getByText(name, { exact: true }) })
		await expect(group('Pillows').getByRole('listitem')).toHaveText(['Feather-free pillows', 'Foam pillows'])
		await expect(group('Floor').getByRole('listitem')).toHaveText(['High floor'])
		const photo = page.locator('.room-details__images img').first()
		await expect(photo).toHaveAttribute('src', /\S/)
	})

	test('an unknown room is a 404', async ({ page }) => {
		expect((await page.goto(`${ROOM}?propertyCode=NYCMC&roomCode=NOPE`))?.status()).toBe(404)
		expect((await page.goto(`${ROOM}?propertyCode=NYCMC&roomCode=`))?.status()).toBe(400)
	})
})

test.describe('the quick view', () => {
	test('summarises the hotel with a few rooms and the ways on', async ({ page }) => {
		const response = await page.goto(`${QUICK_VIEW}?propertyCode=NYCMC`)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Meridian New York Times Square' })).toBeVisible()
		await expect(page.getByText(/1600 Broadway, New York/)).toBeVisible()
		await expect(page.getByText('4.4 out of 5 stars')).toBeVisible()
		const rooms = page.locator('.quick-view__rooms li')
		await expect(rooms).toHaveCount(3)
		await expect(rooms.first()).toContainText(/from \$[\d,]+\.\d{2} per night/)
		await expect(page.getByRole('link', { name: 'View rates' })).toHaveAttribute('href', '/reservation/rateListMenu.mi?propertyCode=NYCMC')
		await expect(page.getByRole('link', { name: 'Hotel details' })).toHaveAttribute('href', /^\/hotels\/nycmc-.*\/overview$/)
		await expect(page.getByText('You will be charged in USD', { exact: false })).toBeVisible()
	})

	test('an unknown hotel is a 404', async ({ page }) => {
		expect((await page.goto(`${QUICK_VIEW}?propertyCode=ZZZZZ`))?.status()).toBe(404)
		expect((await page.goto(QUICK_VIEW))?.status()).toBe(400)
	})

	test('room details: a page without JavaScript, the modal with it', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
		const hydrationErrors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) hydrationErrors.push(message.text())
		})
		await page.goto(`${QUICK_VIEW}?propertyCode=NYCMC`)
		const link = page.locator('.quick-view__rooms').getByRole('link').first()
		const name = (await link.textContent()) ?? ''
		await link.click()
		if (!javaScriptEnabled) {
			await expect(page).toHaveURL(/\/reservation\/roomDetails\.mi\?propertyCode=NYCMC&roomCode=/)
			await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
			return
		}
		const dialog = page.getByRole('dialog', { name })
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('heading', { name: 'Room features' })).toBeVisible()
		await expect(page).toHaveURL(/hotelQuickView\.mi/)
		await dialog.getByRole('button', { name: 'Close' }).click()
		await expect(dialog).toBeHidden()
		await expect(link).toBeFocused()
		expect(hydrationErrors).toEqual([])
	})
})

test.describe('the currency selector', () => {
	test('shows prices in the chosen currency, keeps the charged-currency note and remembers the choice', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
		await page.goto(`${QUICK_VIEW}?propertyCode=NYCMC`)
		const price = page.locator('.quick-view__price').first()
		await expect(price).toContainText('$')
		await page.getByLabel('Show prices in').selectOption('EUR')
		if (!javaScriptEnabled) await page.getByRole('button', { name: 'Change currency' }).click()
		await expect(page).toHaveURL(/[?&]currency=EUR/)
		await expect(page).toHaveURL(/[?&]propertyCode=NYCMC/)
		await expect(price).toContainText('€')
		await expect(price).toContainText(/€[\d,]+\.\d{2}/)
		await expect(page.getByText('You will be charged in USD', { exact: false })).toBeVisible()

		// Remembered for this locale: the next page without ?currency shows euros too.
		await page.goto(`${QUICK_VIEW}?propertyCode=NYCMC`)
		await expect(page.locator('.quick-view__price').first()).toContainText('€')
		await expect(page.getByLabel('Show prices in')).toHaveValue('EUR')
	})

	test('a currency not on offer is a 400 next to the field, and KRW comes out whole', async ({ page }) => {
		const bad = await page.goto(`${QUICK_VIEW}?propertyCode=NYCMC&currency=XYZ`)
		expect(bad?.status()).toBe(400)
		await expect(page.getByText('Choose a currency from the list.')).toBeVisible()
		await expect(page.getByLabel('Show prices in')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.locator('.quick-view__price').first()).toContainText('$')
		await page.goto(`${QUICK_VIEW}?propertyCode=NYCMC&currency=KRW`)
		await expect(page.locator('.quick-view__price').first()).toContainText(/₩[\d,]+ per night/)
	})
})

test.describe('the ERS pages', () => {
	test('the room pool lists rooms with their ERS attribute codes and rates', async ({ page }) => {
		const response = await page.goto(`/reservation/ersViewRoomPool.mi?propertyCode=NYCMC&fromDate=${inDays(30)}&toDate=${inDays(32)}`)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Room pool: Meridian New York Times Square' })).toBeVisible()
		const row = page.getByRole('row').filter({ hasText: 'Deluxe Guest Room, 1 King' })
		await expect(row.locator('code').first()).toHaveText(/^[A-Z0-9]{2}$/)
		await expect(row.getByRole('link', { name: 'Flexible Rate', exact: true })).toHaveAttribute(
			'href',
			'/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX',
		)
	})

	test('rate details from the room pool: a page without JavaScript, the modal with it', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
		await page.goto(`/reservation/ersViewRoomPool.mi?propertyCode=NYCMC&fromDate=${inDays(30)}&toDate=${inDays(32)}`)
		const row = page.getByRole('row').filter({ hasText: 'Deluxe Guest Room, 1 King' })
		const link = row.getByRole('link', { name: 'Prepay and Save', exact: true })
		await link.click()
		if (!javaScriptEnabled) {
			await expect(page).toHaveURL('/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=PPAY')
			await expect(page.getByRole('heading', { level: 1, name: 'Prepay and Save' })).toBeVisible()
			return
		}
		const dialog = page.getByRole('dialog', { name: 'Prepay and Save' })
		await expect(dialog).toBeVisible()
		await expect(dialog.getByText(/Prepaid rate: the full amount is charged when you book/)).toBeVisible()
		await expect(dialog.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible()
		await expect(page).toHaveURL(/ersViewRoomPool\.mi/)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(link).toBeFocused()
	})

	test('bad dates answer 400 with the message beside the field and the values kept', async ({ page }) => {
		const response = await page.goto(`/reservation/ersViewRoomPool.mi?propertyCode=NYCMC&fromDate=${inDays(30)}&toDate=nope`)
		expect(response?.status()).toBe(400)
		await expect(page.getByText('Enter a check-out date after check-in')).toBeVisible()
		await expect(page.getByLabel('Check-in (YYYY-MM-DD)')).toHaveValue(inDays(30))
		await expect(page.getByLabel('Check-out (YYYY-MM-DD)')).toHaveAttribute('aria-invalid', 'true')
		expect((await page.goto(`/reservation/ersViewRoomPool.mi?propertyCode=ZZZZZ&fromDate=${inDays(30)}&toDate=${inDays(31)}`))?.status()).toBe(404)
	})

	test('the rate rules list the rules and the room pools with their ERS codes', async ({ page }) => {
		const response = await page.goto('/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=FLEX')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Rate rules: Flexible Rate (FLEX)' })).toBeVisible()
		await expect(page.locator('.rate-details__rules li').first()).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Room pools at this rate' })).toBeVisible()
		await expect(page.locator('.ers-table tbody tr').first()).toBeVisible()
		expect((await page.goto('/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=NOPE'))?.status()).toBe(404)
		expect((await page.goto('/reservation/ersViewRateRules.mi?ratePlanCode=FLEX'))?.status()).toBe(400)
	})
})
