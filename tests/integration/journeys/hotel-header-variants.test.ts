import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../visitor.ts'
import { site, visitorOf, type Site } from './site-visitor.ts'

// The hotel header's variants whose outcome the server alone decides (issue 29), moved from
// tests/e2e/hotel-header-variants.spec.ts: a visitor with JavaScript off over plain HTTP. The
// browser keeps the rating tooltip that focus shows, the details page reached by a click
// with JavaScript off, and the journeys JavaScript alone makes (the modal, the skeleton).

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const NYC = 'nycmc-meridian-new-york-times-square'
const CHI = 'chirz-the-ritz-carlton-chicago'
const SHA = 'shamc-meridian-shanghai-pudong'
const AUS = 'ausmc-meridian-austin-downtown'
const LAS = 'lasmc-meridian-las-vegas-strip'

const header = (page: Page) => {
	const found = page.document.querySelector('.hotel-header')
	if (!found) throw new Error(`no hotel header on ${page.path}`)
	return found
}
const text = (element: ReturnType<typeof header>) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()
/** The links of `element` as text → href. */
const links = (element: ReturnType<typeof header>) =>
	Object.fromEntries([...element.querySelectorAll('a[href]')].map((link) => [text(link), link.getAttribute('href')]))
const logo = (page: Page, alt = 'Meridian') => header(page).querySelector(`img[alt="${alt}"]`)?.getAttribute('src')
const reviewLinks = (element: ReturnType<typeof header>) => Object.keys(links(element)).filter((name) => /reviews/i.test(name))

describe('header variants', () => {
	it('New York: full layout, brand code lower-cased, logo, reviews link, details link', async () => {
		const page = await (await visitorOf(server)).goto(`/hotels/${NYC}/overview`)
		expect(header(page).getAttribute('class')).toMatch(/hotel-header--brand-mc/)
		expect(header(page).querySelector('h1')?.textContent).toBe('Meridian New York Times Square')
		expect(logo(page)).toMatch(/\/content\/dam\/nycmc\/.*hotel-logo\.png$/)
		expect(links(header(page))['2,841 reviews']).toBe(`/hotels/${NYC}/reviews`)
		expect(links(header(page))['Hotel details']).toBe(`/hotels/${NYC}/details`)
		expect(header(page).querySelectorAll('[role="tooltip"]')).toHaveLength(0)
	})

	it('daclogo=true shows the alternate logo from the tagged search, in the page language', async () => {
		const guest = await visitorOf(server)
		expect(logo(await guest.goto(`/hotels/${NYC}/overview?daclogo=true`))).toMatch(/\/tagged\/logo-alternate\.svg$/)
		expect(logo(await guest.goto(`/es/hotels/${NYC}/overview?daclogo=true`))).toMatch(/\/tagged\/logo-alternate-es\.svg$/)
		expect(logo(await guest.goto(`/hotels/${NYC}/overview?daclogo=false`))).toMatch(/hotel-logo\.png$/)
	})

	it('Chicago (luxury brand): the address link goes to the hotel page + /location', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto(`/hotels/${CHI}/overview?daclogo=true`)
		expect(header(page).getAttribute('class')).toMatch(/hotel-header--brand-rz/)
		expect(logo(page, 'The Ritz-Carlton')).toMatch(/logo-crest\.svg$/)
		const address = Object.keys(links(header(page))).find((name) => name.startsWith('160 East Pearson Street')) ?? ''
		expect(links(header(page))[address]).toBe(`/hotels/${CHI}/location`)
		const location = await guest.follow(address)
		expect(location.path).toBe(`/hotels/${CHI}/location`)
		expect(location.texts('h2')).toContain('Location')
	})

	it('Austin, with 3 reviews: no stars and no reviews link', async () => {
		const page = await (await visitorOf(server)).goto(`/hotels/${AUS}/overview`)
		expect(header(page).querySelector('h1')?.textContent).toBe('Meridian Austin Downtown')
		expect(reviewLinks(header(page))).toEqual([])
		expect(text(header(page))).not.toMatch(/out of 5 stars/)
		expect(links(header(page))['Hotel details']).toBe(`/hotels/${AUS}/details`)
	})

	it('Las Vegas, a max property: no reviews, even with thousands of them', async () => {
		const page = await (await visitorOf(server)).goto(`/hotels/${LAS}/overview`)
		expect(header(page).querySelector('h1')?.textContent).toBe('Meridian Las Vegas Strip')
		expect(reviewLinks(header(page))).toEqual([])
		expect(text(header(page))).not.toMatch(/out of 5 stars/)
	})

	it('Shanghai for everyone else shows its reviews', async () => {
		const page = await (await visitorOf(server)).goto(`/hotels/${SHA}/overview`)
		expect(links(header(page))['1,780 reviews']).toBe(`/hotels/${SHA}/reviews`)
		expect(page.document.querySelectorAll('[role="tooltip"]')).toHaveLength(0)
	})
})

describe('the Chinese variant', () => {
	it('a max property gets no tooltip either', async () => {
		const page = await (await visitorOf(server, { 'Accept-Language': 'zh-CN' })).goto(`/hotels/${LAS}/overview`)
		expect(page.document.querySelectorAll('[role="tooltip"]')).toHaveLength(0)
		expect(text(header(page))).not.toMatch(/out of 5 stars/)
	})
})

describe('the hotel-details page', () => {
	it('the details page of an unknown hotel is a 404', async () => {
		const page = await (await visitorOf(server)).goto('/hotels/nycmc-wrong-slug/details')
		expect(page.status).toBe(404)
		expect(page.heading).toBe('Page not found')
	})

	it("Austin's details offer the overview only (too few reviews)", async () => {
		const page = await (await visitorOf(server)).goto(`/hotels/${AUS}/details`)
		expect(page.link('Hotel overview')).toBe(`/hotels/${AUS}/overview`)
		expect(page.texts('a').filter((name) => /reviews/.test(name))).toEqual([])
	})
})
