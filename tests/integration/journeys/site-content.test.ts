import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../visitor.ts'
import { landmark, linkIn, site, textOf, visitorOf, type Site } from './site-visitor.ts'

// The authored content's journeys whose outcome the server alone decides (issue 29), moved
// from tests/e2e/site-content.spec.ts: a visitor with JavaScript off over plain HTTP. The
// browser keeps the link banner at each screen width and the language pickers.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const footer = (page: Page) => {
	const found = page.document.querySelector('footer')
	if (!found) throw new Error(`no footer on ${page.path}`)
	return found
}
const headings = (within: ReturnType<typeof landmark>) => [...within.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(textOf)
const banners = (page: Page) => headings(landmark(page, 'region', 'Offers and reminders'))

describe('the footer', () => {
	it('shows the columns, destinations and social links the page model authors', async () => {
		const page = await (await visitorOf(server)).goto('/')
		const siteLinks = landmark(page, 'navigation', 'Site links')
		expect([...siteLinks.querySelectorAll('h2')].map(textOf)).toEqual(expect.arrayContaining(['Our company', 'Work with us', 'Find help', 'Privacy']))
		const careers = [...siteLinks.querySelectorAll('a')].find((link) => /Careers/.test(textOf(link)))
		expect(careers?.getAttribute('target')).toBe('_blank')
		expect(linkIn(footer(page), '+1 800 555 0100')).toBe('tel:+18005550100')

		// Thirty destinations authored, at most 4 columns of 7 shown.
		expect(textOf(footer(page))).toContain('Top destinations')
		const destinations = footer(page).querySelector('.site-footer__destination-columns')
		if (!destinations) throw new Error('no destination columns')
		expect(destinations.querySelectorAll('ul, ol')).toHaveLength(4)
		expect(destinations.querySelectorAll('a')).toHaveLength(28)
		expect([...destinations.querySelectorAll('a')].map(textOf)).not.toContain('Lisbon')
		expect(linkIn(destinations, 'New York')).toBe('/?destination=New%20York')

		expect(landmark(page, 'navigation', 'Social media').querySelectorAll('a')).toHaveLength(5)
		expect(textOf(footer(page))).toContain(`© ${new Date().getFullYear()} Meridian Hotels & Resorts. All rights reserved.`)
	})

	it('is minimized on the sign-in page', async () => {
		const page = await (await visitorOf(server)).goto('/sign-in.mi')
		const legal = landmark(page, 'navigation', 'Legal and help')
		expect(footer(page).contains(legal)).toBe(true)
		expect([...legal.querySelectorAll('a')].map(textOf)).toContainEqual(expect.stringMatching(/Privacy centre/))
		expect(() => landmark(page, 'navigation', 'Site links')).toThrow()
		expect(page.texts('h1, h2, h3, h4')).not.toContain('Plan your next trip')
	})

	it('the Spanish page shows the Spanish content', async () => {
		const page = await (await visitorOf(server)).goto('/es')
		expect([...landmark(page, 'navigation', 'Enlaces del sitio').querySelectorAll('h2')].map(textOf)).toContain('Nuestra empresa')
		expect(page.texts('h1, h2, h3, h4')).toContain('Planifica tu próximo viaje')
		expect(page.link('Hoteles en Chicago')).toBe('/es?destination=Chicago')
		expect(textOf(footer(page))).toContain('Todos los derechos reservados.')
		expect(headings(landmark(page, 'region', 'Ofertas y avisos'))).toContain('Los socios ahorran más')
	})
})

describe('the mini banners', () => {
	it('show the member card until the check-in deep link arrives, then the check-in banner instead', async () => {
		const guest = await visitorOf(server)
		const home = await guest.goto('/')
		expect(banners(home)).toContain('Members save more')
		expect(banners(home)).not.toContain('Check in online')

		const deepLink = await guest.goto('/?checkInDeepLink=71420862')
		expect(banners(deepLink)).toContain('Check in online')
		expect(banners(deepLink)).not.toContain('Members save more')
	})

	it('hide the loyalty banner on a max property only', async () => {
		const guest = await visitorOf(server)
		expect(banners(await guest.goto('/hotels/nycmc-meridian-new-york-times-square/overview'))).toContain('Earn points on this stay')
		const max = banners(await guest.goto('/hotels/lasmc-meridian-las-vegas-strip/overview'))
		expect(max.some((heading) => heading === 'Travel insurance' || heading === 'Protect your trip')).toBe(true)
		expect(max).not.toContain('Earn points on this stay')
	})
})
