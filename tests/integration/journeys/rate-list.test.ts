import { beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD } from '../../e2e/support/sign-in.ts'
import type { Page, Visitor } from '../visitor.ts'
import { bookingServer, buttonNames, guestVisitor, isoDay, named, selectRate } from './booking-visitor.ts'

// The rate list's journeys whose outcome the server alone decides (issue 29), moved from
// tests/e2e/rate-list.spec.ts: what it lists for a guest and a member, where Select, its
// search and its links lead, and its refusals, as a visitor with JavaScript off over plain
// HTTP. The carts it makes hold rooms 300 days ahead, nights no other file books.

const RATE_LIST = '/reservation/rateListMenu.mi'
const GUEST_INFO = '/reservation/guestInfo.mi'

/** A date some days ahead, as YYYY-MM-DD and as an en-US guest types it. */
function dayAhead(days: number) {
	const iso = isoDay(days)
	const [year, month, day] = iso.split('-')
	return { iso, typed: `${month}/${day}/${year}` }
}
const checkIn = dayAhead(300)
const checkOut = dayAhead(302)
const oneNightOut = dayAhead(301)
const stay = (propertyCode: string, extra = '') => `${RATE_LIST}?propertyCode=${propertyCode}&fromDate=${checkIn.iso}&toDate=${checkOut.iso}${extra}`

let baseUrl = ''
beforeAll(async () => {
	baseUrl = (await bookingServer()).baseUrl
}, 90_000)

async function choose(guest: Visitor, list: Page, rate: string): Promise<Page> {
	const details = await selectRate(guest, list, rate)
	expect(details.redirects.map((hop) => hop.status)).toEqual([303])
	expect(details.path).toBe(GUEST_INFO)
	expect(details.heading).toBe('Guest information')
	return details
}

async function signIn(guest: Visitor, email: string, returnTo: string): Promise<Page> {
	const page = await guest.goto(`/sign-in.mi?returnTo=${encodeURIComponent(returnTo)}`)
	return guest.submit(page.form('Sign in'), { 'E-mail or member number': email, Password: PASSWORD }, 'Sign in')
}

const selects = (page: Page, start: string) => buttonNames(page).filter((name) => name.startsWith(start))

describe('the rate list', () => {
	it('a member uses points: the balance, the points required, and a points rate in the cart', async () => {
		const guest = await guestVisitor()
		const points = `${RATE_LIST}?propertyCode=NYCMC&fromDate=${checkIn.iso}&toDate=${oneNightOut.iso}&tab=redemption`
		const list = await signIn(guest, 'gold@example.com', points)
		expect(list.path).toMatch(/^\/reservation\/rateListMenu\.mi\?propertyCode=NYCMC&.*tab=redemption/)
		expect(list.text('body')).toContain('Your points balance: 86,000')
		expect(list.text('body')).toContain('Points required: 60,000')
		expect(() => list.link('Sign in to get this rate')).toThrow()
		const cart = await choose(guest, list, 'Select Redeem Points, Deluxe Guest Room, 1 King')
		expect(cart.text('body')).toContain('Redeem Points')
		// The redemption panel: the platform's figures for this cart.
		const panel = named(cart, 'Your points')?.textContent?.replace(/\s+/g, '') ?? ''
		expect(panel).toContain('Yourbalance86,000')
		expect(panel).toContain('Pointsforthisstay60,000')
		expect(panel).toContain('Balanceafterbooking26,000')
	})

	it('choosing again updates the same cart with the new rate', async () => {
		const guest = await guestVisitor()
		await choose(guest, await guest.goto(stay('NYCMC')), 'Select Flexible Rate, ')
		const cart = await choose(guest, await guest.goto(stay('NYCMC', '&tab=deals')), 'Select Bed and Breakfast, ')
		expect(cart.text('body')).toContain('Bed and Breakfast')
		expect(cart.text('body')).not.toContain('Flexible Rate')
	})

	it('back on the rate list the sticky bar shows the selection, and another rate updates it', async () => {
		const guest = await guestVisitor()
		const list = await guest.goto(stay('NYCMC'))
		expect(named(list, 'Your selection')).toBeUndefined()
		await choose(guest, list, 'Select Flexible Rate, ')
		const back = await guest.follow('Change room or rate')
		expect(back.path).toMatch(/^\/reservation\/rateListMenu\.mi\?propertyCode=NYCMC/)
		const bar = named(back, 'Your selection')?.textContent ?? ''
		expect(bar).toContain('Meridian New York Times Square')
		expect(bar).toContain('Flexible Rate')

		const deals = await guest.goto(rateTab(back, 'Deals and packages'))
		await choose(guest, deals, 'Select Bed and Breakfast, ')
		const again = await guest.follow('Change room or rate')
		const updated = named(again, 'Your selection')?.textContent ?? ''
		expect(updated).toContain('Bed and Breakfast')
		expect(updated).not.toContain('Flexible Rate')
	})

	it('flexible dates lead to the hotel availability calendar', async () => {
		const guest = await guestVisitor()
		const list = await guest.goto(stay('NYCMC'))
		const calendar = await guest.submit(list.form('Search rooms and rates'), { 'My dates are flexible': true }, 'Find rates')
		expect(calendar.redirects).toEqual([
			{ status: 302, location: `/search/availabilityCalendar.mi?propertyCode=NYCMC&month=${checkIn.iso.slice(0, 7)}&nights=2&roomCount=1&numAdultsPerRoom=1` },
		])
		expect(calendar.path).toMatch(new RegExp(`^/search/availabilityCalendar\\.mi\\?propertyCode=NYCMC&month=${checkIn.iso.slice(0, 7)}&nights=2`))
		expect(calendar.heading).toContain('Meridian New York Times Square')
		const answer = await fetch(`${baseUrl}${stay('NYCMC', '&flexibleDates=true')}`, { redirect: 'manual' })
		expect(answer.status).toBe(302)
	})

	it('a selection that is not one is a 400, never a 500', async () => {
		const form = { propertyCode: 'NYCMC', fromDate: checkIn.iso, toDate: checkOut.iso, roomCount: '1', numAdultsPerRoom: '1', ratePlanCode: 'FLEX' }
		const post = (fields: Record<string, string>) =>
			fetch(`${baseUrl}${RATE_LIST}`, {
				method: 'POST',
				redirect: 'manual',
				headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(fields),
			})
		expect((await post(form)).status).toBe(400)
		expect((await post({ ...form, roomCode: 'DKNG', toDate: checkIn.iso })).status).toBe(400)
	})

	it('a guest on the points tab is asked to sign in', async () => {
		const page = await (await guestVisitor()).goto(stay('NYCMC', '&tab=redemption'))
		expect(page.text('body')).toContain('Sign in to use your points for this stay.')
		expect(selects(page, 'Select Redeem Points')).toEqual([])
	})

	it('signing in from a member rate comes back to the same list, with member rates to select', async () => {
		const guest = await guestVisitor()
		const list = await guest.goto(stay('NYCMC'))
		const signInPage = await guest.follow('Sign in to get this rate')
		expect(signInPage.path).toMatch(/^\/sign-in\.mi\?returnTo=/)
		const back = await guest.submit(signInPage.form('Sign in'), { 'E-mail or member number': 'silver@example.com', Password: PASSWORD }, 'Sign in')
		expect(back.redirects[0]?.status).toBe(303)
		expect(back.path).toMatch(new RegExp(`^${RATE_LIST.replace(/\./g, '\\.')}\\?propertyCode=NYCMC&fromDate=${checkIn.iso}`))
		expect(selects(back, 'Select Member Flexible Rate').length).toBeGreaterThan(0)
		expect(selects(list, 'Select Member Flexible Rate')).toEqual([])
	})

	it('a group code shows the group rates, which appear only with it', async () => {
		const guest = await guestVisitor()
		const tab = await guest.goto(stay('NYCMC', '&tab=group'))
		expect(tab.text('body')).toContain('Enter your group code in the search above')
		expect(tab.texts('h3').filter((heading) => /Group Rate/.test(heading))).toEqual([])

		const group = await guest.submit(tab.form('Search rooms and rates'), { 'Group code': 'nycmcgr' }, 'Find rates')
		expect(group.path).toMatch(/groupCode=NYCMCGR/)
		expect(currentTab(group)).toBe('Group rates')
		expect(group.texts('h3').some((heading) => /Group Rate/.test(heading))).toBe(true)
		const cart = await choose(guest, group, 'Select Group Rate, ')
		expect(cart.text('body')).toContain('Group Rate')
	})

	it('yen and won are shown without decimals', async () => {
		const guest = await guestVisitor()
		const yen = await guest.goto(stay('TYOMC'))
		expect(yen.texts('.rate-card__nightly')[0]).toMatch(/^¥[\d,]+ per night \(average\)$/)
		const won = await guest.goto(stay('SELMC', '&showFullPrice=true'))
		expect(won.texts('.rate-card__total')[0]).toMatch(/^Total for the stay: ₩[\d,]+$/)
		expect(won.text('body')).toContain("You will be charged in KRW, the hotel's currency.")
	})

	it('a bad search is a 400 with each message next to its field and the values kept', async () => {
		const guest = await guestVisitor()
		const page = await guest.goto(`${RATE_LIST}?propertyCode=NYCMC&fromDate=13%2F45%2F26&toDate=${checkOut.iso}&groupCode=ABC&roomCount=2`)
		expect(page.status).toBe(400)
		expect(page.alerts.join(' ')).toContain('Check the search and try again.')
		expect(page.valueOf('Check-in')).toBe('13/45/26')
		expect(page.control('Check-in').getAttribute('aria-invalid')).toBe('true')
		expect(page.descriptionOf('Check-in')).toMatch(/Enter the check-in date as MM\/DD\/YYYY\./)
		expect(page.valueOf('Group code')).toBe('ABC')
		expect(page.descriptionOf('Group code')).toContain('A group code is exactly 7 letters or digits.')
		expect(page.valueOf('Rooms')).toBe('2')

		const backwards = await guest.goto(`${RATE_LIST}?propertyCode=NYCMC&fromDate=${checkOut.iso}&toDate=${checkIn.iso}`)
		expect(backwards.status).toBe(400)
		expect(backwards.text('body')).toContain('Check-out must be after check-in.')
	})

	it('with no dates the hotel default stay is shown, in Spanish under /es', async () => {
		const page = await (await guestVisitor()).goto(`/es${RATE_LIST}?propertyCode=NYCMC`)
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Habitaciones y tarifas: Meridian New York Times Square')
		expect(page.valueOf('Entrada')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
		expect(selects(page, 'Seleccionar ').length).toBeGreaterThan(0)
	})
})

/** The rate-type tab the page is on (aria-current). */
const currentTab = (page: Page) => named(page, 'Rate types')?.querySelector('a[aria-current="page"]')?.textContent?.trim()

/** The address of the rate-type tab named `name`. */
function rateTab(page: Page, name: string): string {
	const link = [...(named(page, 'Rate types')?.querySelectorAll('a') ?? [])].find((candidate) => candidate.textContent?.trim() === name)
	if (!link) throw new Error(`no rate-type tab "${name}" on ${page.path}`)
	return link.getAttribute('href') ?? ''
}
