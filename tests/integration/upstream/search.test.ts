import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { SEED_PROPERTIES } from '@meridian/sandbox/db/seed/catalogue/properties.ts'
import { seoNicknameOf } from '@meridian/sandbox/db/seed/catalogue/property-shape.ts'
import { graphqlPath } from '@meridian/upstream-contract/contract.ts'
import { SCHEMA_SDL } from '@meridian/upstream-contract/graphql-schema.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { PhoenixBookSearchProperties, searchProperties } from '#app/services/upstream/operations/search.server.ts'
import { guest, useSandboxUpstream } from './sandbox-upstream.ts'

useSandboxUpstream()

const chicago = SEED_PROPERTIES.find((property) => property.id === 'CHIRZ')!

describe('PhoenixBookSearchProperties', () => {
	it('validates against the sandbox schema', () => {
		expect(validate(buildSchema(SCHEMA_SDL), parse(PhoenixBookSearchProperties.document)).map((error) => error.message)).toEqual([])
		expect(PhoenixBookSearchProperties.kind).toBe('query')
	})

	it('finds hotels by city, any case, with what the result list shows', async () => {
		const found = await searchProperties('chicago', guest)
		expect(found).toEqual([
			{
				id: 'CHIRZ',
				seoNickname: seoNicknameOf(chicago),
				basicInformation: { name: chicago.name, brand: { id: 'RZ', name: 'The Ritz-Carlton' } },
				contactInformation: { address: { city: 'Chicago', country: { code: 'US', description: 'United States' } } },
				reviews: { numberOfReviews: { count: 1163 }, stars: { count: 4.8 } },
				media: { primaryImage: { wideHorizontal: '/content/dam/chirz/overview.jpg' } },
			},
		])
	})

	it('sends the destination and the page size, and lists by name', async () => {
		const found = await searchProperties('italy', guest)
		expect(found.map((hotel) => hotel.id)).toEqual(['MILBG', 'ROMBG'])
		const last = upstreamJournal.to(graphqlPath('PhoenixBookSearchProperties')).at(-1)
		expect(last?.body).toMatchObject({ operationName: 'PhoenixBookSearchProperties', variables: { destination: 'italy', first: 20 } })
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
