import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { hasLandmark, landmark, linkIn, signIn, site, textOf, visitorOf, type Site } from './site-visitor.ts'

// The page components' journeys whose outcome the server alone decides (issue 29), moved
// from tests/e2e/page-components.spec.ts: a visitor with JavaScript off over plain HTTP. The
// browser keeps a guest's overview with its hero image shown and its link followed.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const NYC = 'nycmc-meridian-new-york-times-square'
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

describe('the page components of a hotel', () => {
	it('a signed-in member gets the member offer, in their language', async () => {
		const guest = await visitorOf(server)
		await signIn(guest, TEST_ACCOUNTS.gold.email)
		const page = await guest.goto(`/es/hotels/${NYC}/overview`)
		expect(textOf(landmark(page, 'complementary', 'Una oferta para usted'))).toContain('Su bonificación de socio')
		expect(textOf(landmark(page, 'region', 'Avisos del hotel'))).toContain('Piscina cerrada por reformas')
	})

	it('a hotel with no offer shows the authored fallback, and no empty components', async () => {
		const page = await (await visitorOf(server)).goto('/hotels/ausmc-meridian-austin-downtown/overview')
		expect(page.status).toBe(200)
		const offer = landmark(page, 'complementary', 'An offer for you')
		expect(offer.getAttribute('data-source')).toBe('fallback')
		expect(textOf(offer)).toContain('Members save more')
		expect(linkIn(offer, 'Join for free')).toBe('/loyalty/createAccount/createAccountPage1.mi')
		for (const name of ['Hotel alerts', 'Featured at this hotel', 'Interest in this hotel']) expect(hasLandmark(page, 'region', name), name).toBe(false)
	})

	it("the rate list shows the hotel's alerts beside its header", async () => {
		const stay = `propertyCode=CHIRZ&fromDate=${day(70)}&toDate=${day(72)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`
		const page = await (await visitorOf(server)).goto(`/reservation/rateListMenu.mi?${stay}`)
		expect(page.status).toBe(200)
		expect(textOf(landmark(page, 'region', 'Hotel alerts'))).toContain('Important: Hot water interruption')
	})
})
