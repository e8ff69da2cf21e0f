import { beforeAll, describe, expect, it } from 'vitest'
import { metaWithoutData, pageRouteIds } from './route-manifest.ts'
import { sharedServer, type SharedServer } from './shared-server.ts'

// Issue 32: every page route of the build is either indexable, and then carries a
// description from its page model in its own language, or private, and then says noindex
// whatever its data (NOT_INDEXED in app/models/page-meta.ts says which pages and why). A
// new page route is private until it is listed here as indexable.

const PREFIX = 'routes/'
const HOTEL = 'nycmc-meridian-new-york-times-square'
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const STAY = `propertyCode=NYCMC&fromDate=${day(60)}&toDate=${day(62)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`

/** The indexable page routes (by id without the prefix), each with an address that shows it and its status. */
const INDEXABLE: Record<string, { path: string; status?: number }> = {
	'home-and-search/home': { path: '/' },
	'brands/brand': { path: '/brands/mv' },
	'brands/bulgari': { path: '/bulgari' },
	'brands/ritz': { path: '/ritz' },
	'sign-in/sign-in': { path: '/sign-in.mi' },
	'sign-in/enterprise-sign-in': { path: '/enterprise/sign-in.mi' },
	'operations/language': { path: '/language' },
	'account/promotion': { path: '/promotion' },
	'account/join': { path: '/loyalty/createAccount/createAccountPage1.mi' },
	'hotel/overview': { path: `/hotels/${HOTEL}/overview` },
	'hotel/reviews': { path: `/hotels/${HOTEL}/reviews` },
	'hotel/location': { path: `/hotels/${HOTEL}/location` },
	'booking/rate-list': { path: `/reservation/rateListMenu.mi?${STAY}` },
	'booking/call-reservations': { path: '/reservation/800Page.mi' },
	// A link that leads nowhere shows the search form (400); a good one redirects.
	'booking/availability': { path: '/reservation/availability.mi?marshaCode=NYCMC&numberOfRooms=9', status: 400 },
	'booking/availability-search': { path: '/reservation/availabilitySearch.mi?marshaCode=NYCMC&numberOfRooms=9', status: 400 },
	'home-and-search/availability-calendar': { path: '/search/availabilityCalendar.mi?propertyCode=NYCMC' },
	'home-and-search/find-hotels': { path: '/search/findHotels.mi?destinationAddress.destination=new+york' },
}

/** Answered with a 404, which no search engine lists: its tags are not this test's business. */
const NOT_FOUND = new Set(['operations/not-found'])

/** Private pages a stranger can load without a session or a booking: served, they must say noindex too. */
const PRIVATE_VISITS = [
	'/reservation/lookupReservation.mi',
	'/resLookupOverlay.mi',
	'/signInOverlay.mi',
	'/reservation/signInOverlay.mi',
	'/sign-in-error.mi',
	'/emailPassword.mi',
	'/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX',
	'/reservation/roomDetails.mi?propertyCode=NYCMC&roomCode=DKNG',
	'/search/hotelQuickView.mi?propertyCode=NYCMC',
	`/hotels/${HOTEL}/details`,
	'/leaving-notice?propertyCode=MILBG&link=hotel&returnTo=%2F',
]

const NOINDEX = { name: 'robots', content: 'noindex' }
const metaContent = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1]

let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('app')
})

async function page(path: string, status = 200) {
	const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
	expect(response.status, path).toBe(status)
	const html = await response.text()
	return { html, lang: /<html lang="([^"]+)"/.exec(html)?.[1], description: metaContent(html, 'description'), robots: metaContent(html, 'robots') }
}

describe('the route manifest', () => {
	const ids = pageRouteIds().map((id) => id.replace(PREFIX, ''))
	const meta = metaWithoutData()

	it('lists no indexable page the app no longer has', () => {
		expect(Object.keys(INDEXABLE).filter((id) => !ids.includes(id) && !(`${PREFIX}${id}` in meta))).toEqual([])
	})

	it('every page route that is not indexable says noindex before its loader answers', () => {
		const silent = ids
			.filter((id) => !(id in INDEXABLE) && !NOT_FOUND.has(id))
			.filter((id) => !meta[`${PREFIX}${id}`]?.some((tag) => tag.name === NOINDEX.name && tag.content === NOINDEX.content))
		expect(silent).toEqual([])
	})

	it('no indexable page says noindex', () => {
		const blocked = Object.keys(INDEXABLE).filter((id) => meta[`${PREFIX}${id}`]?.some((tag) => tag.name === NOINDEX.name))
		expect(blocked).toEqual([])
	})
})

describe('an indexable page', () => {
	it.each(Object.entries(INDEXABLE))('%s has a description in English and another in Spanish', async (_, { path, status }) => {
		const english = await page(path, status)
		const spanish = await page(`/es${path}`, status)
		expect(english.lang).toBe('en-US')
		expect(spanish.lang).toBe('es-ES')
		expect(english.description?.trim()).toBeTruthy()
		expect(spanish.description?.trim()).toBeTruthy()
		expect(spanish.description).not.toBe(english.description)
		expect(english.robots).toBeUndefined()
	})

	it("a hotel's pages name the hotel in their description", async () => {
		const { description } = await page(`/hotels/${HOTEL}/overview`)
		expect(description).toMatch(/^Meridian New York Times Square: rooms, rates/)
		expect(description).not.toContain('{hotel}')
	})
})

describe('a private page', () => {
	it.each(PRIVATE_VISITS)('%s is served with noindex', async (path) => {
		expect((await page(path)).robots).toBe('noindex')
	})
})
