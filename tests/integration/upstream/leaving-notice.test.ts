import { describe, expect, it, vi } from 'vitest'
import { loader as hotelLayout } from '#app/routes/hotel/hotel-layout.tsx'
import { action as continueOn, loader as notice } from '#app/routes/operations/leaving-notice.tsx'
import { get, post, settle } from './route-calls.ts'
import { useSandboxUpstream } from './sandbox-upstream.ts'

// The leaving notice's routes against the sandbox (spec 001 §2 "Hotel site links", §7
// brand modal cookie): the destination is built from the hotel the platform knows and
// the link kind, never from the request; Continue answers 303 with the cookie, after
// which the header's links go straight to the brand's site.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const RITZ_REVIEWS = 'https://www.ritzcarlton.com/en/hotel-review/CHIRZ'
const RITZ_HOTEL_ES = 'https://www.ritzcarlton.com/hotels?marshaCode=CHIRZ&locale=es'
const BULGARI_MILANO = 'https://www.bulgarihotels.com/en_US/milano'
const CHI = 'chirz-the-ritz-carlton-chicago'

const cookieOf = (response: Response) => response.headers.get('Set-Cookie') ?? ''
/** The cookie as the browser sends it back. */
const sent = (response: Response) => cookieOf(response).split(';')[0]!

const context = { requestId: 'req-notice-test', cspNonce: 'nonce', clientIp: '127.0.0.1' }

async function hotelLinks(cookie?: string) {
	const request = new Request(`http://localhost/hotels/${CHI}/overview`, { headers: cookie ? { Cookie: cookie } : {} })
	const response = await settle(hotelLayout({ request, params: { seoNickname: CHI }, context }) as Promise<Response>)
	return (await response.json()).hotel.links
}

describe('the leaving notice', () => {
	it.each([
		['a code no hotel has', 'propertyCode=ZZZZZ&link=hotel'],
		['a malformed code', 'propertyCode=..%2Fx&link=hotel'],
		['no code', 'link=hotel'],
		['a link kind it does not have', `propertyCode=CHIRZ&link=${encodeURIComponent('https://evil.example/')}`],
		['a hotel whose links stay here', 'propertyCode=NYCMC&link=hotel'],
		['a link that stays here (Bulgari reviews)', 'propertyCode=MILBG&link=reviews'],
	])('is a 404 for %s, page and Continue alike', async (_case, query) => {
		expect((await get(notice, `/leaving-notice?${query}`)).status).toBe(404)
		const answer = await post(continueOn, '/leaving-notice', new URLSearchParams(query))
		expect(answer.status).toBe(404)
		expect(answer.headers.get('Set-Cookie')).toBeNull()
	})

	it('names the brand and its site; Back goes where the link was, if that is one of our paths', async () => {
		const page = await get(
			notice,
			`/leaving-notice?propertyCode=chirz&link=reviews&returnTo=${encodeURIComponent('/reservation/rateListMenu.mi?propertyCode=CHIRZ')}`,
		)
		expect(page.status).toBe(200)
		const data = await page.json()
		expect(data.notice).toEqual({ brand: 'RZ', site: 'www.ritzcarlton.com', action: '/leaving-notice', propertyCode: 'CHIRZ', link: 'reviews' })
		expect(data.returnTo).toBe('/reservation/rateListMenu.mi?propertyCode=CHIRZ')
		expect(data.hotelName).toBe('The Ritz-Carlton, Chicago')
		for (const hostile of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
			const back = await (await get(notice, `/leaving-notice?propertyCode=CHIRZ&link=reviews&returnTo=${encodeURIComponent(hostile)}`)).json()
			expect(back.returnTo).toBe(`/hotels/${CHI}/overview`)
		}
		const spanish = await (await get(notice, '/es/leaving-notice?propertyCode=MILBG&link=hotel')).json()
		expect(spanish.notice).toMatchObject({ brand: 'BG', site: 'www.bulgarihotels.com', action: '/es/leaving-notice' })
		expect(spanish.returnTo).toBe('/es/hotels/milbg-bulgari-hotel-milano/overview')
	})

	it('Continue answers 303 to the link built from the hotel, whatever else the form says, with the cookie', async () => {
		const fields = new URLSearchParams({
			propertyCode: 'CHIRZ',
			link: 'hotel',
			to: 'https://evil.example/',
			returnTo: 'https://evil.example/',
			url: 'https://evil.example/',
		})
		const answer = await post(continueOn, '/es/leaving-notice', fields)
		expect(answer.status).toBe(303)
		expect(answer.headers.get('Location')).toBe(RITZ_HOTEL_ES)
		const cookie = cookieOf(answer)
		expect(cookie).toMatch(/^brandSiteNotice=/)
		expect(cookie).toContain('Max-Age=129600')
		expect(cookie).toContain('Path=/')
		expect(cookie).toContain('HttpOnly')
		expect(cookie).toContain('SameSite=Lax')
		// Plain HTTP with SECURE_COOKIES off (the tests' setting): not Secure.
		expect(cookie).not.toContain('Secure')
	})

	it('sets the cookie Secure when the request came over HTTPS', async () => {
		const request = new Request('https://hotels.example/leaving-notice', {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://hotels.example' },
			body: new URLSearchParams({ propertyCode: 'MILBG', link: 'hotel' }),
		})
		const answer = await settle(continueOn({ request, params: {}, context }) as Promise<Response>)
		expect(answer.status).toBe(303)
		expect(answer.headers.get('Location')).toBe(BULGARI_MILANO)
		expect(cookieOf(answer)).toContain('Secure')
	})

	it("once continued, that brand's links go straight to its site, and its notice too; another brand's still has one", async () => {
		const before = await hotelLinks()
		expect(before.reviews.href).toBe(`/leaving-notice?propertyCode=CHIRZ&link=reviews&returnTo=${encodeURIComponent(`/hotels/${CHI}/overview`)}`)
		expect(before.reviews.notice).toMatchObject({ brand: 'RZ', propertyCode: 'CHIRZ', link: 'reviews' })
		expect(before.address).toBe(`/hotels/${CHI}/location`)

		const ritz = sent(await post(continueOn, '/leaving-notice', { propertyCode: 'CHIRZ', link: 'reviews' }))
		const after = await hotelLinks(ritz)
		expect(after.reviews).toEqual({ href: RITZ_REVIEWS, notice: null })
		expect(after.hotelPage).toEqual({ href: 'https://www.ritzcarlton.com/hotels?marshaCode=CHIRZ&locale=en', notice: null })

		const straight = await get(notice, '/leaving-notice?propertyCode=CHIRZ&link=reviews', ritz)
		expect(straight.status).toBe(302)
		expect(straight.headers.get('Location')).toBe(RITZ_REVIEWS)
		expect((await get(notice, '/leaving-notice?propertyCode=MILBG&link=hotel', ritz)).status).toBe(200)

		// Continuing to Bulgari keeps Ritz-Carlton too.
		const both = sent(await post(continueOn, '/leaving-notice', { propertyCode: 'MILBG', link: 'hotel' }, ritz))
		expect((await get(notice, '/leaving-notice?propertyCode=MILBG&link=hotel', both)).headers.get('Location')).toBe(BULGARI_MILANO)
		expect((await get(notice, '/leaving-notice?propertyCode=CHIRZ&link=reviews', both)).headers.get('Location')).toBe(RITZ_REVIEWS)
	})

	it('a cookie someone wrote by hand skips nothing it does not name', async () => {
		const forged = 'brandSiteNotice=' + encodeURIComponent(btoa(JSON.stringify('XX.<script>')))
		expect((await get(notice, '/leaving-notice?propertyCode=CHIRZ&link=reviews', forged)).status).toBe(200)
		expect((await get(notice, '/leaving-notice?propertyCode=CHIRZ&link=reviews', 'brandSiteNotice=%%%')).status).toBe(200)
	})
})
