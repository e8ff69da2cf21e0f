import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { cookiesOf, getPage, PASSWORD, postForm } from './site.ts'

// Issue 10, item 3 at the HTTP level, against the real sandbox: every parameter that
// names where to go next, given every value that has left the site before (through a
// URL parser's dot segments, the locale prefix stripped after the check, a backslash, a
// tab, a percent-encoding), answers a Location of this origin. The server's own gate
// (server/redirect-gate.ts) would rewrite an off-site Location to `/` and log it, so
// the log is checked too: the app's gate must have caught each one first.

let server: SharedServer
let member = ''
beforeAll(async () => {
	server = await sharedServer('app')
	member = await signIn('gold@example.com')
}, 90_000)

const HOSTILE = [
	'//evil.example',
	'/\\evil.example',
	'/./\\/evil.example',
	'/.//evil.example',
	'/es//evil.example',
	'/es/.//evil.example',
	'/%2F%2Fevil.example',
	'/%5Cevil.example',
	'/\t/evil.example',
	'/\n/evil.example',
	'/es/\t/evil.example',
	'https:evil.example',
	'https://evil.example/',
	'javascript:alert(1)',
	`/${'a'.repeat(3000)}`,
]

const get = (path: string, options: { cookie?: string; headers?: Record<string, string> } = {}) => getPage(server.baseUrl, path, options)

const post = (path: string, fields: Record<string, string>, cookie?: string) => postForm(server.baseUrl, path, fields, { cookie })

async function signIn(email: string, returnTo = '/'): Promise<string> {
	const response = await post('/sign-in.mi', { email, pwrd: PASSWORD, intent: 'sign-in', returnTo })
	expect(response.status).toBe(303)
	return cookiesOf(response)
}

const q = encodeURIComponent

/** The sign-in link a page offers, followed by a member: where it lands. */
async function signInLinkOf(response: Response): Promise<Response> {
	const html = await response.text()
	const href = /href="([^"]*sign-in\.mi[^"]*)"/.exec(html)?.[1]
	expect(href, 'a sign-in link').toBeDefined()
	return get(href!.replaceAll('&amp;', '&'), { cookie: member })
}

// Every redirect-taking parameter, as one row each: what to send with the hostile value.
const PARAMETERS: [string, (value: string) => Promise<Response>][] = [
	['GET availability.mi navigationURL', (v) => get(`/reservation/availability.mi?navigationURL=${q(v)}`)],
	['GET /es availabilitySearch.mi navigationURL', (v) => get(`/es/reservation/availabilitySearch.mi?navigationURL=${q(v)}`)],
	['POST /language returnTo (to es-ES)', (v) => post('/language', { locale: 'es-ES', returnTo: v })],
	['POST /es/language returnTo (to en-US)', (v) => post('/es/language', { locale: 'en-US', returnTo: v })],
	['POST sign-in forget-me returnTo', (v) => post(`/sign-in.mi?returnTo=${q(v)}`, { intent: 'forget-me', returnTo: v })],
	['POST overlay forget-me returnTo', (v) => post('/signInOverlay.mi', { intent: 'forget-me', returnTo: v })],
	['POST /es overlay forget-me returnTo', (v) => post('/es/signInOverlay.mi', { intent: 'forget-me', returnTo: v })],
	['POST sign-in returnTo, right password', (v) => post('/sign-in.mi', { email: 'silver@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: v })],
	['POST /es sign-in returnTo, right password', (v) => post('/es/sign-in.mi', { email: 'silver@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: v })],
	[
		'POST overlay sign-in returnTo, wrong password',
		(v) => post('/signInOverlay.mi', { email: 'nobody@example.com', pwrd: 'Wrong#1', intent: 'sign-in', returnTo: v }),
	],
	['GET sign-in.mi returnTo, signed in', (v) => get(`/sign-in.mi?returnTo=${q(v)}`, { cookie: member })],
	['GET /es sign-in.mi returnTo, signed in', (v) => get(`/es/sign-in.mi?returnTo=${q(v)}`, { cookie: member })],
	['GET /login returnTo, signed in', (v) => get(`/login?returnTo=${q(v)}`, { cookie: member })],
	['GET /unAuth returnTo, signed in', (v) => get(`/unAuth?returnTo=${q(v)}`, { cookie: member })],
	['GET /es/unAuth returnTo, signed in', (v) => get(`/es/unAuth?returnTo=${q(v)}`, { cookie: member })],
	['GET /unAuth returnTo, its sign-in link followed', async (v) => signInLinkOf(await get(`/unAuth?returnTo=${q(v)}`))],
	['GET sessionTimedOut.mi returnTo, its sign-in link followed', async (v) => signInLinkOf(await get(`/sessionTimedOut.mi?returnTo=${q(v)}`))],
	[
		'GET saveProperties returnTo, member, same-origin',
		(v) =>
			get(`/loyalty/myAccount/saveProperties.mi?save=true&marshaCode=NYCMC&returnTo=${q(v)}`, { cookie: member, headers: { 'Sec-Fetch-Site': 'same-origin' } }),
	],
	['POST saveProperties returnTo, member', (v) => post('/es/loyalty/myAccount/saveProperties.mi', { save: 'true', marshaCode: 'NYCMC', returnTo: v }, member)],
	['GET saveProperties returnTo, guest', (v) => get(`/loyalty/myAccount/saveProperties.mi?save=true&marshaCode=NYCMC&returnTo=${q(v)}`)],
	['POST logout.mi returnTo, signed in', async (v) => post(`/logout.mi?returnTo=${q(v)}`, { returnTo: v }, await signIn('member@example.com'))],
]

function expectOnSite(location: string | null, row: string) {
	if (location === null) return
	const url = new URL(location, server.baseUrl)
	expect(url.origin, `${row}: ${location}`).toBe(server.baseUrl)
	expect(url.pathname.includes('//'), `${row}: ${location}`).toBe(false)
}

describe.each(PARAMETERS)('%s', (row, send) => {
	it.each(HOSTILE)('%j never leaves the site', async (value) => {
		const response = await send(value)
		expect(response.status, row).toBeLessThan(500)
		expectOnSite(response.headers.get('Location'), row)
	})
})

describe('the generic redirect page (/reservation/redirect.mi?to=…)', () => {
	it.each(HOSTILE)('%j is not offered, and the page does not move on', async (value) => {
		const response = await get(`/reservation/redirect.mi?to=${q(value)}`)
		expect(response.status).toBe(400)
		const html = await response.text()
		expect(html).not.toMatch(/http-equiv="refresh"/i)
		// Only the page's own address carries the value (in the language and sign-in links), encoded; nothing offers it.
		expect(html).not.toContain('>Continue</a>')
		expect(html).not.toMatch(/href="[^"]*(?:\/\/|\\|:)evil\.example/i)
	})

	it('offers a page of this site, and moves on to it when asked from our own pages (issue 28, item 4)', async () => {
		const response = await get(`/es/reservation/redirect.mi?to=${q('/es/hotels/nycmc-meridian-new-york-times-square/overview')}`, {
			headers: { 'Sec-Fetch-Site': 'same-origin' },
		})
		expect(response.status).toBe(200)
		expect(await response.text()).toMatch(/<meta http-equiv="refresh" content="0;url=\/es\/hotels\/nycmc-meridian-new-york-times-square\/overview"/)
	})
})

describe('what stays', () => {
	it('a same-site returnTo is still followed, under the chosen locale', async () => {
		const response = await post('/language', { locale: 'es-ES', returnTo: '/hotels/nycmc-meridian-new-york-times-square/overview?x=1' })
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/es/hotels/nycmc-meridian-new-york-times-square/overview?x=1')
	})

	it('a navigationURL of ours is followed', async () => {
		const response = await get(`/es/reservation/availability.mi?navigationURL=${q('/reservation/rateListMenu.mi?propertyCode=NYCMC')}`)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/es/reservation/rateListMenu.mi?propertyCode=NYCMC')
	})

	it('the server gate never had to step in: each was caught by the app first', async () => {
		const own = await server.ownEntries()
		expect(own.length).toBeGreaterThan(HOSTILE.length * PARAMETERS.length)
		expect(own.filter((entry) => entry.msg === 'off-site redirect refused')).toEqual([])
	})
})
