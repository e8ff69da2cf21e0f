import { beforeAll, describe, expect, it } from 'vitest'
import { monthAhead, monthName } from '../../e2e/support/months.ts'
import { PASSWORD } from '../../e2e/support/sign-in.ts'
import { bookingServer, guestVisitor, isoDay, named } from './booking-visitor.ts'

// Availability's journeys whose outcome the server alone decides (issue 29), moved from
// tests/e2e/availability.spec.ts: the calendar's refusals and its Spanish weeks, what find
// hotels lists, and a member's trip in the modify rate list, as a visitor with JavaScript
// off over plain HTTP. None of them holds a room.

const checkIn = isoDay(20)
const checkOut = isoDay(22)

beforeAll(() => bookingServer(), 90_000)

describe('the availability calendar', () => {
	it('this month has no previous month; a bad month is 400 and an unknown hotel 404', async () => {
		const guest = await guestVisitor()
		const thisMonth = await guest.goto('/search/availabilityCalendar.mi?propertyCode=NYCMC')
		expect(thisMonth.texts('table caption')).toContain(monthName(monthAhead(0)))
		expect(() => thisMonth.link('Previous month')).toThrow()

		const bad = await guest.goto('/search/availabilityCalendar.mi?propertyCode=NYCMC&month=2026-13')
		expect(bad.status).toBe(400)
		expect(bad.text('body')).toContain("That month can't be read.")
		const shown = await guest.follow('Show this month')
		expect(shown.status).toBe(200)
		expect(shown.texts('table caption')).toContain(monthName(monthAhead(0)))

		expect((await guest.goto('/search/availabilityCalendar.mi?propertyCode=ZZZZZ')).status).toBe(404)
	})

	it('in Spanish, weeks start on Monday', async () => {
		const page = await (await guestVisitor()).goto(`/es/search/availabilityCalendar.mi?propertyCode=TYOMC&month=${monthAhead(1)}`)
		expect(page.heading).toBe('Disponibilidad en Meridian Tokyo Ginza')
		expect(page.texts('th[scope="col"]')[0]).toMatch(/^lun/)
	})
})

describe('find hotels', () => {
	it('new york lists its hotel with the lowest rate, linked to its rates for the stay', async () => {
		const page = await (
			await guestVisitor()
		).goto(`/search/findHotels.mi?destinationAddress.destination=new+york&fromDate=${checkIn}&toDate=${checkOut}&numAdultsPerRoom=2`)
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Hotels near “new york”')
		expect(page.link('Meridian New York Times Square')).toBe(
			`/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=${checkIn}&toDate=${checkOut}&roomCount=1&numAdultsPerRoom=2`,
		)
		const item = page.texts('li').find((text) => text.includes('Meridian New York Times Square') && text.includes('a night')) ?? ''
		expect(item).toContain('New York, United States')
		expect(item).toMatch(/From \$[\d,.]+ a night/)
		expect(page.valueOf('Destination')).toBe('new york')
	})
})

describe('changing a reservation', () => {
	it('a signed-in member opens a trip and sees it prefilled in the modify rate list', async () => {
		const guest = await guestVisitor()
		const signInPage = await guest.goto('/sign-in.mi?returnTo=%2Floyalty%2FfindReservationList.mi')
		const trips = await guest.submit(signInPage.form('Sign in'), { 'E-mail or member number': 'gold@example.com', Password: PASSWORD }, 'Sign in')
		expect(trips.path).toBe('/loyalty/findReservationList.mi')
		const view = [...trips.document.querySelectorAll('button')].find((button) => /reservation 71420851$/.test(button.getAttribute('aria-label') ?? ''))
		const form = view?.closest('form')
		if (!form) throw new Error('no View button for reservation 71420851 in my trips')
		await guest.submit(form)
		const modify = await guest.follow('Change your reservation')
		expect(modify.path).toBe('/reservation/modifyRateListMenu.mi')
		expect(modify.heading).toBe('Changing reservation 71420851')
		expect(modify.text('body')).toMatch(/Your current stay: Meridian New York Times Square/)
		expect(modify.text('body')).toMatch(/You will be charged in USD, the hotel's currency/)
		const search = named(modify, 'Search rooms and rates')
		if (!search) throw new Error('no search form on the modify rate list')
		expect(modify.valueOf('Adults per room', search)).toBe('2')
		expect(modify.valueOf('Check-in', search)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
	})
})
