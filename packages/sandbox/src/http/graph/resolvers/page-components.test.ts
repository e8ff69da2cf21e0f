import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'

// The page components' data (spec 001 §7 hero banner, alerts, messages, recommended
// product, property details, Target): seeded for New York and Chicago.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const HERO = /* GraphQL */ `
	query PhoenixBookHeroBanner($propertyId: ID!) {
		heroBanner(propertyId: $propertyId) {
			type
			cardTitle
			cardDescription
			image {
				damPath
				altText
			}
			cardCTA {
				ctaLink
				ctaText
			}
		}
	}
`
const ALERTS = /* GraphQL */ `
	query PhoenixBookAlerts($propertyId: ID!) {
		alerts(propertyId: $propertyId) {
			id
			severity
			title
		}
	}
`
const MESSAGES = /* GraphQL */ `
	query PhoenixBookMessages($placement: String!, $propertyId: ID) {
		messages(placement: $placement, propertyId: $propertyId) {
			id
			title
		}
	}
`
const RECOMMENDED = /* GraphQL */ `
	query PhoenixBookRecommendedProduct($propertyId: ID!, $preference: String!) {
		recommendedProduct(propertyId: $propertyId, preference: $preference) {
			roomTypeCode
			name
		}
	}
`

describe('heroBanner', () => {
	it("answers a hotel's banner card in the page's language, and null for a hotel without one", async () => {
		const english = await graph(sandbox.url, HERO, { propertyId: 'nycmc' })
		expect(english.body.data?.heroBanner).toMatchObject({
			cardTitle: 'In the heart of Times Square',
			image: { altText: expect.stringContaining('Times Square') },
		})
		const spanish = await graph(sandbox.url, HERO, { propertyId: 'NYCMC' }, { 'accept-language': 'es-ES' })
		expect(spanish.body.data?.heroBanner.cardTitle).toBe('En el corazón de Times Square')
		const french = await graph(sandbox.url, HERO, { propertyId: 'CHIRZ' }, { 'accept-language': 'fr-FR' })
		expect(french.body.data?.heroBanner.cardTitle).toBe('Above the Magnificent Mile')
		const none = await graph(sandbox.url, HERO, { propertyId: 'AUSMC' })
		expect(none.body.data?.heroBanner).toBeNull()
	})
})

describe('alerts', () => {
	it('answers the current alerts, most severe first; an ended one is gone', async () => {
		const answer = await graph(sandbox.url, ALERTS, { propertyId: 'NYCMC' })
		expect(answer.body.data?.alerts.map((alert: { id: string }) => alert.id)).toEqual(['NYCMC-pool', 'NYCMC-street'])
		const none = await graph(sandbox.url, ALERTS, { propertyId: 'AUSMC' })
		expect(none.body.data?.alerts).toEqual([])
	})
})

describe('messages', () => {
	it("answers the hotel's own messages for a placement before those for every hotel", async () => {
		const chicago = await graph(sandbox.url, MESSAGES, { placement: 'hotel-overview-offer', propertyId: 'CHIRZ' })
		expect(chicago.body.data?.messages.map((message: { id: string }) => message.id)).toEqual(['offer-chirz-en', 'offer-any-en'])
		const anyHotel = await graph(sandbox.url, MESSAGES, { placement: 'hotel-overview-offer' })
		expect(anyHotel.body.data?.messages.map((message: { id: string }) => message.id)).toEqual(['offer-any-en'])
	})
})

describe('recommendedProduct', () => {
	it('answers the room for a preference (any case), null for a preference the hotel has none for', async () => {
		const king = await graph(sandbox.url, RECOMMENDED, { propertyId: 'NYCMC', preference: 'king' })
		expect(king.body.data?.recommendedProduct).toEqual({ roomTypeCode: 'DKNG', name: 'Deluxe King' })
		const none = await graph(sandbox.url, RECOMMENDED, { propertyId: 'NYCMC', preference: 'ACCESSIBLE' })
		expect(none.body.data?.recommendedProduct).toBeNull()
	})
})

describe('property details (social proof)', () => {
	it('answers the interest in a hotel; zeros for a quiet one, 404 for none, 400 for a bad id', async () => {
		const nyc = await fetch(`${sandbox.url}${REST_PATHS.propertyDetails}/nycmc`)
		expect(await nyc.json()).toEqual({ propertyId: 'NYCMC', viewersNow: 27, bookedToday: 14 })
		const austin = await fetch(`${sandbox.url}${REST_PATHS.propertyDetails}/AUSMC`)
		expect(await austin.json()).toEqual({ propertyId: 'AUSMC', viewersNow: 0, bookedToday: 0 })
		expect((await fetch(`${sandbox.url}${REST_PATHS.propertyDetails}/NOPE1`)).status).toBe(404)
		expect((await fetch(`${sandbox.url}${REST_PATHS.propertyDetails}/no-such-hotel`)).status).toBe(400)
	})
})

describe('Target delivery', () => {
	const deliver = (body: unknown) =>
		fetch(`${sandbox.url}${REST_PATHS.targetDelivery}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
	const payload = (propertyCode: string, customerId: string | null, locale = 'en-US') => ({
		mbox: { name: 'hotel-overview-offer', parameters: { propertyCode } },
		ids: { customerId },
		context: { channel: 'web', locale, pageURI: '/hotels/x/overview' },
	})

	it("answers the offer for the visitor's audience and hotel, in their language", async () => {
		expect((await (await deliver(payload('NYCMC', null))).json()).offer.title).toBe('Broadway package')
		expect((await (await deliver(payload('NYCMC', 'C1'))).json()).offer.title).toBe('Your member bonus')
		expect((await (await deliver(payload('NYCMC', 'C1', 'es-ES'))).json()).offer.title).toBe('Su bonificación de socio')
	})

	it('answers no offer where none is authored, and 400 for a payload without an mbox', async () => {
		expect(await (await deliver(payload('AUSMC', null))).json()).toEqual({ mbox: 'hotel-overview-offer', offer: null })
		expect((await deliver({ ids: {}, context: {} })).status).toBe(400)
	})
})
