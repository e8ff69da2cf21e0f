import { beforeAll, describe, expect, it } from 'vitest'
import type { Visitor } from '../visitor.ts'
import { bookingServer, guestVisitor, isoDay } from './booking-visitor.ts'

// Rate and room details, the currency selector's refusal, the hotel quick view and the ERS
// pages (spec 001 §1–3), moved from tests/e2e/rate-details.spec.ts (issue 29): what each
// page says and links to, and its status, as a visitor with JavaScript off over plain HTTP.
// The browser keeps the modals and the currency selector's form, with JavaScript off and on.

const RATE = '/reservation/rateDetails.mi'
const ROOM = '/reservation/roomDetails.mi'
const QUICK_VIEW = '/search/hotelQuickView.mi'

let guest: Visitor
beforeAll(async () => {
	await bookingServer()
	guest = await guestVisitor()
}, 90_000)

const statusOf = async (path: string) => (await guest.goto(path)).status

describe('rate details', () => {
	it('the page shows the rate, its rules and its cancellation policy', async () => {
		const page = await guest.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=FLEX`)
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Flexible Rate')
		expect(page.text('body')).toContain('At Meridian New York Times Square')
		expect(page.texts('h2, h3')).toEqual(expect.arrayContaining(['Rate rules', 'Cancellation policy']))
		expect(page.texts('.rate-details__rules li')[0]).toMatch(/\S/)
		expect(page.texts('p, dd, li')).toContainEqual(expect.stringMatching(/^Free cancellation until 11:59 PM hotel time the day before arrival/))
		expect(page.link('Back to Meridian New York Times Square')).toMatch(/^\/hotels\/nycmc-.*\/overview$/)
	})

	it('with a room and a stay the rate shows night by night: rate, taxes and total (nightly products)', async () => {
		const page = await guest.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=FLEX&roomCode=DKNG&fromDate=${isoDay(40)}&toDate=${isoDay(43)}&numberOfAdults=2`)
		expect(page.status).toBe(200)
		expect(page.texts('h2, h3')).toContain('Night by night')
		const table = [...page.document.querySelectorAll('table')].find(
			(candidate) => candidate.querySelector('caption')?.textContent?.trim() === 'The rate for one room each night of the stay',
		)
		expect(table?.querySelectorAll('tbody th[scope="row"]')).toHaveLength(3)
		expect(table?.querySelector('tbody tr')?.textContent).toMatch(/\$[\d,]+\.\d{2}.*\$[\d,]+\.\d{2}.*\$[\d,]+\.\d{2}/)
		// A stay that cannot be priced leaves the details as they are.
		const unpriced = await guest.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=FLEX&roomCode=DKNG&fromDate=2001-01-01&toDate=2001-01-02`)
		expect(unpriced.heading).toBe('Flexible Rate')
		expect(unpriced.texts('h2, h3')).not.toContain('Night by night')
	})

	it('in Spanish the English-only description is shown translated (translate text)', async () => {
		const spanish = await guest.goto(`/es${RATE}?propertyCode=NYCMC&ratePlanCode=BKFT`)
		expect(spanish.text('body')).toContain('Desayuno para hasta dos huéspedes cada mañana.')
		expect(spanish.text('body')).toContain('La descripción de la tarifa se tradujo automáticamente.')
		const english = await guest.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=BKFT`)
		expect(english.text('body')).toContain('Breakfast for up to two guests each morning.')
		expect(english.text('body')).not.toMatch(/translated automatically/)
	})

	it('member and prepay rates say so', async () => {
		const member = await guest.goto(`${RATE}?propertyCode=nycmc&ratePlanCode=mbrf`)
		expect(member.heading).toBe('Member Flexible Rate')
		expect(member.text('body')).toMatch(/This is a member rate/)
		const prepay = await guest.goto(`${RATE}?propertyCode=NYCMC&ratePlanCode=PPAY`)
		expect(prepay.text('body')).toMatch(/Prepaid rate: the full amount is charged when you book/)
		expect(prepay.texts('p, dd, li')).toContainEqual(expect.stringMatching(/^Non-refundable: the whole stay/))
	})

	it('in Spanish the page speaks Spanish', async () => {
		const page = await guest.goto(`/es${RATE}?propertyCode=NYCMC&ratePlanCode=FLEX`)
		expect(page.texts('h2, h3')).toEqual(expect.arrayContaining(['Política de cancelación', 'Condiciones de la tarifa']))
	})

	it('an unknown hotel or plan is a 404 and a malformed address a 400', async () => {
		expect(await statusOf(`${RATE}?propertyCode=ZZZZZ&ratePlanCode=FLEX`)).toBe(404)
		expect(await statusOf(`${RATE}?propertyCode=NYCMC&ratePlanCode=NOPE`)).toBe(404)
		const bad = await guest.goto(`${RATE}?propertyCode=NYCMC`)
		expect(bad.status).toBe(400)
		expect(bad.texts('h1, h2')).toContain('This link is incomplete')
		expect(await statusOf(`${RATE}?propertyCode=%3Cscript%3E&ratePlanCode=FLEX`)).toBe(400)
	})
})

describe('room details', () => {
	it('the page shows the room, its beds, occupancy, features by category and photos', async () => {
		const page = await guest.goto(`${ROOM}?propertyCode=NYCMC&roomCode=DKNG`)
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Deluxe Guest Room, 1 King')
		expect(page.text('body')).toContain('32 m² room with a king bed, work desk and city view.')
		expect(page.text('.room-details__facts')).toContain('King')
		expect(page.text('body')).toContain('Up to 3 guests')
		const group = (name: string) =>
			[...page.document.querySelectorAll('.room-details__group')]
				.find((candidate) => [...candidate.querySelectorAll('*')].some((element) => element.children.length === 0 && element.textContent?.trim() === name))
				?.querySelectorAll('li') ?? []
		expect([...group('Pillows')].map((item) => item.textContent?.trim())).toEqual(['Feather-free pillows', 'Foam pillows'])
		expect([...group('Floor')].map((item) => item.textContent?.trim())).toEqual(['High floor'])
		expect(page.document.querySelector('.room-details__images img')?.getAttribute('src')).toMatch(/\S/)
	})

	it('an unknown room is a 404', async () => {
		expect(await statusOf(`${ROOM}?propertyCode=NYCMC&roomCode=NOPE`)).toBe(404)
		expect(await statusOf(`${ROOM}?propertyCode=NYCMC&roomCode=`)).toBe(400)
	})
})

describe('the quick view', () => {
	it('summarises the hotel with a few rooms and the ways on', async () => {
		const page = await guest.goto(`${QUICK_VIEW}?propertyCode=NYCMC`)
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Meridian New York Times Square')
		expect(page.text('body')).toMatch(/1600 Broadway, New York/)
		expect(page.text('body')).toContain('4.4 out of 5 stars')
		const rooms = page.texts('.quick-view__rooms li')
		expect(rooms).toHaveLength(3)
		expect(rooms[0]).toMatch(/from \$[\d,]+\.\d{2} per night/)
		expect(page.link('View rates')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC')
		expect(page.link('Hotel details')).toMatch(/^\/hotels\/nycmc-.*\/overview$/)
		expect(page.text('body')).toContain('You will be charged in USD')
	})

	it('an unknown hotel is a 404', async () => {
		expect(await statusOf(`${QUICK_VIEW}?propertyCode=ZZZZZ`)).toBe(404)
		expect(await statusOf(QUICK_VIEW)).toBe(400)
	})
})

describe('the currency selector', () => {
	it('a currency not on offer is a 400 next to the field, and KRW comes out whole', async () => {
		// A visitor of its own: a currency chosen is remembered, and this one must not be.
		const visitor = await guestVisitor()
		const bad = await visitor.goto(`${QUICK_VIEW}?propertyCode=NYCMC&currency=XYZ`)
		expect(bad.status).toBe(400)
		expect(bad.descriptionOf('Show prices in')).toContain('Choose a currency from the list.')
		expect(bad.control('Show prices in').getAttribute('aria-invalid')).toBe('true')
		expect(bad.text('.quick-view__price')).toContain('$')
		const won = await visitor.goto(`${QUICK_VIEW}?propertyCode=NYCMC&currency=KRW`)
		expect(won.text('.quick-view__price')).toMatch(/₩[\d,]+ per night/)
	})
})

describe('the ERS pages', () => {
	const roomPool = (fromDate: string, toDate: string, propertyCode = 'NYCMC') =>
		`/reservation/ersViewRoomPool.mi?propertyCode=${propertyCode}&fromDate=${fromDate}&toDate=${toDate}`

	it('the room pool lists rooms with their ERS attribute codes and rates', async () => {
		const page = await guest.goto(roomPool(isoDay(30), isoDay(32)))
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Room pool: Meridian New York Times Square')
		const row = [...page.document.querySelectorAll('tr')].find((candidate) => candidate.textContent?.includes('Deluxe Guest Room, 1 King'))
		expect(row?.querySelector('code')?.textContent).toMatch(/^[A-Z0-9]{2}$/)
		const flexible = [...(row?.querySelectorAll('a') ?? [])].find((link) => link.textContent?.trim() === 'Flexible Rate')
		expect(flexible?.getAttribute('href')).toBe('/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX')
	})

	it('bad dates answer 400 with the message beside the field and the values kept', async () => {
		const page = await guest.goto(roomPool(isoDay(30), 'nope'))
		expect(page.status).toBe(400)
		expect(page.descriptionOf('Check-out (YYYY-MM-DD)')).toContain('Enter a check-out date after check-in')
		expect(page.valueOf('Check-in (YYYY-MM-DD)')).toBe(isoDay(30))
		expect(page.valueOf('Check-out (YYYY-MM-DD)')).toBe('nope')
		expect(page.control('Check-out (YYYY-MM-DD)').getAttribute('aria-invalid')).toBe('true')
		expect(await statusOf(roomPool(isoDay(30), isoDay(31), 'ZZZZZ'))).toBe(404)
	})

	it('the rate rules list the rules and the room pools with their ERS codes', async () => {
		const page = await guest.goto('/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=FLEX')
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Rate rules: Flexible Rate (FLEX)')
		expect(page.texts('.rate-details__rules li')[0]).toMatch(/\S/)
		expect(page.texts('h2, h3')).toContain('Room pools at this rate')
		expect(page.texts('.ers-table tbody tr')[0]).toMatch(/\S/)
		expect(await statusOf('/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=NOPE')).toBe(404)
		expect(await statusOf('/reservation/ersViewRateRules.mi?ratePlanCode=FLEX')).toBe(400)
	})
})
