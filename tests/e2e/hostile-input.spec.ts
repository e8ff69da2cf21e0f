import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { PORT } from './support/servers.ts'

// "Never a 500 for anything a user or a URL can send": every route, every query
// parameter its loader reads, set to hostile values; every route POSTed broken bodies.
// Plain HTTP, no redirect followed; a redirect must stay on this site.

const ORIGIN = `http://localhost:${PORT}`
const SCRIPT = '<script>alert(1)</script>'
const HOTEL = 'chirz-the-ritz-carlton-chicago'
const STAY = 'propertyCode=NYCMC&fromDate=2030-01-10&toDate=2030-01-12&roomCount=1&numAdultsPerRoom=1'

// Raw query values, already percent-encoded (some on purpose badly).
const HOSTILE: Record<string, string> = {
	empty: '',
	long: 'x'.repeat(5000),
	script: encodeURIComponent(SCRIPT),
	nul: '%00',
	traversal: encodeURIComponent('../../etc/passwd'),
	unicode: encodeURIComponent('\u202Eأحمد😀٣٤٥\u202C'),
	minusOne: '-1',
	zero: '0',
	huge: '99999999999999999999',
	feb30: '2026-02-30',
	slashDate: encodeURIComponent('13/45/99'),
	malformed: '%E0%A4%A',
	protocolRelative: encodeURIComponent('//evil.example/x'),
	absolute: encodeURIComponent('https://evil.example/'),
}

// The Spanish pages run the same loaders: a few values show the prefix changes nothing.
const SPANISH_SAMPLE = new Set(['script', 'nul', 'malformed', 'protocolRelative'])

const BOOKING = ['propertyCode', 'fromDate', 'toDate', 'roomCount', 'numAdultsPerRoom', 'childrenCountPerRoom', 'tab', 'clusterCode', 'corporateCode', 'groupCode', 'useRewardsPoints', 'flexibleDates', 'currency']
const SIGN_IN = ['returnTo', 'overlay', 'clientId', 'errorMessageType', 'inValidCredentials']
const HOTEL_PAGE = ['saveProperty', 'propertyCode', 'daclogo', 'currency']
// Read by the root/layout loaders on every page.
const EVERYWHERE = ['returnTo', 'currency']

type Route = { path: string; params: string[]; base?: string }
const ROUTES: Route[] = [
	{ path: '/', params: ['destination'] },
	{ path: '/no-such-page', params: [] },
	{ path: '/error', params: [] },
	{ path: '/emailPassword.mi', params: [] },
	{ path: '/enterprise/sign-in.mi', params: SIGN_IN },
	{ path: `/hotels/${HOTEL}`, params: HOTEL_PAGE },
	...['overview', 'location', 'reviews', 'details'].map((page) => ({ path: `/hotels/${HOTEL}/${page}`, params: HOTEL_PAGE })),
	...['hotel-reviews', 'maps/travel', 'travel'].map((prefix) => ({ path: `/hotels/${prefix}/${HOTEL}`, params: [] })),
	{ path: '/language', params: [] },
	{ path: '/login', params: SIGN_IN },
	{ path: '/logout.mi', params: [] },
	{ path: '/loyalty/findReservationList.mi', params: [] },
	{ path: '/loyalty/myAccount/saveProperties.mi', params: ['save', 'marshaCode', '_js'], base: 'save=true&marshaCode=NYCMC&returnTo=%2F' },
	{ path: '/reservation', params: ['navigationURL'] },
	{ path: '/reservation/no-such-page', params: [] },
	...['800Page', 'expiredSession', 'productsUnavailable', 'unsuccessfulSell', 'guestInfo'].map((page) => ({ path: `/reservation/${page}.mi`, params: ['navigationURL'] })),
	{ path: '/reservation/availabilitySearch.mi', params: [...BOOKING, 'marshaCode', 'checkInDate', 'checkOutDate', 'numberOfRooms', 'numberOfAdults', 'rateType', 'corpCode'], base: STAY },
	{ path: '/reservation/availability.mi', params: [...BOOKING, 'hotelCode', 'arrivalDate', 'departureDate', 'rooms', 'adults', 'specialRateType', 'usePoints'], base: STAY },
	{ path: '/reservation/rateListMenu.mi', params: BOOKING, base: STAY },
	{ path: '/reservation/modifyRateListMenu.mi', params: ['confirmationNumber', 'lastName', 'surname', ...BOOKING], base: `confirmationNumber=12345678&lastName=Smith&${STAY}` },
	{ path: '/reservation/rateDetails.mi', params: ['propertyCode', 'ratePlanCode'], base: 'propertyCode=NYCMC&ratePlanCode=BAR' },
	{ path: '/reservation/ersViewRateRules.mi', params: ['propertyCode', 'ratePlanCode'], base: 'propertyCode=NYCMC&ratePlanCode=BAR' },
	{ path: '/reservation/roomDetails.mi', params: ['propertyCode', 'roomCode'], base: 'propertyCode=NYCMC&roomCode=KING' },
	{ path: '/reservation/ersViewRoomPool.mi', params: ['propertyCode', 'fromDate', 'toDate', 'numberOfAdults'], base: 'propertyCode=NYCMC&fromDate=2030-01-10&toDate=2030-01-12' },
	...['reservation/signInOverlay', 'reservation/signInOverlay-signInOnly', 'signInOverlay', 'sign-in', 'sign-in-error'].map((page) => ({ path: `/${page}.mi`, params: SIGN_IN })),
	{ path: '/search/availabilityCalendar.mi', params: ['propertyCode', 'marshaCode', 'month', 'startDate', 'nights', 'roomCount', 'numAdultsPerRoom'], base: 'propertyCode=NYCMC' },
	{ path: '/search/findHotels.mi', params: ['destination', 'fromDate', 'toDate', 'roomCount', 'numAdultsPerRoom', 'sortType', 'pageNumber', 'pageSize'], base: 'destination=Chicago' },
	{ path: '/search/hotelQuickView.mi', params: ['propertyCode'], base: 'propertyCode=NYCMC' },
	{ path: '/sessionTimeOut', params: [] },
	{ path: '/sessionTimedOut.mi', params: [] },
	{ path: '/unAuth', params: [] },
]

// What a browser says when another site posts one of our forms (server/csrf.ts).
const CROSS_SITE: Record<string, string>[] = [{ Origin: 'http://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: `http://localhost:${PORT + 1}` }]

// The routes with an action (a POST to any other is a 405 before its body is read).
const WITH_ACTION = new Set(['/emailPassword.mi', '/enterprise/sign-in.mi', '/language', '/logout.mi', '/loyalty/myAccount/saveProperties.mi', '/reservation/no-such-page', '/reservation/guestInfo.mi', '/reservation/modifyRateListMenu.mi', '/reservation/rateListMenu.mi', '/reservation/signInOverlay.mi', '/reservation/signInOverlay-signInOnly.mi', '/signInOverlay.mi', '/sign-in.mi', '/sign-in-error.mi'])

// Hostile path segments for the routes that take one ($seoNickname, splats).
const SEGMENTS = ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), '%E0%A4%A', '%E2%80%AE%F0%9F%98%80', '%2F%2Fevil.example']
const SEGMENT_PATHS = (segment: string) => [`/hotels/${segment}`, `/hotels/${segment}/overview`, `/hotels/${segment}/details`, `/hotels/travel/${segment}`, `/reservation/${segment}`, `/${segment}`, `/${segment}.mi`]

/** The query with `name` set to the raw `value` (replacing the base's own). */
function queryWith(base: string | undefined, name: string, value: string) {
	const kept = (base ?? '').split('&').filter((pair) => pair && pair.split('=')[0] !== name)
	return [...kept, `${name}=${value}`].join('&')
}

let requests = 0

async function send(request: APIRequestContext, method: 'GET' | 'POST', url: string, options: Parameters<APIRequestContext['post']>[1] = {}) {
	requests++
	return request.fetch(url, { method, maxRedirects: 0, failOnStatusCode: false, ...options })
}

/** The rules every answer keeps: no 5xx, redirects stay here, nothing we sent comes back raw. */
async function expectSafe(response: APIResponse, label: string) {
	const status = response.status()
	expect.soft(status, `${label} → ${status}`).toBeLessThan(500)
	if (status >= 300 && status < 400) {
		const location = response.headers()['location'] ?? ''
		expect.soft(location, `${label} Location`).not.toMatch(/^(\/\/|\/\\|\\)/)
		expect.soft(new URL(location, ORIGIN).origin, `${label} Location ${location}`).toBe(ORIGIN)
	}
	if (status !== 204 && !(status >= 300 && status < 400)) {
		expect.soft((await response.text()).includes(SCRIPT), `${label} reflects raw script`).toBe(false)
	}
}

test.describe('hostile input never gets a 500', () => {
	test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'requests only: the browser adds nothing')
	// Per test, so a worker restarted after a failure still adds up.
	test.beforeEach(() => {
		requests = 0
	})
	test.afterEach(() => console.log(`hostile-input requests: ${requests}`))

	for (const route of ROUTES) {
		test(`GET ${route.path}`, async ({ request }) => {
			test.setTimeout(180_000)
			for (const lang of ['', '/es']) {
				const path = `${lang}${route.path === '/' && lang ? '' : route.path}`
				for (const name of [...new Set([...route.params, ...EVERYWHERE])]) {
					for (const [label, value] of Object.entries(HOSTILE).filter(([label]) => !lang || SPANISH_SAMPLE.has(label))) {
						await expectSafe(await send(request, 'GET', `${path}?${queryWith(route.base, name, value)}`), `${path} ${name}=${label}`)
					}
					await expectSafe(await send(request, 'GET', `${path}?${queryWith(route.base, name, '1')}&${name}=2`), `${path} ${name} repeated`)
				}
				await expectSafe(await send(request, 'GET', `${path}?${'%E0%A4%A'}=1&%00=%00`), `${path} malformed names`)
			}
		})

		if (WITH_ACTION.has(route.path)) test(`POST ${route.path}`, async ({ request }) => {
			const url = `${route.path}?${route.base ?? ''}`
			const same = { Origin: ORIGIN }
			const bodies: [string, Parameters<APIRequestContext['post']>[1]][] = [
				['empty form', { headers: { ...same, 'Content-Type': 'application/x-www-form-urlencoded' }, data: '' }],
				['no content type', { headers: same, data: Buffer.from('') }],
				['JSON', { headers: same, data: { intent: 'extend', email: SCRIPT } }],
				['multipart junk', { headers: { ...same, 'Content-Type': 'multipart/form-data; boundary=x' }, data: '--y\r\nnonsense' }],
				['oversized field', { headers: same, form: { intent: 'x', email: 'a'.repeat(30_000), returnTo: 'b'.repeat(30_000) } }],
				['unknown intent', { headers: same, form: { intent: SCRIPT, email: 'nobody@example.org', password: 'x', returnTo: '//evil.example', ...Object.fromEntries(route.params.map((name) => [name, SCRIPT])) } }],
				['malformed urlencoded', { headers: { ...same, 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'intent=%E0%A4%A&returnTo=%00&%=%' }],
			]
			for (const [label, options] of bodies) await expectSafe(await send(request, 'POST', url, options), `POST ${route.path} ${label}`)
		})
	}

	test('hostile path segments', async ({ request }) => {
		test.setTimeout(120_000)
		for (const segment of SEGMENTS) {
			for (const path of SEGMENT_PATHS(segment)) {
				for (const lang of ['', '/es']) await expectSafe(await send(request, 'GET', `${lang}${path}`), `GET ${lang}${path.slice(0, 80)}`)
			}
		}
	})

	test('clearly bad input is a 400 or 404, escaped', async ({ request }) => {
		for (const url of [
			`/reservation/rateListMenu.mi?${queryWith(STAY, 'fromDate', '2026-02-30')}`,
			`/reservation/rateListMenu.mi?${queryWith(STAY, 'propertyCode', encodeURIComponent(SCRIPT))}`,
			`/reservation/rateDetails.mi?propertyCode=${encodeURIComponent(SCRIPT)}&ratePlanCode=BAR`,
			`/reservation/roomDetails.mi?propertyCode=NYCMC`,
			`/reservation/ersViewRoomPool.mi?propertyCode=NYCMC&fromDate=13%2F45%2F99&toDate=2030-01-12`,
			`/search/hotelQuickView.mi?propertyCode=..%2F..%2Fetc%2Fpasswd`,
			`/search/findHotels.mi?destination=${encodeURIComponent(SCRIPT)}&fromDate=2026-02-30`,
			`/?destination=${'x'.repeat(5000)}`,
			`/hotels/${encodeURIComponent(SCRIPT)}/overview`,
		]) {
			const response = await send(request, 'GET', url)
			expect.soft([400, 404], `${url.slice(0, 100)} → ${response.status()}`).toContain(response.status())
			await expectSafe(response, url)
		}
	})

	test('a cross-site POST is refused (403)', async ({ request }) => {
		for (const route of ROUTES) {
			for (const headers of CROSS_SITE) {
				const response = await send(request, 'POST', route.path, { headers, form: { intent: 'x' } })
				expect.soft(response.status(), `POST ${route.path} ${JSON.stringify(headers)}`).toBe(403)
			}
			// No Origin and no Sec-Fetch-Site is not a browser's cross-site form post: the guard lets it through.
			await expectSafe(await send(request, 'POST', route.path, { form: { intent: 'x' } }), `POST ${route.path} without Origin`)
		}
	})
})
