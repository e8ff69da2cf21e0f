import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'

// The last of spec 001 §7's catalogue: user title, translate text, suggested places and
// nightly products.

// A Monday morning in New York: today is 2026-03-02 there; the 6th is a Friday.
const NOW = new Date('2026-03-02T15:00:00Z')

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox({}, () => NOW)
})
afterAll(() => sandbox.close())

const TITLES = /* GraphQL */ `
	query PhoenixBookUserTitle {
		userTitles {
			code
			description
		}
	}
`
const TRANSLATE = /* GraphQL */ `
	query PhoenixBookTranslateText($input: TranslateTextInput!) {
		translateText(input: $input) {
			text
			language
			translated
		}
	}
`
const PLACES = /* GraphQL */ `
	query PhoenixBookSuggestedPlaces($query: String!, $first: Int) {
		suggestedPlaces(query: $query, first: $first) {
			kind
			name
			description
			countryCode
			hotelCount
		}
	}
`
const NIGHTLY = /* GraphQL */ `
	query PhoenixBookNightlyProducts($input: NightlyProductsInput!) {
		nightlyProducts(input: $input) {
			status {
				code
			}
			currency
			nights {
				date
				rate {
					value
					valueDecimalPoint
				}
				taxes {
					value
				}
				total {
					value
				}
				points
			}
		}
	}
`

describe('userTitles', () => {
	it('lists the titles in order, in the language asked for', async () => {
		const english = await graph(sandbox.url, TITLES)
		expect(english.body.data?.userTitles.map((title: { code: string }) => title.code)).toEqual(['MR', 'MRS', 'MS', 'MX', 'DR', 'PROF'])
		expect(english.body.data?.userTitles[0]).toEqual({ code: 'MR', description: 'Mr.' })
		const spanish = await graph(sandbox.url, TITLES, {}, { 'accept-language': 'es-ES' })
		expect(spanish.body.data?.userTitles[1]).toEqual({ code: 'MRS', description: 'Sra.' })
	})
})

describe('translateText', () => {
	it('answers a stored translation, or the text unchanged', async () => {
		const known = await graph(sandbox.url, TRANSLATE, { input: { text: 'Breakfast for up to two guests each morning.', targetLanguage: 'es-ES' } })
		expect(known.body.data?.translateText).toEqual({ text: 'Desayuno para hasta dos huéspedes cada mañana.', language: 'es', translated: true })
		const unknown = await graph(sandbox.url, TRANSLATE, { input: { text: 'Nothing stored', targetLanguage: 'es' } })
		expect(unknown.body.data?.translateText).toEqual({ text: 'Nothing stored', language: 'es', translated: false })
		const bad = await graph(sandbox.url, TRANSLATE, { input: { text: 'x', targetLanguage: '!!' } })
		expect(bad.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
	})
})

describe('suggestedPlaces', () => {
	it('suggests places whose name starts with the query first, accents and case ignored', async () => {
		const answer = await graph(sandbox.url, PLACES, { query: 'new' })
		const places = answer.body.data?.suggestedPlaces as Array<{ kind: string; name: string; description: string }>
		expect(places[0]).toMatchObject({ kind: 'CITY', name: 'New York' })
		expect(places.map((place) => place.name)).toContain('New York')
		const accents = await graph(sandbox.url, PLACES, { query: 'MEXICO' })
		expect((accents.body.data?.suggestedPlaces as unknown[]).length).toBeGreaterThan(0)
	})

	it('suggests nothing for a query under 2 characters, and at most first', async () => {
		expect((await graph(sandbox.url, PLACES, { query: 'n' })).body.data?.suggestedPlaces).toEqual([])
		expect((await graph(sandbox.url, PLACES, { query: 'an', first: 2 })).body.data?.suggestedPlaces).toHaveLength(2)
	})
})

describe('nightlyProducts', () => {
	const input = { propertyId: 'NYCMC', ratePlanCode: 'FLEX', roomCode: 'DKNG', checkInDate: '2026-03-05', checkOutDate: '2026-03-08', rooms: [{ adults: 1 }] }

	it('prices one product night by night, the weekend dearer, total = rate + taxes', async () => {
		const answer = await graph(sandbox.url, NIGHTLY, { input })
		const result = answer.body.data?.nightlyProducts
		expect(result.status[0].code).toBe('SUCCESS')
		expect(result.currency).toBe('USD')
		expect(result.nights.map((night: { date: string }) => night.date)).toEqual(['2026-03-05', '2026-03-06', '2026-03-07'])
		for (const night of result.nights) expect(night.total.value).toBe(night.rate.value + night.taxes.value)
		expect(result.nights[1].rate.value).toBeGreaterThan(result.nights[0].rate.value)
		expect(result.nights[0].points).toBeNull()
	})

	it('says NOT_FOUND for a product the hotel does not offer, and why a stay cannot be priced', async () => {
		const none = await graph(sandbox.url, NIGHTLY, { input: { ...input, roomCode: 'NOPE' } })
		expect(none.body.data?.nightlyProducts.status[0].code).toMatch(/NOT_FOUND|427/)
		const past = await graph(sandbox.url, NIGHTLY, { input: { ...input, checkInDate: '2026-02-01', checkOutDate: '2026-02-02' } })
		expect(past.body.data?.nightlyProducts).toMatchObject({ status: [{ code: 'invalidTravelDatesErrorText' }], nights: [] })
	})
})
