import { beforeAll, describe, expect, it } from 'vitest'
import { site, visitorOf, type Site } from './site-visitor.ts'

// The brand links' journeys whose outcome the server alone decides (issue 29), moved from
// tests/e2e/brand-links.spec.ts: a visitor with JavaScript off over plain HTTP. The browser
// keeps the notice followed to the brand's site, its cookie, Back, and the modal.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const CHI = 'chirz-the-ritz-carlton-chicago'
const MIL = 'milbg-bulgari-hotel-milano'
const noticeHref = (code: string, link: string, returnTo: string) =>
	`/leaving-notice?propertyCode=${code}&link=${link}&returnTo=${encodeURIComponent(returnTo)}`

describe('hotel links to a brand site', () => {
	it("the Ritz-Carlton's and Bulgari's headers link to their sites through the notice; other links stay here", async () => {
		const guest = await visitorOf(server)
		const chicago = await guest.goto(`/hotels/${CHI}/details`)
		expect(chicago.link('The Ritz-Carlton, Chicago')).toBe(noticeHref('CHIRZ', 'hotel', `/hotels/${CHI}/details`))
		expect(chicago.link('Hotel overview')).toBe(noticeHref('CHIRZ', 'hotel', `/hotels/${CHI}/details`))
		expect(chicago.link('Read the 1,163 reviews')).toBe(noticeHref('CHIRZ', 'reviews', `/hotels/${CHI}/details`))
		expect(chicago.link(chicago.texts('a').find((name) => name.startsWith('160 East Pearson Street')) ?? '')).toBe(`/hotels/${CHI}/location`)

		const milano = await guest.goto(`/hotels/${MIL}/details`)
		expect(milano.link('Bulgari Hotel Milano')).toBe(noticeHref('MILBG', 'hotel', `/hotels/${MIL}/details`))
		// Bulgari's site has no reviews page in the spec: ours.
		expect(milano.link('Read the 612 reviews')).toBe(`/hotels/${MIL}/reviews`)
		expect(milano.link(milano.texts('a').find((name) => name.startsWith('Via Privata Fratelli Gabba')) ?? '')).toBe(`/hotels/${MIL}/location`)
	})

	it('the notice page in Spanish, and one for a hotel that has none is a 404', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/es/leaving-notice?propertyCode=CHIRZ&link=hotel')
		expect(page.heading).toBe('Va a salir hacia The Ritz-Carlton')
		expect(page.link('Volver')).toBe(`/es/hotels/${CHI}/overview`)
		expect((await guest.goto('/leaving-notice?propertyCode=NYCMC&link=hotel')).status).toBe(404)
	})
})
