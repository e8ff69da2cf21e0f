import { beforeAll, describe, expect, it } from 'vitest'
import { landmark, site, textOf, visitorOf, type Site } from './site-visitor.ts'

// The brand landing pages' journeys whose outcome the server alone decides (issue 29),
// moved from tests/e2e/brand-landing.spec.ts: a visitor with JavaScript off over plain HTTP.
// The browser keeps /ritz searched with its form and its hotel followed (the happy path).

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

describe('a brand landing page', () => {
	it('/bulgari lists the Bulgari hotels and reaches MILBG; in Spanish too', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/bulgari')
		expect(page.document.querySelector('section.brand-landing--bulgari')).not.toBeNull()
		const hotels = [...landmark(page, 'region', 'Bulgari Hotels & Resorts hotels').querySelectorAll('a')].map(textOf)
		expect(hotels).toContainEqual(expect.stringMatching(/Bulgari Hotel Milano/))
		expect(hotels.filter((name) => /Ritz-Carlton/.test(name))).toEqual([])

		const spanish = await guest.goto('/es/bulgari')
		expect(spanish.heading).toBe('Bulgari Hotels & Resorts')
		const found = await guest.submit(spanish.form('Buscar'), { Destino: 'milano' }, 'Buscar')
		expect(found.path).toBe('/es/bulgari?destination=milano')
		const milano = found.texts('a').find((name) => /Bulgari Hotel Milano/.test(name)) ?? ''
		expect((await guest.follow(milano)).path).toMatch(/^\/es\/hotels\/milbg-[a-z-]+\/overview$/)
	})

	it('a too long destination is refused beside the field with 400, the value kept', async () => {
		const long = 'a'.repeat(101)
		const page = await (await visitorOf(server)).goto(`/ritz?destination=${long}`)
		expect(page.status).toBe(400)
		expect(page.descriptionOf('Destination')).toContain('Use at most 100 characters for the destination.')
		expect(page.valueOf('Destination')).toBe(long)
	})

	it('/brands/rz is the Ritz-Carlton partner address; an unknown brand is a 404 page', async () => {
		const guest = await visitorOf(server)
		const ritz = await guest.goto('/brands/rz')
		expect(ritz.redirects.map((hop) => hop.location)).toEqual(['/ritz'])
		expect(ritz.path).toBe('/ritz')
		expect((await guest.goto('/brands/zz')).status).toBe(404)
	})
})

it('a journey at a Ritz-Carlton hotel that cannot go on starts again on the Ritz-Carlton page', async () => {
	const guest = await visitorOf(server)
	await guest.goto('/reservation/productsUnavailable.mi?propertyCode=CHIRZ&fromDate=2030-01-10&toDate=2030-01-12')
	const ritz = await guest.follow('Search other hotels')
	expect(ritz.path).toBe('/ritz')
	expect(ritz.heading).toBe('The Ritz-Carlton')

	// Any other brand starts again at the home page.
	const other = await guest.goto('/reservation/productsUnavailable.mi?propertyCode=NYCMC&fromDate=2030-01-10&toDate=2030-01-12')
	expect(other.link('Search other hotels')).toBe('/')
})
