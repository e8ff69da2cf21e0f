import { expect, test } from './support/test.ts'
import { monthAhead, monthName } from './support/months.ts'

// Availability (issue 6): the entry points that take a query string, the availability
// calendar, find hotels, and changing an existing reservation through the rate list,
// with JavaScript off and on. Redirects are checked as HTTP answers (status, Location).
// The calendar's refusals and its Spanish weeks, what find hotels lists for new york, and a
// member's trip in the modify rate list run over plain HTTP in
// tests/integration/journeys/availability.test.ts (issue 29); the browser keeps a journey
// through each form and page here (the entry points' search, the calendar's months and
// days, find hotels' sort, pages and search) with JavaScript off.

/** A date some days ahead, as YYYY-MM-DD and as an en-US guest types it. */
function dayAhead(days: number) {
	const date = new Date()
	date.setUTCDate(date.getUTCDate() + days)
	const iso = date.toISOString().slice(0, 10)
	const [year, month, day] = iso.split('-')
	return { iso, typed: `${month}/${day}/${year}` }
}
const checkIn = dayAhead(20)
const checkOut = dayAhead(22)

test.describe('the availability entry points', () => {
	test('a link that leads nowhere shows the search with the values kept; fixing it reaches the rate list', async ({ page }) => {
		const response = await page.goto(`/reservation/availability.mi?marshaCode=NYCMC&checkInDate=${checkIn.iso}&checkOutDate=${checkOut.iso}&numberOfRooms=9`)
		expect(response?.status()).toBe(400)
		await expect(page.getByRole('heading', { level: 1, name: 'Check availability' })).toBeVisible()
		const rooms = page.getByLabel('Rooms')
		await expect(rooms).toHaveValue('9')
		await expect(rooms).toHaveAttribute('aria-invalid', 'true')
		await expect(rooms).toHaveAccessibleDescription('Choose from 1 to 4 rooms.')
		await expect(page.getByLabel('Hotel code')).toHaveValue('NYCMC')
		await expect(page.getByLabel('Check-in')).toHaveValue(checkIn.iso)

		await rooms.fill('1')
		await page.getByRole('button', { name: 'Check availability' }).click()
		await expect(page).toHaveURL(new RegExp(`/reservation/rateListMenu\\.mi\\?propertyCode=NYCMC&fromDate=${checkIn.iso}&toDate=${checkOut.iso}&roomCount=1`))
		await expect(page.getByRole('heading', { level: 1, name: 'Rooms and rates: Meridian New York Times Square' })).toBeVisible()
	})
})

test.describe('the availability calendar', () => {
	test('shows a month as a table, moves between months, and a day opens its rates', async ({ page }) => {
		const next = monthAhead(1)
		const response = await page.goto(`/search/availabilityCalendar.mi?propertyCode=NYCMC&month=${next}&nights=2&numAdultsPerRoom=2`)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Availability at Meridian New York Times Square' })).toBeVisible()
		const table = page.getByRole('table', { name: monthName(next) })
		await expect(table).toBeVisible()
		await expect(table.getByRole('columnheader')).toHaveCount(7)

		await page.getByRole('link', { name: 'Next month' }).click()
		await expect(page.getByRole('table', { name: monthName(monthAhead(2)) })).toBeVisible()
		await page.getByRole('link', { name: 'Previous month' }).click()
		await expect(page.getByRole('table', { name: monthName(next) })).toBeVisible()

		const fifteenth = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${next}-15T00:00:00Z`))
		await page.getByRole('link', { name: new RegExp(`^${fifteenth}, from \\$`) }).click()
		const day = `${next}-15`
		const [year, month] = next.split('-').map(Number) as [number, number]
		const twoLater = new Date(Date.UTC(year, month - 1, 17)).toISOString().slice(0, 10)
		await expect(page).toHaveURL(
			new RegExp(`/reservation/rateListMenu\\.mi\\?propertyCode=NYCMC&fromDate=${day}&toDate=${twoLater}&roomCount=1&numAdultsPerRoom=2`),
		)
		await expect(page.getByRole('heading', { level: 1, name: 'Rooms and rates: Meridian New York Times Square' })).toBeVisible()
	})
})

test.describe('find hotels', () => {
	const FIND = '/search/findHotels.mi'

	test('sorts with a GET form and pages through the results', async ({ page }) => {
		await page.goto(`${FIND}?destinationAddress.destination=united+states&fromDate=${checkIn.iso}&toDate=${checkOut.iso}&pageSize=2`)
		await expect(page.getByRole('status')).toHaveText('6 hotels found.')
		const names = page.locator('.find-hotels-name')
		await expect(names).toHaveCount(2)
		await expect(page.getByLabel('Sort by')).toHaveValue('distance')

		await page.getByLabel('Sort by').selectOption('name')
		await page.getByRole('button', { name: 'Sort' }).click()
		// A new sort starts on the first page; the search and the page size stay.
		await expect(page).toHaveURL(/[?&]pageSize=2&sortType=name$/)
		await expect(page.getByLabel('Sort by')).toHaveValue('name')
		const firstPage = await names.allTextContents()
		expect([...firstPage].sort()).toEqual(firstPage)

		const pages = page.getByRole('navigation', { name: 'Result pages' })
		await expect(pages.getByText('Page 1 of 3')).toBeVisible()
		await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
		await pages.getByRole('link', { name: 'Next page' }).click()
		await expect(page).toHaveURL(/sortType=name&pageNumber=2&pageSize=2$/)
		await expect(pages.getByText('Page 2 of 3')).toBeVisible()
		const secondPage = await names.allTextContents()
		expect(secondPage).toHaveLength(2)
		expect(secondPage[0]! > firstPage[1]!).toBe(true)
		await pages.getByRole('link', { name: 'Page 3' }).click()
		await expect(pages.getByText('Page 3 of 3')).toBeVisible()
		await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0)
	})

	test('tokyo by price, a place with no hotels, and bad input kept with its error', async ({ page }) => {
		await page.goto(`${FIND}?destinationAddress.destination=tokyo&sortType=price`)
		await expect(page.getByRole('link', { name: 'Meridian Tokyo Ginza' })).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: 'Meridian Tokyo Ginza' })).toContainText(/From ¥[\d,]+ a night/)

		await page.getByLabel('Destination').fill('zzzz')
		await page.getByRole('button', { name: 'Search hotels' }).click()
		await expect(page.getByText('No hotels near “zzzz” for these dates.')).toBeVisible()

		const bad = await page.goto(`${FIND}?destinationAddress.destination=paris&fromDate=${checkOut.iso}&toDate=${checkIn.iso}`)
		expect(bad?.status()).toBe(400)
		await expect(page.getByLabel('Destination')).toHaveValue('paris')
		await expect(page.getByLabel('Check-out')).toHaveAccessibleDescription(/The check-out date must be after the check-in date\./)
		await expect(page.getByLabel('Check-out')).toHaveValue(checkIn.iso)
	})
})
