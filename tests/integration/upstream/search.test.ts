import { parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { chicagoHotel } from '#mocks/upstream/fixtures/property.ts'
import { upstreamSchema } from '#mocks/upstream/schema.ts'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { graphqlPath } from '@meridian/upstream-contract/contract.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { PhoenixBookSearchProperties, searchProperties } from '#app/services/upstream/operations/search.server.ts'
import { guest, useMockUpstream } from './setup.ts'

useMockUpstream()

describe('PhoenixBookSearchProperties', () => {
	it('validates against the sandbox schema', () => {
		expect(validate(upstreamSchema, parse(PhoenixBookSearchProperties.document)).map((error) => error.message)).toEqual([])
		expect(PhoenixBookSearchProperties.kind).toBe('query')
	})

	it('finds hotels by city, any case, with what the result list shows', async () => {
		const found = await searchProperties('chicago', guest)
		expect(found).toEqual([
			{
				id: 'CHIMC',
				seoNickname: chicagoHotel.seoNickname,
				basicInformation: { name: chicagoHotel.basicInformation.name, brand: { id: 'MC', name: 'Hotels & Resorts' } },
				contactInformation: { address: { city: 'Chicago', country: { code: 'US', description: 'USA' } } },
				reviews: { numberOfReviews: { count: 2311 }, stars: { count: 4.3 } },
				media: { primaryImage: { wideHorizontal: '/is/image/chimc-exterior-wide' } },
			},
		])
	})

	it('sends the destination and the page size, and lists by name', async () => {
		const found = await searchProperties('usa', guest)
		expect(found.map((hotel) => hotel.id)).toEqual(['CHIMC', 'NYCMC'])
		const last = upstreamJournal.to(graphqlPath('PhoenixBookSearchProperties')).at(-1)
		expect(last?.body).toMatchObject({ operationName: 'PhoenixBookSearchProperties', variables: { destination: 'usa', first: 20 } })
	})

	it('answers none for an unknown destination', async () => {
		expect(await searchProperties('zzzz', guest)).toEqual([])
	})

	it('fails with an upstream error when the platform does', async () => {
		upstreamFaults.next('PhoenixBookSearchProperties', 'server-error')
		upstreamFaults.next('PhoenixBookSearchProperties', 'server-error')
		await expect(searchProperties('chicago', guest)).rejects.toBeInstanceOf(UpstreamError)
	})
})
