import { describe, expect, it, vi } from 'vitest'
import { addDays, hotelToday } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { loader as hotelPage } from '#app/routes/hotel/hotel-layout.tsx'
import { loader as rateList } from '#app/routes/booking/rate-list.tsx'
import { settle, get } from './route-calls.ts'
import { useSandboxUpstream } from './sandbox-upstream.ts'

// The Set-Cookie of the recently viewed hotels and of the remembered currency, as the
// routes send them: the name, the value a later request reads back, and the attributes
// (issue 33: the services hand back the value, the routes and app/http write the header).
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const NYC = 'nycmc-meridian-new-york-times-square'
const CHI = 'chirz-the-ritz-carlton-chicago'
const context = { requestId: 'req-preference-cookies', cspNonce: 'nonce', clientIp: '127.0.0.1' }
const today = hotelToday(new Date(), 'America/New_York')
const search = `propertyCode=NYCMC&fromDate=${addDays(today, 10)}&toDate=${addDays(today, 12)}&roomCount=1&numAdultsPerRoom=2&childrenCountPerRoom=0&tab=standard`

const onlyCookie = (response: Response) => {
	const lines = response.headers.getSetCookie()
	expect(lines).toHaveLength(1)
	return lines[0]!
}
/** The cookie as the browser sends it back. */
const sent = (line: string) => line.split(';')[0]!
/** The attributes after name=value, in the order Remix writes them. */
const attributesOf = (line: string) => line.split('; ').slice(1)

async function viewHotel(seoNickname: string, cookie?: string) {
	const request = new Request(`http://localhost/hotels/${seoNickname}/overview`, { headers: cookie ? { Cookie: cookie } : {} })
	return settle(hotelPage({ request, params: { seoNickname }, context }) as Promise<Response>)
}

describe('the recently viewed hotels cookie', () => {
	it('a hotel page sets recentlyViewed for 60 days, whole site, HttpOnly, Lax, not Secure over plain HTTP', async () => {
		const line = onlyCookie(await viewHotel(NYC))
		expect(line).toMatch(/^recentlyViewed=[^;]+;/)
		expect(attributesOf(line)).toEqual(['Max-Age=5184000', 'Path=/', 'HttpOnly', 'SameSite=Lax'])
	})

	it('the next hotel goes in front of the one before', async () => {
		const first = sent(onlyCookie(await viewHotel(NYC)))
		const both = sent(onlyCookie(await viewHotel(CHI, first)))
		const value = JSON.parse(atob(decodeURIComponent(both.slice('recentlyViewed='.length)))) as Array<{ marshaCode: string }>
		expect(value.map((hotel) => hotel.marshaCode)).toEqual(['CHIRZ', 'NYCMC'])
	})
})

describe('the remembered currency cookie', () => {
	it('a currency chosen on the rate list sets rk_currency for a year with the locale, and only when it changes', async () => {
		const chosen = await get(rateList, `/reservation/rateListMenu.mi?${search}&currency=EUR`)
		expect(chosen.status).toBe(200)
		const line = onlyCookie(chosen)
		expect(line).toMatch(/^rk_currency=[^;]+;/)
		expect(attributesOf(line)).toEqual(['Max-Age=31536000', 'Path=/', 'HttpOnly', 'SameSite=Lax'])
		expect(JSON.parse(atob(decodeURIComponent(sent(line).slice('rk_currency='.length))))).toBe('en-US:EUR')

		const again = await get(rateList, `/reservation/rateListMenu.mi?${search}&currency=EUR`, sent(line))
		expect(again.headers.getSetCookie()).toEqual([])
	})

	// The cookie is not signed: a visitor can send any value, and one that is not text (what
	// Remix's cookie decodes from base64 JSON) once answered 500.
	it.each([
		['a number', 'MTIz'],
		['an object', 'e30='],
		['a list', 'W10='],
	])('an rk_currency that holds %s is no choice: the list is in the hotel’s currency, and a new choice replaces it', async (_, value) => {
		const listed = await get(rateList, `/reservation/rateListMenu.mi?${search}`, `rk_currency=${value}`)
		expect(listed.status).toBe(200)
		expect(listed.headers.getSetCookie()).toEqual([])
		const chosen = await get(rateList, `/reservation/rateListMenu.mi?${search}&currency=EUR`, `rk_currency=${value}`)
		expect(chosen.status).toBe(200)
		expect(JSON.parse(atob(decodeURIComponent(sent(onlyCookie(chosen)).slice('rk_currency='.length))))).toBe('en-US:EUR')
	})

	it('a currency not on offer sets nothing', async () => {
		const refused = await get(rateList, `/reservation/rateListMenu.mi?${search}&currency=XYZ`)
		expect(refused.status).toBe(400)
		expect(refused.headers.getSetCookie()).toEqual([])
	})
})
