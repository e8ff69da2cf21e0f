import { beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { joinMember } from '../e2e/support/members.ts'
import { endPlatformSession, readSessionCookie, sessionCookieFor, startPlatformSession } from '../e2e/support/platform-session.ts'
import { sharedServer, type SharedServer } from './shared-server.ts'
import { getPage, PASSWORD, postForm } from './security/site.ts'

// The browser journeys that only ever asked the server (issue 29): real HTTP, no redirect
// followed, each rule its status and its Location. In Playwright each ran twice, once per
// project, and paid for a browser it never opened. The rules that
// check-redirects.test.ts (the redirect table) or security/open-redirects.test.ts (every
// hostile returnTo and navigationURL) already prove are not repeated here.

// The shared server, which signs with the journeys' SESSION_SECRET: the tests sign platform
// sessions of their own (platform-session.ts) on its sandbox. The file's six failed
// sign-ins and one reset request come from its own address, well inside the per-IP limits.
let server: SharedServer
let sandboxPort = 0
beforeAll(async () => {
	server = await sharedServer('app')
	sandboxPort = server.sandboxPort
}, 90_000)

const get = (path: string, cookie?: string) => getPage(server.baseUrl, path, { cookie })
const post = (path: string, fields: Record<string, string>) => postForm(server.baseUrl, path, fields)

async function answer(path: string, cookie?: string) {
	const response = await get(path, cookie)
	return { status: response.status, location: response.headers.get('Location'), setCookie: response.headers.get('Set-Cookie') }
}

let strangers = 0
const stranger = (label: string) => `nobody-${label}-${process.pid}-${Date.now()}-${(strangers += 1)}@example.com`

// Spec 001 §2's redirect table, the rows that need a session signed by this server.
describe('expired session → expired-session page (302)', () => {
	async function deadSession() {
		const token = await startPlatformSession(sandboxPort, { locale: 'en-US' })
		const cookie = await sessionCookieFor(token)
		await endPlatformSession(sandboxPort, token)
		return cookie
	}

	it.each([
		['/reservation/guestInfo.mi', '/reservation/expiredSession.mi'],
		['/es/reservation/guestInfo.mi', '/es/reservation/expiredSession.mi'],
		['/reservation/rateListMenu.mi?propertyCode=NYCMC', '/reservation/expiredSession.mi'],
	])('%s', async (path, target) => {
		const first = await answer(path, await deadSession())
		expect(first).toMatchObject({ status: 302, location: target })
		// The dead session id goes with it, so the visitor can start over.
		expect((await readSessionCookie(first.setCookie)).sessionToken).toBeUndefined()
	})

	it('the pages that explain a failure never redirect', async () => {
		const cookie = await deadSession()
		for (const path of [
			'/reservation/expiredSession.mi',
			'/reservation/800Page.mi',
			'/reservation/unsuccessfulSell.mi',
			'/reservation/productsUnavailable.mi',
		]) {
			expect((await answer(path, cookie)).status, path).toBe(200)
		}
	})
})

describe('expired cart → rate list with the stored search (302)', () => {
	it('a cart the platform no longer holds', async () => {
		const search = 'propertyCode=NYCMC&fromDate=2030-01-10&toDate=2030-01-12'
		const token = await startPlatformSession(sandboxPort, { locale: 'en-US', [BOOKING_SESSION_KEY]: { cartId: 'no-such-cart', rateListSearch: search } })
		const cookie = await sessionCookieFor(token)

		const first = await answer('/reservation/guestInfo.mi', cookie)
		expect(first).toMatchObject({ status: 302, location: `/reservation/rateListMenu.mi?${search}` })
		expect(await readSessionCookie(first.setCookie)).toEqual({ sessionToken: token, notice: 'reservation.notice.cartExpired' })

		// Said once: the session forgot the cart, so the next visit has none to speak of.
		const again = await answer('/es/reservation/guestInfo.mi', cookie)
		expect(again).toMatchObject({ status: 302, location: '/es/reservation/rateListMenu.mi' })
		expect((await readSessionCookie(again.setCookie)).notice).toBe('reservation.notice.noCart')
	})
})

describe('the reservation layout', () => {
	it('does not swallow the sign-in overlays', async () => {
		for (const path of ['/reservation/signInOverlay.mi', '/reservation/signInOverlay-signInOnly.mi']) {
			expect((await answer(path)).status, path).toBe(200)
		}
	})

	it.each(['availability.mi', 'availabilitySearch.mi'])('%s follows a navigationURL that names this site in full', async (page) => {
		const target = '/reservation/rateListMenu.mi?propertyCode=NYCMC'
		const to = `/reservation/${page}?navigationURL=${encodeURIComponent(`${server.baseUrl}${target}`)}`
		expect(await answer(to)).toMatchObject({ status: 302, location: target })
	})

	it('follows a navigationURL on the availability routes only', async () => {
		const { location } = await answer(`/reservation/guestInfo.mi?navigationURL=${encodeURIComponent('/language')}`)
		expect(location).not.toBe('/language')
	})

	it('sends a visitor who is not signed in from my trips to the lookup, in Spanish too', async () => {
		expect(await answer('/es/loyalty/findReservationList.mi')).toMatchObject({ status: 302, location: '/es/reservation/lookupReservation.mi' })
	})

	it('asks for the lookup before the modify rate list, even from an address naming the guest', async () => {
		expect(await answer('/reservation/modifyRateListMenu.mi')).toMatchObject({ status: 302, location: '/reservation/lookupReservation.mi' })
		expect(await answer('/reservation/modifyRateListMenu.mi?confirmationNumber=71420895&lastName=Blake')).toMatchObject({
			status: 302,
			location: '/reservation/lookupReservation.mi',
		})
		expect(await answer('/reservation/confirmChanges.mi')).toMatchObject({ status: 302, location: '/reservation/upcomingReservation.mi' })
	})
})

describe('the availability entry points', () => {
	/** A date some days ahead, as YYYY-MM-DD and as an en-US guest types it. */
	function dayAhead(days: number) {
		const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
		const [year, month, day] = iso.split('-')
		return { iso, typed: `${month}/${day}/${year}` }
	}

	it('answer 302 to the rate list, the calendar or the hotel search, under our names', async () => {
		const checkIn = dayAhead(20)
		const checkOut = dayAhead(22)
		const location = async (path: string) => {
			const { status, location } = await answer(path)
			expect(status, path).toBe(302)
			return location
		}
		expect(
			await location(
				`/reservation/availability.mi?marshaCode=nycmc&checkInDate=${checkIn.typed}&checkOutDate=${checkOut.typed}&numberOfRooms=1&numberOfAdults=2`,
			),
		).toBe(`/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=${checkIn.iso}&toDate=${checkOut.iso}&roomCount=1&numAdultsPerRoom=2`)
		expect(await location('/reservation/availabilitySearch.mi?propertyId=TYOMC&clusterCode=AAA')).toBe(
			'/reservation/rateListMenu.mi?propertyCode=TYOMC&clusterCode=aaa',
		)
		expect(await location(`/reservation/availability.mi?propertyCode=NYCMC&fromDate=${checkIn.iso}&toDate=${checkOut.iso}&flexibleDates=true`)).toBe(
			`/search/availabilityCalendar.mi?propertyCode=NYCMC&month=${checkIn.iso.slice(0, 7)}&nights=2`,
		)
		expect(await location('/reservation/availabilitySearch.mi?destination=new%20york&numberOfRooms=1')).toBe(
			'/search/findHotels.mi?destinationAddress.destination=new+york&roomCount=1',
		)
		expect(await location('/es/reservation/availability.mi?propertyCode=LONMC')).toBe('/es/reservation/rateListMenu.mi?propertyCode=LONMC')
	})

	it('suggested places answer as JSON for the field, nothing under 2 characters', async () => {
		const places = await get('/search/suggestedPlaces?query=tok')
		expect(places.status).toBe(200)
		expect((await places.json()).places[0]).toMatchObject({ name: 'Tokyo' })
		expect(await (await get('/search/suggestedPlaces?query=t')).json()).toEqual({ places: [] })
	})
})

describe('the hotel pages', () => {
	const NYC = 'nycmc-meridian-new-york-times-square'

	// The other legacy addresses (/hotels/NYC, hotel-reviews, maps/travel) are rows of the redirect table.
	it('the legacy travel addresses answer 301 to the overview, in Spanish too', async () => {
		expect(await answer(`/hotels/travel/${NYC}`)).toMatchObject({ status: 301, location: `/hotels/${NYC}/overview` })
		expect(await answer(`/es/hotels/travel/${NYC}`)).toMatchObject({ status: 301, location: `/es/hotels/${NYC}/overview` })
	})

	it("an unknown or malformed propertyCode is ignored; another hotel's code goes to its page", async () => {
		expect(await answer(`/es/hotels/${NYC}/reviews?propertyCode=chirz&daclogo=true`)).toMatchObject({
			status: 302,
			location: '/es/hotels/chirz-the-ritz-carlton-chicago/reviews?daclogo=true',
		})
		for (const code of ['zzzzz', '%3Cb%3E', 'nycmc']) {
			expect((await answer(`/hotels/${NYC}/overview?propertyCode=${code}`)).status, code).toBe(200)
		}
	})

	it('a bad legacy save request is a 400, not a 500', async () => {
		expect((await answer('/loyalty/myAccount/saveProperties.mi?save=maybe&marshaCode=%3Cscript%3E')).status).toBe(400)
	})
})

describe('the document shell', () => {
	it('a fresh nonce and request id for every response', async () => {
		const first = await get('/')
		const second = await get('/')
		expect(first.headers.get('Content-Security-Policy')).toMatch(/'nonce-[^']+'/)
		expect(first.headers.get('Content-Security-Policy')).not.toBe(second.headers.get('Content-Security-Policy'))
		expect(first.headers.get('X-Request-Id')).toMatch(/^[A-Za-z0-9._-]{1,64}$/)
		expect(first.headers.get('X-Request-Id')).not.toBe(second.headers.get('X-Request-Id'))
	})

	it('a safe incoming request id is kept, an unsafe one replaced', async () => {
		const kept = await getPage(server.baseUrl, '/', { headers: { 'X-Request-Id': 'trace-42.abc_DEF' } })
		expect(kept.headers.get('X-Request-Id')).toBe('trace-42.abc_DEF')
		const replaced = await getPage(server.baseUrl, '/', { headers: { 'X-Request-Id': 'no spaces <allowed>' } })
		expect(replaced.headers.get('X-Request-Id')).toMatch(/^[A-Za-z0-9._-]{1,64}$/)
	})
})

describe('choosing the language', () => {
	it('a refused choice answers 400 with the error next to the field', async () => {
		const response = await post('/language', { locale: 'xx-XX', returnTo: '/somewhere' })
		expect(response.status).toBe(400)
		const html = await response.text()
		expect(html).toContain('Choose one of the languages in the list.')
		expect(html).toContain('aria-invalid="true"')
		expect(html).toContain('value="/somewhere"')
	})

	// Every hostile value staying on the site is open-redirects.test.ts's; this is where it lands.
	it("an off-site return address lands on the chosen language's home page", async () => {
		const response = await post('/language', { locale: 'es-ES', returnTo: '//evil.example' })
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/es')
	})

	it('a post from another site is refused', async () => {
		const send = (origin: string) =>
			fetch(`${server.baseUrl}/language`, {
				method: 'POST',
				redirect: 'manual',
				headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ locale: 'es-ES' }),
			})
		expect((await send(server.baseUrl)).status).toBe(303)
		expect((await send('https://evil.example')).status).toBe(403)
	})

	it('a body that is not a form is a 400, not a 500', async () => {
		const response = await fetch(`${server.baseUrl}/language`, {
			method: 'POST',
			headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
			body: '{',
		})
		expect(response.status).toBe(400)
	})
})

describe('signing in', () => {
	// Every hostile value staying on the site is open-redirects.test.ts's; this is where it lands.
	it('an off-site returnTo goes home; a same-site one is kept with its query', async () => {
		const offSite = await post('/sign-in.mi', { email: 'gold@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: '//evil.example/x' })
		expect(offSite.status).toBe(303)
		expect(offSite.headers.get('Location')).toBe('/')
		const kept = await post('/sign-in.mi', { email: 'gold@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: '/language?x=1' })
		expect(kept.status).toBe(303)
		expect(kept.headers.get('Location')).toBe('/language?x=1')
	})

	it('answers the success event only when asked, and never redirects then', async () => {
		const email = stranger('flyout-http')
		await joinMember({ email, password: PASSWORD }, sandboxPort)
		const form = { email, pwrd: PASSWORD, intent: 'sign-in', returnTo: '/language', rememberMe: 'on' }
		// As a fetcher posts: asking for the route's data, not the page.
		const data = `&_data=${encodeURIComponent('routes/sign-in/sign-in')}`
		const asked = await post(`/sign-in.mi?returnTo=%2Flanguage${data}`, { ...form, successEvent: 'meridian:sign-in-success' })
		expect(asked.status).toBe(200)
		expect(await asked.json()).toEqual({
			successEvent: 'meridian:sign-in-success',
			signedIn: { givenName: 'Robin', tier: 'member', points: 0, nextStateURI: '/language' },
		})
		// Any other name is not configured: the usual redirect.
		const other = await post('/sign-in.mi?returnTo=%2Flanguage', { ...form, successEvent: 'click' })
		expect(other.status).toBe(303)
		expect(other.headers.get('Location')).toBe('/language')
		// Without the field (no JavaScript never sends it), the usual redirect too.
		expect((await post('/sign-in.mi?returnTo=%2Flanguage', form)).status).toBe(303)
	})

	it('a valid password e-mail request is answered with a redirect to the same page (post/redirect/get)', async () => {
		const response = await post('/emailPassword.mi', { email: stranger('prg') })
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/emailPassword.mi')
	})
})

describe('the sign-in overlays', () => {
	const OVERLAYS = [
		'/signInOverlay.mi',
		'/reservation/signInOverlay.mi',
		'/reservation/signInOverlay-signInOnly.mi',
		'/sign-in.mi?overlay=true',
		'/es/signInOverlay.mi',
	]

	it.each(OVERLAYS)('a refusal in %s answers a redirect of the whole page to the error page', async (overlay) => {
		const action = `${overlay}${overlay.includes('?') ? '&' : '?'}returnTo=%2Flanguage&clientId=sweeps2026`
		const response = await post(action, { email: stranger('refused'), pwrd: 'Wrong#1', intent: 'sign-in', returnTo: '/language' })
		expect(response.status).toBe(303)
		const location = new URL(response.headers.get('Location') ?? '', 'http://x')
		expect(location.pathname).toBe(overlay.startsWith('/es/') ? '/es/sign-in-error.mi' : '/sign-in-error.mi')
		expect(Object.fromEntries(location.searchParams)).toEqual({ returnTo: '/language', errorMessageType: 'credentialsWarningMessage', clientId: 'sweeps2026' })
	})

	it('empty fields posted from an overlay send the whole page to the error page too', async () => {
		const response = await post('/signInOverlay.mi?returnTo=%2Flanguage', { email: '', pwrd: '', intent: 'sign-in', returnTo: '/language' })
		expect(response.status).toBe(303)
		const location = new URL(response.headers.get('Location') ?? '', 'http://x')
		expect(location.pathname).toBe('/sign-in-error.mi')
		expect(location.searchParams.get('errorMessageType')).toBe('emailErrorLabel')
		expect(location.searchParams.get('returnTo')).toBe('/language')
	})

	it('only the overlays may be framed, and only by our own pages', async () => {
		for (const overlay of OVERLAYS) {
			const { headers } = await get(overlay)
			expect(headers.get('Content-Security-Policy'), overlay).toContain("frame-ancestors 'self'")
			expect(headers.get('X-Frame-Options'), overlay).toBe('SAMEORIGIN')
		}
		for (const page of ['/sign-in-error.mi', '/sign-in.mi', '/sign-in.mi?overlay=false', '/signInOverlay.mi.evil']) {
			const { headers } = await get(page)
			expect(headers.get('Content-Security-Policy'), page).toContain("frame-ancestors 'none'")
			expect(headers.get('X-Frame-Options'), page).toBe('DENY')
		}
	})
})
