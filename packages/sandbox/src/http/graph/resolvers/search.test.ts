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
			basicInformation { name }
			contactInformation { address { city country { description } } }
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
