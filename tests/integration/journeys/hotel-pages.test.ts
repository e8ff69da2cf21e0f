import { beforeAll, describe, expect, it } from 'vitest'
import { landmark, linkIn, site, visitorOf, type Site } from './site-visitor.ts'

// The hotel page journeys whose outcome the server alone decides (issue 29), moved from
// tests/e2e/hotel-pages.spec.ts: a visitor with JavaScript off over plain HTTP. The browser
// keeps the tel: link a phone's width shows and a luxury hotel's address link followed by a click.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const NYC = 'nycmc-meridian-new-york-times-square'

describe('the hotel pages', () => {
	it('the overview shows the hotel header and the property bar', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto(`/hotels/${NYC}/overview`)
		expect(page.status).toBe(200)
		expect(page.text('title')).toMatch(/Meridian New York Times Square/)
		expect(page.heading).toBe('Meridian New York Times Square')
		expect(page.document.querySelectorAll('img[alt="Meridian"]')).toHaveLength(1)
		expect(page.link(page.texts('a').find((text) => text.startsWith('1600 Broadway, New York')) ?? '')).toBe(`/hotels/${NYC}/location?map=${NYC}`)
		// Desktop: the number as text; the tel: link is there for phones.
		expect(page.document.querySelector('.hotel-header a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+12125550100')
		expect(page.text('main')).toContain('4.4 out of 5 stars')
		expect(page.link('Hotel details')).toBe(`/hotels/${NYC}/details`)

		const bar = landmark(page, 'region', 'Hotel at a glance')
		expect(linkIn(bar, 'View on a map')).toMatch(/google\.com\/maps\/search\/.*40\.7614,-73\.9845/)
		const call = [...bar.querySelectorAll('a')].find((link) => (link.textContent ?? '').trim().startsWith('Call '))
		expect(call?.getAttribute('href')).toMatch(/^tel:\+1/)
		expect(page.text('main')).toContain('Prices at this hotel are in US Dollar (USD).')

		const reviews = await guest.follow('2,841 reviews')
		expect(reviews.path).toBe(`/hotels/${NYC}/reviews`)
		expect(reviews.texts('h2')).toContain('Guest reviews')
		expect(reviews.text('main')).toContain('Rated 4.4 out of 5 stars from 2,841 guest reviews.')
		expect(reviews.text('main')).toContain('Individual review texts are not available on this site.')
	})

	it('the location page shows the address, the coordinates and the map link', async () => {
		const page = await (await visitorOf(server)).goto(`/hotels/${NYC}/location?map=${NYC}`)
		expect(page.status).toBe(200)
		expect(page.texts('h2')).toContain('Location')
		expect(page.text('main')).toContain('40.7614, -73.9845 (WGS84)')
		expect(page.link('Open the map')).toMatch(/40\.7614,-73\.9845/)
	})

	it('a mainland China hotel (GCJ02) also links Baidu maps in BD09; others do not', async () => {
		const guest = await visitorOf(server)
		const shanghai = await guest.goto('/hotels/shamc-meridian-shanghai-pudong/location')
		expect(shanghai.text('main')).toMatch(/\(GCJ02\)/)
		expect(shanghai.link('Open the map on Baidu (BD09 coordinates)')).toMatch(
			/^https:\/\/api\.map\.baidu\.com\/marker\?location=[\d.]+%2C[\d.]+&.*coord_type=bd09ll/,
		)
		const newYork = await guest.goto(`/hotels/${NYC}/location`)
		expect(newYork.texts('a').filter((text) => /Baidu/.test(text))).toEqual([])
	})

	it('a Japanese reader (isJPLocale) gets the city line largest unit first', async () => {
		const page = await (await visitorOf(server, { 'Accept-Language': 'ja-JP,ja;q=0.9' })).goto('/hotels/tyomc-meridian-tokyo-ginza/overview')
		expect(page.text('.hotel-header')).toContain('104-0061, Tokyo')
	})

	for (const [hotel, name] of [
		['ausmc-meridian-austin-downtown', 'Meridian Austin Downtown'],
		['lasmc-meridian-las-vegas-strip', 'Meridian Las Vegas Strip'],
	] as const) {
		it(`no reviews link for ${name}`, async () => {
			const page = await (await visitorOf(server)).goto(`/hotels/${hotel}/overview`)
			expect(page.heading).toBe(name)
			expect(page.texts('a').filter((text) => /reviews/i.test(text))).toEqual([])
			expect(page.text('body')).not.toMatch(/out of 5 stars/)
		})
	}

	it('the Spanish overview lives under /es', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto(`/es/hotels/${NYC}/overview`)
		expect(page.status).toBe(200)
		expect(page.document.documentElement.getAttribute('lang')).toBe('es-ES')
		expect(page.heading).toBe('Meridian New York Times Square')
		expect(page.link('Detalles del hotel')).toBe(`/es/hotels/${NYC}/details`)
		expect(page.text('main')).toContain('4,4 de 5 estrellas')
		const reviews = await guest.follow('2841 opiniones')
		expect(reviews.path).toBe(`/es/hotels/${NYC}/reviews`)
		expect(reviews.texts('h2')).toContain('Opiniones de los huéspedes')
	})

	for (const path of ['/hotels/zzzzz-nowhere/overview', '/hotels/nycmc-wrong-slug/overview', '/hotels/nycmc-wrong-slug/reviews']) {
		it(`${path} is a 404 page`, async () => {
			const page = await (await visitorOf(server)).goto(path)
			expect(page.status).toBe(404)
			expect(page.heading).toBe('Page not found')
		})
	}
})
