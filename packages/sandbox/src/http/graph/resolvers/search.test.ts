import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const SEARCH = /* GraphQL */ `
	query PhoenixBookSearchProperties($destination: String!, $first: Int) {
		searchProperties(destination: $destination, first: $first) {
			id
			seoNickname
			basicInformation {
				name
			}
			contactInformation {
				address {
					city
					country {
						description
					}
				}
			}
		}
	}
`
const search = async (destination: string, first?: number) => {
	const answer = await graph(sandbox.url, SEARCH, first === undefined ? { destination } : { destination, first })
	expect(answer.body.errors).toBeUndefined()
	return answer.body.data?.searchProperties as Array<{ id: string; seoNickname: string; basicInformation: { name: string } }>
}
const ids = (found: Array<{ id: string }>) => found.map((property) => property.id)

describe('searchProperties', () => {
	it('finds hotels by city, any case', async () => {
		const found = await search('new york')
		expect(ids(found)).toContain('NYCMC')
		expect(found.find((property) => property.id === 'NYCMC')?.seoNickname).toBe('nycmc-meridian-new-york-times-square')
	})

	it('finds hotels by name, ordered by name', async () => {
		const found = await search('BULGARI')
		expect(ids(found)).toEqual(expect.arrayContaining(['MILBG', 'ROMBG']))
		const names = found.map((property) => property.basicInformation.name)
		expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
	})

	it('finds hotels by country', async () => {
		expect(ids(await search('japan'))).toContain('TYOMC')
	})

	it('finds nothing for an unknown, blank or wildcard destination', async () => {
		expect(await search('zzz')).toEqual([])
		expect(await search('   ')).toEqual([])
		expect(await search('%')).toEqual([])
		expect(await search('_')).toEqual([])
	})

	it('answers at most `first` hotels, never more than 50', async () => {
		expect(await search('e', 2)).toHaveLength(2)
		const many = await search('e', 500)
		expect(many.length).toBeGreaterThan(2)
		expect(many.length).toBeLessThanOrEqual(50)
	})
})

const BRAND = /* GraphQL */ `
	query PhoenixBookBrandProperties($brandCodes: [String!]!, $destination: String) {
		brandProperties(brandCodes: $brandCodes, destination: $destination) {
			id
			basicInformation {
				brand {
					id
				}
			}
		}
	}
`
const brandSearch = async (brandCodes: string[], destination?: string) => {
	const answer = await graph(sandbox.url, BRAND, destination === undefined ? { brandCodes } : { brandCodes, destination })
	expect(answer.body.errors).toBeUndefined()
	return answer.body.data?.brandProperties as Array<{ id: string; basicInformation: { brand: { id: string } } }>
}

describe('brandProperties', () => {
	it("lists every hotel of a brand, and only that brand's", async () => {
		const found = await brandSearch(['bg'])
		expect(ids(found)).toEqual(expect.arrayContaining(['MILBG', 'ROMBG']))
		expect(found.every((property) => property.basicInformation.brand.id === 'BG')).toBe(true)
	})

	it("narrows them by a destination, never to another brand's hotel", async () => {
		expect(ids(await brandSearch(['BG'], 'roma'))).toEqual(['ROMBG'])
		expect(ids(await brandSearch(['RZ'], 'Milano'))).toEqual([])
		expect(ids(await brandSearch(['RZ'], '  '))).toContain('CHIRZ')
	})

	it('finds nothing for no brand or an unknown one', async () => {
		expect(await brandSearch([])).toEqual([])
		expect(await brandSearch(['ZZ'])).toEqual([])
	})
})
