import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const RATE_DETAILS = /* GraphQL */ `
	query PhoenixBookRateDetails($propertyId: ID!, $ratePlanCode: ID!) {
		property(id: $propertyId) {
			ratePlan(code: $ratePlanCode) {
				code
				tab
				isRedemption
				cancellationPolicy
				rules {
					descriptions
					localizedDescriptions {
						translatedText
					}
				}
			}
		}
	}
`
const ROOM = /* GraphQL */ `
	query PhoenixBookRoomFeatures($propertyId: ID!, $roomCode: ID!) {
		property(id: $propertyId) {
			room(code: $roomCode) {
				code
				name
				features {
					code
				}
				images {
					url
					caption
				}
				attributes {
					category {
						code
						description
					}
				}
			}
		}
	}
`
const CURRENCIES = /* GraphQL */ `
	query PhoenixBookCurrencyChange {
		currencies {
			code
			decimalPoint
		}
	}
`
const EXCHANGE = /* GraphQL */ `
	query PhoenixBookCurrencyExchange($input: CurrencyConversionInput!) {
		currencyExchange(input: $input) {
			value
			valueDecimalPoint
			currency
		}
	}
`

describe('rate details', () => {
	it('answers the rules in English, and in Spanish for accept-language es', async () => {
		const english = await graph(sandbox.url, RATE_DETAILS, { propertyId: 'NYCMC', ratePlanCode: 'flex' })
		const plan = english.body.data?.property.ratePlan
		expect(plan).toMatchObject({ code: 'FLEX', tab: 'STANDARD', isRedemption: false })
		expect(plan.rules.descriptions.length).toBeGreaterThan(1)
		expect(plan.rules.localizedDescriptions).toEqual([])
		const spanish = await graph(sandbox.url, RATE_DETAILS, { propertyId: 'NYCMC', ratePlanCode: 'FLEX' }, { 'accept-language': 'es-ES,es;q=0.9' })
		const rules = spanish.body.data?.property.ratePlan.rules
		expect(rules.descriptions).toEqual(plan.rules.descriptions)
		expect(rules.localizedDescriptions).toHaveLength(plan.rules.descriptions.length)
		expect(rules.localizedDescriptions[0].translatedText).toMatch(/Cancelación gratuita/)
	})

	it('marks the points plan, and is null for an unknown plan', async () => {
		const points = await graph(sandbox.url, RATE_DETAILS, { propertyId: 'NYCMC', ratePlanCode: 'PNTS' })
		expect(points.body.data?.property.ratePlan).toMatchObject({ tab: 'REDEMPTION', isRedemption: true })
		const unknown = await graph(sandbox.url, RATE_DETAILS, { propertyId: 'NYCMC', ratePlanCode: 'NOPE' })
		expect(unknown.body.data?.property.ratePlan).toBeNull()
	})
})

describe('room details', () => {
	it('answers features, images under the image cache paths and ERS attributes', async () => {
		const answer = await graph(sandbox.url, ROOM, { propertyId: 'NYCMC', roomCode: 'dkng' })
		const room = answer.body.data?.property.room
		expect(room.code).toBe('DKNG')
		expect(room.images).toEqual([
			{ url: '/content/dam/nycmc/rooms/dkng-bedroom.jpg', caption: 'Deluxe Guest Room, 1 King' },
			{ url: '/content/dam/nycmc/rooms/dkng-bathroom.jpg', caption: 'Deluxe Guest Room, 1 King: bathroom' },
		])
		expect(room.attributes).toContainEqual({ category: { code: 'V9', description: 'Feather-free pillows' } })
		const unknown = await graph(sandbox.url, ROOM, { propertyId: 'NYCMC', roomCode: 'NOPE' })
		expect(unknown.body.data?.property.room).toBeNull()
	})
})

describe('currencies', () => {
	it('lists the currencies of spec 001 §9 with their decimal points', async () => {
		const answer = await graph(sandbox.url, CURRENCIES)
		const list = answer.body.data?.currencies as Array<{ code: string; decimalPoint: number }>
		expect(list.map((currency) => currency.code)).toEqual(['USD', 'AUD', 'CAD', 'EUR', 'GBP', 'HKD', 'JPY', 'MXN', 'CNY', 'ZAR', 'IDR', 'RUB', 'KRW', 'ILS'])
		expect(list.find((currency) => currency.code === 'KRW')?.decimalPoint).toBe(0)
		expect(list.find((currency) => currency.code === 'JPY')?.decimalPoint).toBe(0)
		expect(list.find((currency) => currency.code === 'EUR')?.decimalPoint).toBe(2)
	})

	it('converts minor units at the demo rates, rounding half up to the target decimals', async () => {
		const exchange = async (fromCurrency: string, value: number, toCurrency: string, valueDecimalPoint = 2) => {
			const answer = await graph(sandbox.url, EXCHANGE, { input: { fromCurrency, value, valueDecimalPoint, toCurrency } })
			expect(answer.body.errors).toBeUndefined()
			return answer.body.data?.currencyExchange
		}
		// $329.00 is ¥49,843.5: half up to ¥49,844.
		expect(await exchange('USD', 32900, 'JPY')).toEqual({ value: 49844, valueDecimalPoint: 0, currency: 'JPY' })
		expect(await exchange('USD', 32900, 'KRW')).toEqual({ value: 442505, valueDecimalPoint: 0, currency: 'KRW' })
		expect(await exchange('USD', 32900, 'EUR')).toEqual({ value: 30268, valueDecimalPoint: 2, currency: 'EUR' })
		expect(await exchange('USD', 100, 'JPY')).toEqual({ value: 152, valueDecimalPoint: 0, currency: 'JPY' })
		expect(await exchange('JPY', 49844, 'USD', 0)).toEqual({ value: 32900, valueDecimalPoint: 2, currency: 'USD' })
		expect(await exchange('eur', 1000, 'EUR')).toEqual({ value: 1000, valueDecimalPoint: 2, currency: 'EUR' })
	})

	it('refuses a currency it has no rate for', async () => {
		const answer = await graph(sandbox.url, EXCHANGE, { input: { fromCurrency: 'USD', value: 100, toCurrency: 'XXX' } })
		expect(answer.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
	})
})
