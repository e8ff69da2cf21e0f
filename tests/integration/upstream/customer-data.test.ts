import type { AppLoadContext } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { logMessages } from '@meridian/sandbox/db/schema/index.ts'
import { graphqlPath, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { savedStateOf } from '#app/services/save-property.server.ts'
import { fetchHotelHeaderCustomerData } from '#app/services/upstream/customer-data.server.ts'
import { Unauthorized } from '#app/services/upstream/errors.server.ts'
import type { Visitor } from '#app/services/visitor.server.ts'
import { goldMember, guest, rememberedMember, signedInMember, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

// Spec 000 §5, §7, §8: the customer-data call (POST fetchHotelHeaderCustomerData {customerId})
// is made only on post-booking, lookup and account pages, only for a signed-in or remembered
// member; its failure is logged in the spec's words and taken for an empty customer.

useSandboxUpstream()
afterEach(() => vi.clearAllMocks())

const customerDataCalls = () => upstreamJournal.to(REST_PATHS.hotelHeaderCustomerData)
const context = () => ({}) as AppLoadContext
const visitorOf = (state: Visitor['state'], upstream: Visitor['upstream']): Visitor => ({
	state,
	locale: upstream.locale,
	requestId: upstream.requestId,
	clientIp: '127.0.0.1',
	sessionExpired: false,
	customerId: state === 'guest' ? undefined : goldMember.id,
	upstream,
})

describe('the customer-data call', () => {
	it('posts {customerId} with the member’s token and answers the customer', async () => {
		const customer = await fetchHotelHeaderCustomerData(goldMember.id, signedInMember)
		expect(customer).toEqual({ id: goldMember.id, revisionToken: expect.any(String), savedProperties: expect.any(Array) })
		const [request] = customerDataCalls()
		expect(request?.method).toBe('POST')
		expect(request?.body).toEqual({ customerId: goldMember.id })
		expect(request?.headers.get('authorization')).toBe(`Bearer ${signedInMember.accessToken}`)
	})

	it('answers a remembered member (access-type remember-me), and refuses another customer', async () => {
		expect((await fetchHotelHeaderCustomerData(goldMember.id, rememberedMember)).id).toBe(goldMember.id)
		expect(customerDataCalls().at(-1)?.headers.get('access-type')).toBe('remember-me')
		await expect(fetchHotelHeaderCustomerData('CUST-SILVER', signedInMember)).rejects.toBeInstanceOf(Unauthorized)
		await expect(fetchHotelHeaderCustomerData(goldMember.id, guest)).rejects.toBeInstanceOf(Unauthorized)
	})
})

describe('only on the pages that qualify', () => {
	it.each(['confirmation', 'upcomingReservation', 'lookup', 'account'])('is made on %s for a member, and not the property bar query', async (pageType) => {
		expect(await savedStateOf(context(), visitorOf('member', signedInMember), 'NYCMC', pageType)).toEqual(expect.any(Boolean))
		expect(customerDataCalls()).toHaveLength(1)
		expect(upstreamJournal.to(graphqlPath('PropertyBarQueryAuth'))).toHaveLength(0)
	})

	it('is made for a remembered member', async () => {
		await savedStateOf(context(), visitorOf('remembered', rememberedMember), 'NYCMC', 'confirmation')
		expect(customerDataCalls()).toHaveLength(1)
	})

	it.each(['rlm', 'none'])('is not made on a page that does not qualify (%s): the saved state comes with the property bar', async (pageType) => {
		expect(await savedStateOf(context(), visitorOf('member', signedInMember), 'NYCMC', pageType)).toEqual(expect.any(Boolean))
		expect(customerDataCalls()).toHaveLength(0)
		expect(upstreamJournal.to(graphqlPath('PropertyBarQueryAuth')).length).toBeGreaterThan(0)
	})

	it('is not made for a guest, even on a qualifying page', async () => {
		expect(await savedStateOf(context(), visitorOf('guest', guest), 'NYCMC', 'confirmation')).toBeNull()
		expect(customerDataCalls()).toHaveLength(0)
	})

	it('takes a failure for an empty customer, logged as "Error while fetching HotelHeader customer data"', async () => {
		await upstreamSandbox().database.db.delete(logMessages)
		upstreamFaults.next(REST_PATHS.hotelHeaderCustomerData, 'server-error')
		expect(await savedStateOf(context(), visitorOf('member', signedInMember), 'NYCMC', 'confirmation')).toBe(false)
		await vi.waitFor(async () => {
			const lines = (await upstreamSandbox().database.db.select().from(logMessages)).map((row) => row.message)
			expect(lines).toEqual(['Error while fetching HotelHeader customer data API_ERROR|SERVER_ERROR|hotelHeaderCustomerData|HTTP 503'])
		})
	})
})
