import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes, type BuiltRoute } from '../route-manifest.ts'
import { startServer } from '../server-process.ts'

// "Never a 500 for anything a user or a URL can send": every route of the build, every
// query parameter its loader reads, set to hostile values; every route with an action
// POSTed broken bodies. Plain HTTP, no redirect followed; a redirect must stay on this
// site; nothing we sent comes back raw.

const SCRIPT = '<script>alert(1)</script>'
const HOTEL = 'chirz-the-ritz-carlton-chicago'
const STAY = 'propertyCode=NYCMC&fromDate=2030-01-10&toDate=2030-01-12&roomCount=1&numAdultsPerRoom=1'

// Raw query values, already percent-encoded (some on purpose badly). Every name gets
// these: what any parser of a string meets.
const HOSTILE: Record<string, string> = {
	empty: '',
	long: 'x'.repeat(5000),
	script: encodeURIComponent(SCRIPT),
	nul: '%00',
	crlf: '%0D%0Aforged%20log%20line',
	traversal: encodeURIComponent('../../etc/passwd'),
	unicode: encodeURIComponent('\u202Eأحمد😀٣٤٥\u202C'),
	malformed: '%E0%A4%A',
	protocolRelative: encodeURIComponent('//evil.example/x'),
}

// The values only a parser of that kind can trip on: a name that is no number never reads
// -1 differently from 'x' (the whole table on every name was two thirds of the sweep, and
// the sweep a third of the test command).
const NUMBER: Record<string, string> = { minusOne: '-1', zero: '0', huge: '99999999999999999999' }
const DATE: Record<string, string> = { feb30: '2026-02-30', slashDate: encodeURIComponent('13/45/99'), huge: '99999999999999999999' }
const IS_NUMBER = /count|rooms|adults|nights|page|size|number|revision|month/i
const IS_DATE = /date|month/i

// The shapes that survive a first check and leave the site after a rewrite: every one for
// a name that is a redirect target; for the other names, dotSlash and localeSlash stand
// for them all (a name that is no target cannot tell them apart).
const OFF_SITE: Record<string, string> = {
	absolute: encodeURIComponent('https://evil.example/'),
	dotSlash: encodeURIComponent('/.//evil.example'),
	localeSlash: encodeURIComponent('/es//evil.example'),
	backslash: encodeURIComponent('/\\evil.example'),
	dotBackslash: encodeURIComponent('/./\\/evil.example'),
	encodedSlashes: encodeURIComponent('/%2F%2Fevil.example'),
	tabInside: encodeURIComponent('/\t/evil.example'),
	schemeOnly: encodeURIComponent('https:evil.example'),
	javascript: encodeURIComponent('javascript:alert(1)'),
}
const REDIRECT_TARGETS = new Set(['returnTo', 'navigationURL'])
const OFF_SITE_SAMPLE = new Set(['dotSlash', 'localeSlash'])

/** The values a name gets: the hostile ones, those of its kind, and the off-site shapes as its meaning asks. */
function valuesFor(name: string): [string, string][] {
	const offSite = Object.entries(OFF_SITE).filter(([label]) => REDIRECT_TARGETS.has(name) || OFF_SITE_SAMPLE.has(label))
	const ofItsKind = { ...(IS_NUMBER.test(name) ? NUMBER : {}), ...(IS_DATE.test(name) ? DATE : {}) }
	return [...Object.entries(HOSTILE), ...Object.entries(ofItsKind), ...offSite]
}

// Samples of the values. The Spanish pages run the same loaders behind the prefix: each
// name shows its page escapes a script there, and a redirect target that `/es//evil` stays
// on the site. A name every page's shared loaders read (the route's own loader does not)
// gets the sample on the home page, and elsewhere only the script, to show that page
// escapes it: the sample on each of 67 routes tested the root's loaders 67 times (a
// quarter of the sweep's requests). `long` and `nul` are each route's own names' to carry.
const SCRIPT_ONLY = new Set(['script'])
const LOCALE_SAMPLE = new Set(['script', 'localeSlash'])
const EVERYWHERE_SAMPLE = new Set(['script', 'crlf', 'malformed', 'protocolRelative', 'dotSlash', 'localeSlash'])

/** The values a name gets on this route (null: all of its own). */
function sampleFor(name: string, lang: string, routePath: string, reads: Reads): Set<string> | null {
	if (lang) return REDIRECT_TARGETS.has(name) ? LOCALE_SAMPLE : SCRIPT_ONLY
	if (reads.params.includes(name)) return reads.sameLoaderAs ? EVERYWHERE_SAMPLE : null
	return routePath === '/' ? EVERYWHERE_SAMPLE : SCRIPT_ONLY
}

const BOOKING = [
	'propertyCode',
	'fromDate',
	'toDate',
	'roomCount',
	'numAdultsPerRoom',
	'childrenCountPerRoom',
	'tab',
	'clusterCode',
	'corporateCode',
	'groupCode',
	'useRewardsPoints',
	'flexibleDates',
	'currency',
]
const SIGN_IN = ['returnTo', 'overlay', 'clientId', 'errorMessageType', 'inValidCredentials']
const HOTEL_PAGE = ['saveProperty', 'propertyCode', 'daclogo', 'currency']
// Read by the root/layout loaders on every page, and what any redirecting page may take
// (a route that reads one itself lists it in READS, and gets every value there).
const EVERYWHERE = ['returnTo', 'currency', 'navigationURL']

// The query names a route reads, and a base query that gets it past its first check.
// A route missing here is still swept, with EVERYWHERE's names. A route whose loader is
// another's (`sameLoaderAs`) gets the sample on its names: that loader has the table.
type Reads = { params: string[]; base?: string; sameLoaderAs?: string }
const READS: Record<string, Reads> = {
	'/': { params: ['destination'] },
	'/enterprise/sign-in.mi': { params: SIGN_IN, sameLoaderAs: '/sign-in.mi' },
	'/login': { params: SIGN_IN },
	'/sign-in.mi': { params: SIGN_IN },
	'/sign-in-error.mi': { params: SIGN_IN },
	'/signInOverlay.mi': { params: SIGN_IN },
	'/reservation/signInOverlay.mi': { params: SIGN_IN, sameLoaderAs: '/signInOverlay.mi' },
	'/reservation/signInOverlay-signInOnly.mi': { params: SIGN_IN, sameLoaderAs: '/signInOverlay.mi' },
	[`/hotels/${HOTEL}`]: { params: HOTEL_PAGE },
	[`/hotels/${HOTEL}/details`]: { params: HOTEL_PAGE },
	...Object.fromEntries(
		['overview', 'location', 'reviews'].map((page) => [`/hotels/${HOTEL}/${page}`, { params: HOTEL_PAGE, sameLoaderAs: `/hotels/${HOTEL}` }]),
	),
	'/loyalty/myAccount/saveProperties.mi': { params: ['save', 'marshaCode', '_js', 'returnTo'], base: 'save=true&marshaCode=NYCMC&returnTo=%2F' },
	'/language': { params: ['returnTo'] },
	'/unAuth': { params: ['returnTo'] },
	'/sessionTimedOut.mi': { params: ['returnTo'] },
	'/reservation': { params: ['navigationURL'] },
	'/reservation/availabilitySearch.mi': {
		params: [...BOOKING, 'marshaCode', 'checkInDate', 'checkOutDate', 'numberOfRooms', 'numberOfAdults', 'rateType', 'corpCode'],
		base: STAY,
	},
	'/reservation/availability.mi': {
		params: [...BOOKING, 'hotelCode', 'arrivalDate', 'departureDate', 'rooms', 'adults', 'specialRateType', 'usePoints'],
		base: STAY,
	},
	'/reservation/rateListMenu.mi': { params: [...BOOKING, 'roomPreference'], base: STAY },
	'/reservation/lookupReservation.mi': { params: ['data'] },
	'/resLookupOverlay.mi': { params: ['data'] },
	'/reservation/confirmReservationCancellation.mi': { params: ['confirmationNumbers'] },
	'/reservation/confirmChanges.mi': { params: ['cartId', 'reservationRevisionNumber'] },
	'/reservation/modifyRateListMenu.mi': {
		params: ['confirmationNumber', 'lastName', 'surname', ...BOOKING],
		base: `confirmationNumber=12345678&lastName=Smith&${STAY}`,
	},
	'/reservation/rateDetails.mi': { params: ['propertyCode', 'ratePlanCode'], base: 'propertyCode=NYCMC&ratePlanCode=BAR' },
	'/reservation/ersViewRateRules.mi': { params: ['propertyCode', 'ratePlanCode'], base: 'propertyCode=NYCMC&ratePlanCode=BAR' },
	'/reservation/roomDetails.mi': { params: ['propertyCode', 'roomCode'], base: 'propertyCode=NYCMC&roomCode=KING' },
	'/reservation/ersViewRoomPool.mi': {
		params: ['propertyCode', 'fromDate', 'toDate', 'numberOfAdults'],
		base: 'propertyCode=NYCMC&fromDate=2030-01-10&toDate=2030-01-12',
	},
	'/search/availabilityCalendar.mi': {
		params: ['propertyCode', 'marshaCode', 'month', 'startDate', 'nights', 'roomCount', 'numAdultsPerRoom'],
		base: 'propertyCode=NYCMC',
	},
	'/search/findHotels.mi': {
		params: ['destination', 'fromDate', 'toDate', 'roomCount', 'numAdultsPerRoom', 'sortType', 'pageNumber', 'pageSize'],
		base: 'destination=Chicago',
	},
	'/search/hotelQuickView.mi': { params: ['propertyCode'], base: 'propertyCode=NYCMC' },
	'/promotion': { params: ['code'] },
	'/enrollprefill': { params: ['data'] },
	'/loyalty/createAccount/createAccountPage1.mi': { params: ['prefill'] },
	'/ritz': { params: ['destination'] },
	'/bulgari': { params: ['destination'], sameLoaderAs: '/ritz' },
	'/brands/mv': { params: ['destination'], sameLoaderAs: '/ritz' },
	'/reservation/productsUnavailable.mi': { params: ['propertyCode'] },
}

/** What a route reads (the /reservation layout's navigationURL is one of EVERYWHERE's, with the table on /reservation). */
function readsOf(path: string): Reads {
	return READS[path] ?? { params: [] }
}

// What a browser says when another site posts one of our forms (server/csrf.ts).
const crossSite = (origin: string): Record<string, string>[] => [
	{ Origin: 'http://evil.example' },
	{ Origin: 'null' },
	{ 'Sec-Fetch-Site': 'cross-site' },
	{ Origin: origin.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`) },
]

// Hostile path segments for the routes that take one ($seoNickname, splats).
const SEGMENTS = [
	'%3Cscript%3Ealert(1)%3C%2Fscript%3E',
	'%00',
	'..%2F..%2Fetc%2Fpasswd',
	'x'.repeat(5000),
	'%E0%A4%A',
	'%E2%80%AE%F0%9F%98%80',
	'%2F%2Fevil.example',
	'.%2F%2Fevil.example',
]
const SEGMENT_PATHS = (segment: string) => [
	`/hotels/${segment}`,
	`/hotels/${segment}/overview`,
	`/hotels/${segment}/details`,
	`/hotels/travel/${segment}`,
	`/reservation/${segment}`,
	`/${segment}`,
	`/${segment}.mi`,
]

/** The query with `name` set to the raw `value` (replacing the base's own). */
function queryWith(base: string | undefined, name: string, value: string) {
	const kept = (base ?? '').split('&').filter((pair) => pair && pair.split('=')[0] !== name)
	return [...kept, `${name}=${value}`].join('&')
}

// Its own server: about 4,500 requests, with a per-IP sign-in budget no other file has; on
// the shared server they would also fill the log every secrecy test reads whole.
let server: { child: ChildProcess; baseUrl: string; output: () => string }
beforeAll(async () => {
	server = await startServer({ LOG_LEVEL: 'warn', SIGN_IN_FAILURES_PER_IP: '100000' })
})
afterAll(() => server?.child.kill('SIGKILL'))

type Probe = { label: string; method: 'GET' | 'POST'; path: string; body?: BodyInit; headers?: Record<string, string> }
const tally = { requests: 0, serverErrors: 0, offSite: 0, reflected: 0, slowestMs: 0 }

/** Sends the probes a few at a time and returns what broke the rules, one line each. */
async function sweep(probes: Probe[], concurrency = 6): Promise<string[]> {
	const broken: string[] = []
	let next = 0
	const worker = async () => {
		while (next < probes.length) {
			const probe = probes[next++]!
			const started = performance.now()
			const response = await fetch(`${server.baseUrl}${probe.path}`, { method: probe.method, body: probe.body, headers: probe.headers, redirect: 'manual' })
			const text = await response.text()
			tally.requests++
			tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started)
			const label = `${probe.label} → ${response.status}`
			if (response.status >= 500) {
				tally.serverErrors++
				broken.push(label)
			}
			const location = response.headers.get('location')
			if (location !== null && (/^(\/\/|\/\\|\\)/.test(location) || new URL(location, server.baseUrl).origin !== server.baseUrl)) {
				tally.offSite++
				broken.push(`${label} Location ${location}`)
			}
			if (text.includes(SCRIPT)) {
				tally.reflected++
				broken.push(`${label} reflects raw script`)
			}
		}
	}
	await Promise.all(Array.from({ length: concurrency }, worker))
	return broken
}

const routes = builtRoutes((param) => (param === 'seoNickname' ? HOTEL : param === 'brandCode' ? 'mv' : 'x'))

// Each loader once. Routes whose own loaders are the very same functions in the build (a
// module that re-exports another's) run the same code for a GET: the first of them gets
// the sweep, with every name any of them reads; the others, and a route with no loader of
// its own (its parents' are swept at their own paths), only show that their page renders
// the script escaped. Likewise each action once.
type Sweep = { route: BuiltRoute; reads: Reads; sweptAt?: string }
function loaderSweeps(all: BuiltRoute[]): Sweep[] {
	const groups = new Map<string, BuiltRoute[]>()
	for (const route of all) {
		const key = route.loaders.length ? route.loaders.join(',') : `no loader: ${route.path}`
		groups.set(key, [...(groups.get(key) ?? []), route])
	}
	return all.map((route) => {
		const group = groups.get(route.loaders.join(',')) ?? [route]
		const first = group[0]!
		if (!route.loaders.length) return { route, reads: readsOf(route.path), sweptAt: 'its parents’ paths' }
		if (first !== route) return { route, reads: readsOf(route.path), sweptAt: first.path }
		const params = [...new Set(group.flatMap((member) => readsOf(member.path).params))]
		const base = group.map((member) => readsOf(member.path).base).find(Boolean)
		return { route, reads: { ...readsOf(route.path), params, base } }
	})
}
const sweeps = loaderSweeps(routes)
const actions = routes.filter((route, at) => route.action !== null && routes.findIndex((other) => other.action === route.action) === at)
const ACTION_ROUTES = new Map(actions.map((route) => [route, routes.filter((other) => other.action === route.action).map((other) => other.path)]))

describe('hostile input never gets a 500, an off-site redirect or a raw echo', () => {
	afterAll(() => console.log(`hostile input: ${JSON.stringify({ ...tally, slowestMs: Math.round(tally.slowestMs) })}`))

	it('finds the routes in the build', () => {
		expect(routes.length).toBeGreaterThan(40)
		expect(routes.map((route) => route.path)).toContain('/reservation/rateListMenu.mi')
	})

	it.each(sweeps.filter((sweep) => !sweep.sweptAt).map((sweep) => [sweep.route.path, sweep] as const))(
		'GET %s with hostile query values',
		async (_path, { route, reads }) => {
			const probes: Probe[] = []
			for (const lang of ['', '/es']) {
				const path = `${lang}${route.path === '/' && lang ? '' : route.path}`
				for (const name of new Set([...reads.params, ...EVERYWHERE])) {
					const sample = sampleFor(name, lang, route.path, reads)
					for (const [label, value] of valuesFor(name).filter(([label]) => !sample || sample.has(label))) {
						probes.push({ label: `${path} ${name}=${label}`, method: 'GET', path: `${path}?${queryWith(reads.base, name, value)}` })
					}
					if (!lang) probes.push({ label: `${path} ${name} repeated`, method: 'GET', path: `${path}?${queryWith(reads.base, name, '1')}&${name}=2` })
				}
				probes.push({ label: `${path} malformed names`, method: 'GET', path: `${path}?%E0%A4%A=1&%00=%00` })
			}
			expect(await sweep(probes)).toEqual([])
		},
	)

	it.each(sweeps.filter((sweep) => sweep.sweptAt).map((sweep) => [sweep.route.path, sweep.sweptAt, sweep] as const))(
		'GET %s renders hostile query values escaped (its loader is swept at %s)',
		async (_path, _sweptAt, { route, reads }) => {
			const names = new Set([...reads.params, ...EVERYWHERE])
			const probes = [...names].map((name): Probe => ({
				label: `${route.path} ${name}=script`,
				method: 'GET',
				path: `${route.path}?${queryWith(reads.base, name, HOSTILE.script!)}`,
			}))
			probes.push({ label: `${route.path} malformed names`, method: 'GET', path: `${route.path}?%E0%A4%A=1&%00=%00` })
			expect(await sweep(probes)).toEqual([])
		},
	)

	it.each(actions.map((route) => [ACTION_ROUTES.get(route)!.join(', '), route] as const))('POST %s with broken bodies', async (_paths, route) => {
		// The names any route of this action reads (a re-exported action serves them all).
		const reads = { ...readsOf(route.path), params: [...new Set(ACTION_ROUTES.get(route)!.flatMap((path) => readsOf(path).params))] }
		const path = `${route.path}?${reads.base ?? ''}`
		const same = { Origin: server.baseUrl }
		const form = { ...same, 'Content-Type': 'application/x-www-form-urlencoded' }
		const bodies: [string, BodyInit, Record<string, string>][] = [
			['empty form', '', form],
			['no content type', '', same],
			['JSON', JSON.stringify({ intent: 'extend', email: SCRIPT }), { ...same, 'Content-Type': 'application/json' }],
			['multipart junk', '--y\r\nnonsense', { ...same, 'Content-Type': 'multipart/form-data; boundary=x' }],
			['oversized field', new URLSearchParams({ intent: 'x', email: 'a'.repeat(30_000), returnTo: 'b'.repeat(30_000) }).toString(), form],
			['40,000 repeated names', 'a=1&'.repeat(40_000), form],
			[
				'unknown intent',
				new URLSearchParams({
					intent: SCRIPT,
					email: 'nobody@example.org',
					password: 'x',
					returnTo: '//evil.example',
					...Object.fromEntries(reads.params.map((name) => [name, SCRIPT])),
				}).toString(),
				form,
			],
			['hostile returnTo', new URLSearchParams({ returnTo: '/.//evil.example', navigationURL: '/es//evil.example' }).toString(), form],
			['malformed urlencoded', 'intent=%E0%A4%A&returnTo=%00&%=%', form],
		]
		expect(await sweep(bodies.map(([label, body, headers]) => ({ label: `POST ${route.path} ${label}`, method: 'POST', path, body, headers })))).toEqual([])
	})

	it('hostile path segments', async () => {
		const probes = SEGMENTS.flatMap((segment) =>
			SEGMENT_PATHS(segment).flatMap((path) =>
				['', '/es'].map((lang): Probe => ({ label: `GET ${lang}${path.slice(0, 80)}`, method: 'GET', path: `${lang}${path}` })),
			),
		)
		expect(await sweep(probes)).toEqual([])
	})

	it('clearly bad input is a 400 or 404, escaped', async () => {
		for (const path of [
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
			const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
			expect.soft([400, 404], `${path.slice(0, 100)} → ${response.status}`).toContain(response.status)
			expect.soft(await response.text()).not.toContain(SCRIPT)
		}
	})

	it('a cross-site POST is refused (403) on every route', async () => {
		for (const route of routes) {
			for (const headers of crossSite(server.baseUrl)) {
				const response = await fetch(`${server.baseUrl}${route.path}`, {
					method: 'POST',
					headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
					body: 'intent=x',
					redirect: 'manual',
				})
				expect.soft(response.status, `POST ${route.path} ${JSON.stringify(headers)}`).toBe(403)
			}
		}
	})

	it('the server never crashed and logged no stack', () => {
		expect(server.child.exitCode).toBeNull()
		// Under the supervisor a crashed worker is replaced, so its log line is the evidence.
		expect(server.output()).not.toMatch(/worker crashed|worker died/)
		expect(server.output()).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/)
	})
})
