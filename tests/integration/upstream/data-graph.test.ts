import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { SEED_PROPERTIES } from '@meridian/sandbox/db/seed/catalogue/properties.ts'
import { graphqlPath, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { Conflict, Unauthorized, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { isFeatureEnabled } from '#app/services/upstream/feature-flags.server.ts'
import {
	fetchMemberInformation,
	fetchSavedProperties,
	PhoenixBookHotelHeaderCustomerData,
	updateSavedProperties,
} from '#app/services/upstream/operations/customer.server.ts'
import {
	fetchHotelHeaderData,
	fetchPropertyBar,
	fetchPropertyBarForMember,
	PhoenixBookDTTHotelHeaderData,
} from '#app/services/upstream/operations/property.server.ts'
import { fetchFeatureFlags, fetchLookups } from '#app/services/upstream/operations/reference.server.ts'
import { goldMember, guest, rememberedMember, signedInMember, useSandboxUpstream } from './sandbox-upstream.ts'

useSandboxUpstream()

const newYork = SEED_PROPERTIES.find((property) => property.id === 'NYCMC')!
/** The gold member's saved hotels as the sandbox seeds them. */
const SEEDED_SAVED = [{ id: 'NYCMC' }, { id: 'MILBG' }]

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('the data graph operations', () => {
	it('reads the hotel header', async () => {
		const property = await fetchHotelHeaderData('nycmc', guest)
		expect(property).toMatchObject({
			id: 'NYCMC',
			basicInformation: { name: newYork.name, brand: { id: 'MC' }, currency: 'USD' },
			contactInformation: { address: { city: 'New York', stateProvince: { description: 'New York' } } },
			reviews: { numberOfReviews: { count: 2841 }, stars: { count: 4.4 } },
			media: { primaryImage: { wideHorizontal: '/content/dam/nycmc/overview.jpg' } },
		})
	})

	it('reads a hotel’s migration status on its header and its property bar; null for a hotel with none', async () => {
		expect((await fetchHotelHeaderData('MIAMC', guest))?.migrationStatus).toBe('MIGRATED')
		expect((await fetchPropertyBar('PARMC', guest))?.migrationStatus).toBe('IN_PROGRESS')
		expect((await fetchHotelHeaderData('NYCMC', guest))?.migrationStatus).toBeNull()
	})

	it('answers null for a hotel the platform does not have', async () => {
		expect(await fetchHotelHeaderData('NOPE1', guest)).toBeNull()
	})

	it('reads the property bar, with and without the member', async () => {
		const bar = await fetchPropertyBar('NYCMC', guest)
		expect(bar?.contactInformation.contactNumbers[0]?.number).toEqual({ original: '+1 212-555-0100', display: '+1 212-555-0100' })
		expect(bar?.contactInformation.address.stateProvince).toEqual({ code: 'NY' })

		const forMember = await fetchPropertyBarForMember('NYCMC', goldMember.id, signedInMember)
		expect(forMember.property?.basicInformation.websiteUrl).toBe('https://www.meridian-hotels.example/hotels/travel/nycmc-meridian-new-york-times-square')
		expect(forMember.customer).toEqual({ id: goldMember.id, revisionToken: expect.any(String), savedProperties: SEEDED_SAVED })
	})

	it('reads the saved hotels of a remembered member with the remember-me token', async () => {
		const customer = await fetchSavedProperties(goldMember.id, rememberedMember)
		expect(customer?.savedProperties).toEqual(SEEDED_SAVED)
	})

	it('refuses customer data without the member’s token', async () => {
		await expect(fetchSavedProperties(goldMember.id, guest)).rejects.toBeInstanceOf(Unauthorized)
	})

	it('reads the member information', async () => {
		const member = await fetchMemberInformation(goldMember.id, signedInMember)
		expect(member?.loyaltyInformation).toMatchObject({ tier: 'gold', currentPointBalance: 86_000, nightsThisYear: 31 })
		expect(member?.profile.email).toBe(goldMember.email)
	})

	it('updates the saved hotels, upper-cased, and answers the next revision token', async () => {
		const { revisionToken } = (await fetchSavedProperties(goldMember.id, signedInMember))!
		const saved = await updateSavedProperties({ id: goldMember.id, savedProperties: [{ id: 'milbg' }, { id: 'chirz' }], revisionToken }, signedInMember)
		expect(saved.savedProperties).toEqual([{ id: 'MILBG' }, { id: 'CHIRZ' }])
		expect(saved.revisionToken).not.toBe(revisionToken)
		const reread = await fetchSavedProperties(goldMember.id, signedInMember)
		expect(reread).toEqual(saved)
	})

	it('answers Conflict for a stale revision token, and LIMIT_EXCEEDED past 20 hotels', async () => {
		const { revisionToken } = (await fetchSavedProperties(goldMember.id, signedInMember))!
		const stale = { id: goldMember.id, savedProperties: [{ id: 'CHIRZ' }], revisionToken: `${revisionToken}-stale` }
		await expect(updateSavedProperties(stale, signedInMember)).rejects.toBeInstanceOf(Conflict)

		const tooMany = Array.from({ length: 21 }, (_, index) => ({ id: `HOTEL${index}` }))
		const error = await updateSavedProperties({ ...stale, savedProperties: tooMany, revisionToken }, signedInMember).catch((caught: unknown) => caught)
		expect(error).toBeInstanceOf(UpstreamError)
		expect(error).toMatchObject({ code: 'LIMIT_EXCEEDED', status: 422 })
	})

	it('reads countries and the states of a country', async () => {
		const countries = await fetchLookups('COUNTRIES', guest)
		expect(countries.map((country) => country.code)).toEqual(expect.arrayContaining(['ES', 'MX', 'US']))
		const states = await fetchLookups('STATES', guest, { countryCode: 'US' })
		expect(states).toContainEqual({ code: 'IL', description: 'Illinois' })
		expect(upstreamJournal.last()?.body).toMatchObject({ variables: { type: 'STATES', countryCode: 'US' } })
	})

	it('reads feature flags; an unknown flag is off', async () => {
		expect(await fetchFeatureFlags(['logo-automation', 'bau-rlm', 'neverHeardOf'], guest)).toEqual({
			'logo-automation': true,
			'bau-rlm': false,
			neverHeardOf: false,
		})
		expect(await isFeatureEnabled('logo-automation', guest)).toBe(true)
		expect(await isFeatureEnabled('bau-rlm', guest)).toBe(false)
	})
})

describe('persisted operations', () => {
	const path = graphqlPath(PhoenixBookDTTHotelHeaderData.name)

	it('sends the hash alone first, and the document only when the platform does not know it', async () => {
		// The sandbox keeps documents for the whole file: this answer is one it gives a client it has not met.
		upstreamFaults.next(PhoenixBookDTTHotelHeaderData.name, { code: UPSTREAM_ERROR_CODES.persistedQueryNotFound })
		await fetchHotelHeaderData('NYCMC', guest)
		const [first, second] = upstreamJournal.to(path)
		const hash = sha256(PhoenixBookDTTHotelHeaderData.document)
		expect(first?.body).toEqual({
			operationName: 'PhoenixBookDTTHotelHeaderData',
			variables: { propertyId: 'NYCMC' },
			extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
		})
		expect(second?.body).toEqual({ ...(first?.body as object), query: PhoenixBookDTTHotelHeaderData.document })
	})

	it('sends only the hash once the platform knows the document', async () => {
		await fetchHotelHeaderData('NYCMC', guest)
		upstreamJournal.reset()
		await fetchHotelHeaderData('CHIRZ', guest)
		const requests = upstreamJournal.to(path)
		expect(requests).toHaveLength(1)
		expect(requests[0]?.body).not.toHaveProperty('query')
	})
})

describe('headers', () => {
	const headersOf = (operationName: string) => {
		const request = upstreamJournal.to(graphqlPath(operationName)).at(-1)
		if (!request) throw new Error(`no request for ${operationName}`)
		return request.headers
	}

	it('sends the contract’s headers, and no credentials for a guest', async () => {
		await fetchHotelHeaderData('NYCMC', { ...guest, locale: 'es-ES', dtt: true })
		const headers = headersOf('PhoenixBookDTTHotelHeaderData')
		expect(Object.fromEntries(headers)).toMatchObject({
			'accept-language': 'es-ES',
			'graphql-operation-name': 'PhoenixBookDTTHotelHeaderData',
			'x-requested-by': 'phoenix_book',
			'x-request-id': 'req-guest-1',
			dtt: 'true',
			'apollographql-client-name': 'phoenix_book',
			'force-safelisting': 'true',
			'cache-control': 'no-cache',
			'content-type': 'application/json',
		})
		expect(headers.has('authorization')).toBe(false)
		expect(headers.has('access-type')).toBe(false)
		expect(headers.has('uxl-migration-status')).toBe(false)
	})

	it('sends dtt false unless the visit is flagged', async () => {
		await fetchHotelHeaderData('NYCMC', guest)
		expect(headersOf('PhoenixBookDTTHotelHeaderData').get('dtt')).toBe('false')
	})

	it('sends the signed-in member’s bearer token, without access-type', async () => {
		await fetchSavedProperties(goldMember.id, signedInMember)
		const headers = headersOf(PhoenixBookHotelHeaderCustomerData.name)
		expect(headers.get('authorization')).toBe(`Bearer ${signedInMember.accessToken}`)
		expect(headers.has('access-type')).toBe(false)
	})

	it('marks a remembered member’s token with access-type remember-me', async () => {
		await fetchSavedProperties(goldMember.id, rememberedMember)
		const headers = headersOf(PhoenixBookHotelHeaderCustomerData.name)
		expect(headers.get('authorization')).toBe(`Bearer ${rememberedMember.accessToken}`)
		expect(headers.get('access-type')).toBe('remember-me')
	})

	it('sends uxl-migration-status only when one is set', async () => {
		await fetchHotelHeaderData('NYCMC', { ...guest, migrationStatus: 'MIGRATED' })
		expect(headersOf('PhoenixBookDTTHotelHeaderData').get('uxl-migration-status')).toBe('MIGRATED')
	})
})
