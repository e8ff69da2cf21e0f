import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../visitor.ts'
import { landmark, site, textOf, visitorOf, type Site } from './site-visitor.ts'

// The home page search's journeys whose outcome the server alone decides (issue 29), moved
// from tests/e2e/home-search.spec.ts: a visitor with JavaScript off over plain HTTP. The
// browser keeps a city searched with the form (its happy path with JavaScript off), what a
// screen's width shows of the recently viewed hotels, and what JavaScript changes.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

/** The text of the list item holding the link named `name`. */
function itemOf(page: Page, name: string): string {
	const item = [...page.document.querySelectorAll('li')].find((element) => [...element.querySelectorAll('a')].some((link) => textOf(link) === name))
	if (!item) throw new Error(`no list item with a link "${name}" on ${page.path}`)
	return textOf(item)
}

describe('searching hotels from the home page', () => {
	it('the search has a URL of its own: chicago lists the Ritz-Carlton', async () => {
		const page = await (await visitorOf(server)).goto('/?destination=chicago')
		expect(page.status).toBe(200)
		expect(page.link('The Ritz-Carlton, Chicago')).toMatch(/^\/hotels\/chirz-/)
		expect(itemOf(page, 'The Ritz-Carlton, Chicago')).toContain('The Ritz-Carlton')
		expect(page.valueOf('Destination')).toBe('chicago')
	})

	it('a destination no hotel matches says so', async () => {
		const guest = await visitorOf(server)
		const home = await guest.goto('/')
		const page = await guest.submit(home.form('Search'), { Destination: 'zzzz' }, 'Search')
		expect(page.path).toBe('/?destination=zzzz')
		expect(page.text('main')).toContain('No hotels match “zzzz”.')
		expect(landmark(page, 'region', 'Hotels for “zzzz”').querySelectorAll('a')).toHaveLength(0)
		expect(page.valueOf('Destination')).toBe('zzzz')
	})

	it('a blank or too long destination in the URL answers 400, the value kept', async () => {
		const guest = await visitorOf(server)
		const blank = await guest.goto('/?destination=')
		expect(blank.status).toBe(400)
		expect(blank.descriptionOf('Destination')).toContain("Enter a destination: a city, a hotel's name or a country.")

		const long = 'a'.repeat(101)
		const tooLong = await guest.goto(`/?destination=${long}`)
		expect(tooLong.status).toBe(400)
		expect(tooLong.descriptionOf('Destination')).toContain('Use at most 100 characters for the destination.')
		expect(tooLong.valueOf('Destination')).toBe(long)
		expect(tooLong.heading).toBe('Find your next stay')
	})

	it('in Spanish, Tokyo is listed in Spanish under /es', async () => {
		const page = await (await visitorOf(server)).goto('/es?destination=tokyo')
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Encuentra tu próxima estancia')
		expect(page.texts('h2')).toContain('Hoteles para «tokyo»')
		expect(page.link('Meridian Tokyo Ginza')).toBe('/es/hotels/tyomc-meridian-tokyo-ginza/overview')
		expect(itemOf(page, 'Meridian Tokyo Ginza')).toContain('Tokyo, Japón')
		expect(page.valueOf('Destino')).toBe('tokyo')
	})
})

it('hotels viewed recently are listed on the home page, the latest first, once each', async () => {
	const guest = await visitorOf(server)
	await guest.goto('/hotels/tyomc-meridian-tokyo-ginza/overview')
	await guest.goto('/hotels/chirz-the-ritz-carlton-chicago/reviews')
	await guest.goto('/hotels/tyomc-meridian-tokyo-ginza/location')
	const home = await guest.goto('/')
	const recent = landmark(home, 'region', 'Recently viewed hotels')
	expect([...recent.querySelectorAll('a')].map(textOf)).toEqual(['Meridian Tokyo Ginza', 'The Ritz-Carlton, Chicago'])
	expect((await guest.follow('Meridian Tokyo Ginza')).path).toBe('/hotels/tyomc-meridian-tokyo-ginza/overview')
})

it('search results show each hotel image in three sizes, the first two loaded at once, and at most 3 brand tags', async () => {
	const page = await (await visitorOf(server)).goto('/?destination=United+States')
	const images = [...page.document.querySelectorAll('.hotel-result-image')]
	expect(images.length).toBeGreaterThan(2)
	expect(images[0]?.getAttribute('srcset')).toMatch(/wid=358&hei=160&qlt=90 358w, .*wid=451&hei=366&qlt=90 451w, .*wid=562&hei=366&qlt=90 562w/)
	expect(images[0]?.getAttribute('sizes')).toBe('(min-width: 1024px) 562px, (min-width: 768px) 451px, 358px')
	expect(images.map((image) => image.getAttribute('loading')).slice(0, 3)).toEqual(['eager', 'eager', 'lazy'])
	const tags = page.document.querySelectorAll('[aria-label="Brands in these results"] li')
	expect(tags.length).toBeGreaterThan(0)
	expect(tags.length).toBeLessThanOrEqual(3)
})
