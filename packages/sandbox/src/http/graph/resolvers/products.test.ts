import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'

// A Monday morning in New York: today is 2026-03-02 there, Friday the 6th.
const NOW = new Date('2026-03-02T15:00:00Z')
const TODAY = '2026-03-02'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox({}, () => NOW)
})
afterAll(() => sandbox.close())

const MONEY = 'value valueDecimalPoint currency'
const PRODUCTS = /* GraphQL */ `
	query PhoenixBookSearchProductsByProperty($input: ProductSearchInput!) {
		searchProductsByProperty(input: $input) {
			status { httpStatus code errors { message } }
			property { id }
			checkInDate
			checkOutDate
			lengthOfStay
			currency
			products {
				id
				room { code maxOccupancy attributes { category { code description } } }
				ratePlan { code tab isRedemption }
				averageNightlyRate { ${MONEY} }
				wasNightlyRate { ${MONEY} }
				nightly { date amount { value } }
				totalBeforeTaxes { ${MONEY} }
				totalTaxes { value }
				totalWithTaxes { value }
				pointsPerNight
				totalPoints
				roomsLeft
			}
		}
	}
`

type Product = {
	id: string
	room: { code: string; maxOccupancy: number }
	ratePlan: { code: string; tab: string; isRedemption: boolean }
	averageNightlyRate: { value: number; valueDecimalPoint: number; currency: string }
	wasNightlyRate: { value: number } | null
	nightly: Array<{ date: string; amount: { value: number } }>
	totalBeforeTaxes: { value: number }
	totalTaxes: { value: number }
	totalWithTaxes: { value: number }
	pointsPerNight: number | null
	totalPoints: number | null
	roomsLeft: number
}

async function search(input: Record<string, unknown>) {
	const answer = await graph(sandbox.url, PRODUCTS, {
		input: { propertyId: 'NYCMC', checkInDate: addDays(TODAY, 1), checkOutDate: addDays(TODAY, 2), rooms: [{ adults: 1 }], ...input },
	})
	expect(answer.body.errors).toBeUndefined()
	const result = answer.body.data?.searchProductsByProperty
	const typed: { code: string; products: Product[]; lengthOfStay: number; currency: string; property: { id: string } } = {
		...result,
		code: result.status[0].code,
		products: result.products,
	}
	return typed
}
const find = (products: Product[], id: string) => {
	const found = products.find((product) => product.id === id)
	if (!found) throw new Error(`No product ${id}`)
	return found
}

describe('searchProductsByProperty', () => {
	it('prices a weekday night of the flexible rate: $329.00 plus 14.75 % taxes', async () => {
		const result = await search({ tab: 'STANDARD' })
		expect(result).toMatchObject({ code: 'SUCCESS', lengthOfStay: 1, currency: 'USD', property: { id: 'NYCMC' } })
		const flex = find(result.products, 'FLEX:DKNG')
		expect(flex.averageNightlyRate).toEqual({ value: 32900, valueDecimalPoint: 2, currency: 'USD' })
		expect(flex).toMatchObject({ totalBeforeTaxes: { value: 32900 }, totalTaxes: { value: 4853 }, totalWithTaxes: { value: 37753 } })
		expect(flex.wasNightlyRate).toBeNull()
		expect(flex.roomsLeft).toBe(12)
		expect(new Set(result.products.map((product) => product.ratePlan.tab))).toEqual(new Set(['STANDARD']))
	})

	it('charges weekend nights 15 % more, and totals every night of every room', async () => {
		const result = await search({ checkInDate: '2026-03-05', checkOutDate: '2026-03-08', rooms: [{ adults: 2 }, { adults: 1, children: 1 }], tab: 'STANDARD' })
		const flex = find(result.products, 'FLEX:DKNG')
		expect(flex.nightly).toEqual([
			{ date: '2026-03-05', amount: { value: 32900 } },
			{ date: '2026-03-06', amount: { value: 37835 } },
			{ date: '2026-03-07', amount: { value: 37835 } },
		])
		expect(flex.averageNightlyRate.value).toBe(Math.round((32900 + 37835 * 2) / 3))
		expect(flex.totalBeforeTaxes.value).toBe((32900 + 37835 * 2) * 2)
		expect(flex.totalWithTaxes.value).toBe(flex.totalBeforeTaxes.value + flex.totalTaxes.value)
	})

	it('shows the flexible rate as the was-price of a cheaper plan', async () => {
		const result = await search({ tab: 'STANDARD' })
		const member = find(result.products, 'MBRF:DKNG')
		expect(member.averageNightlyRate.value).toBe(31255)
		expect(member.wasNightlyRate).toMatchObject({ value: 32900, currency: 'USD' })
	})

	it('prices points rates in points for every night and room', async () => {
		const result = await search({ rewardsRedemption: true, checkOutDate: addDays(TODAY, 3), rooms: [{ adults: 1 }, { adults: 1 }] })
		expect(result.products.every((product) => product.ratePlan.isRedemption)).toBe(true)
		const points = find(result.products, 'PNTS:DKNG')
		expect(points).toMatchObject({ pointsPerNight: 60000, totalPoints: 240000, totalBeforeTaxes: { value: 0 }, wasNightlyRate: null })
	})

	it('offers corporate and group plans only with their codes', async () => {
		const special = await search({ tab: 'SPECIAL_RATES' })
		expect(special.products.map((product) => product.ratePlan.code)).not.toContain('CORP')
		const corporate = await search({ tab: 'SPECIAL_RATES', corporateCode: 'acm' })
		expect(corporate.products.map((product) => product.ratePlan.code)).toContain('CORP')
		expect((await search({ tab: 'GROUP' })).products).toEqual([])
		expect((await search({ tab: 'GROUP', groupCode: 'NYCMCGR' })).products.length).toBeGreaterThan(0)
		const aaa = await search({ tab: 'SPECIAL_RATES', specialRateType: 'AAA' })
		expect(new Set(aaa.products.map((product) => product.ratePlan.code))).toEqual(new Set(['AAA']))
	})

	it('does not offer a room to more guests than it sleeps', async () => {
		const result = await search({ rooms: [{ adults: 3, children: 1 }], tab: 'STANDARD' })
		expect(new Set(result.products.map((product) => product.room.code))).toEqual(new Set(['DQQN', 'STE1']))
	})

	it('counts confirmed reservations against the inventory', async () => {
		// gold@example.com holds one DKNG at NYCMC from 21 days after today, for 3 nights.
		const result = await search({ checkInDate: addDays(TODAY, 22), checkOutDate: addDays(TODAY, 23), tab: 'STANDARD' })
		expect(find(result.products, 'FLEX:DKNG').roomsLeft).toBe(11)
		expect(find(result.products, 'FLEX:DQQN').roomsLeft).toBe(10)
	})

	it('answers 427 for a stay that includes the sold-out night, 45 days after today', async () => {
		expect((await search({ checkInDate: addDays(TODAY, 44), checkOutDate: addDays(TODAY, 46) })).code).toBe('427')
		expect((await search({ checkInDate: addDays(TODAY, 45), checkOutDate: addDays(TODAY, 46) })).products).toEqual([])
		expect((await search({ checkInDate: addDays(TODAY, 46), checkOutDate: addDays(TODAY, 47) })).code).toBe('SUCCESS')
		expect((await search({ checkInDate: addDays(TODAY, 43), checkOutDate: addDays(TODAY, 45) })).code).toBe('SUCCESS')
	})

	it('refuses dates outside the booking window, and stays that are too long', async () => {
		const refused = async (checkInDate: string, checkOutDate: string) => (await search({ checkInDate, checkOutDate })).code
		expect(await refused(addDays(TODAY, -1), TODAY)).toBe('invalidTravelDatesErrorText')
		expect(await refused(addDays(TODAY, 366), addDays(TODAY, 367))).toBe('invalidTravelDatesErrorText')
		expect(await refused(addDays(TODAY, 5), addDays(TODAY, 5))).toBe('invalidTravelDatesErrorText')
		expect(await refused('2026-02-30', '2026-03-03')).toBe('invalidTravelDatesErrorText')
		expect(await refused(TODAY, addDays(TODAY, 30))).toBe('SUCCESS')
		expect(await refused(TODAY, addDays(TODAY, 31))).toBe('E_TOO_MANY_NIGHTS')
		const tooMany = await search({ rooms: [{ adults: 1 }, { adults: 1 }, { adults: 1 }, { adults: 1 }, { adults: 1 }] })
		expect(tooMany.code).toBe('BAD_REQUEST')
		expect((await search({ rooms: [{ adults: 0, children: 2 }] })).code).toBe('BAD_REQUEST')
	})

	it('answers the same products to an ERS search, with the room pool attributes', async () => {
		const result = await search({ ers: true, tab: 'STANDARD' })
		const flex = find(result.products, 'FLEX:DKNG') as Product & { room: { attributes: Array<{ category: { code: string } }> } }
		expect(flex.averageNightlyRate.value).toBe(32900)
		expect(flex.room.attributes.map((attribute) => attribute.category.code)).toEqual(['R1', 'V9', 'Y2', 'H1'])
	})

	it('prices in yen and won without decimals', async () => {
		const tokyo = await search({ propertyId: 'TYOMC', tab: 'STANDARD' })
		expect(tokyo.currency).toBe('JPY')
		expect(find(tokyo.products, 'FLEX:DKNG').averageNightlyRate).toMatchObject({ valueDecimalPoint: 0, currency: 'JPY' })
		const seoul = await search({ propertyId: 'SELMC', tab: 'STANDARD' })
		expect(find(seoul.products, 'FLEX:DKNG').averageNightlyRate).toMatchObject({ valueDecimalPoint: 0, currency: 'KRW' })
	})

	it('is the error NOT_FOUND for an unknown hotel', async () => {
		const answer = await graph(sandbox.url, PRODUCTS, {
			input: { propertyId: 'ZZZZZ', checkInDate: TODAY, checkOutDate: addDays(TODAY, 1), rooms: [{ adults: 1 }] },
		})
		expect(answer.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND')
	})
})
