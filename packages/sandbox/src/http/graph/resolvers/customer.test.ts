import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../../auth/tokens.ts'
import { SEED_CONFIRMATION_NUMBERS } from '../../../db/seed/catalogue.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer, graph } from '../testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const CUSTOMER = /* GraphQL */ `
	query PhoenixBookHotelHeaderCustomerData($customerId: ID!) {
		customer(id: $customerId) {
			id
			revisionToken
			savedProperties {
				id
			}
		}
	}
`
const token = (customerId: string, kind: 'access' | 'remember-me' = 'access') => issueToken(sandbox.database.db, customerId, kind, new Date())

describe('customer', () => {
	it('is refused without a token, with UNAUTHORIZED and no data for the field', async () => {
		const answer = await graph(sandbox.url, CUSTOMER, { customerId: 'CUST-GOLD' })
		expect(answer.status).toBe(200)
		expect(answer.body.data).toEqual({ customer: null })
		expect(answer.body.errors).toMatchObject([{ path: ['customer'], extensions: { code: 'UNAUTHORIZED' } }])
	})

	it("is refused with another customer's token", async () => {
		const answer = await graph(sandbox.url, CUSTOMER, { customerId: 'CUST-GOLD' }, bearer(await token('CUST-SILVER')))
		expect(answer.body.data).toEqual({ customer: null })
		expect(answer.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
	})

	it('answers the customer named by the token, with the saved hotels in order', async () => {
		const answer = await graph(sandbox.url, CUSTOMER, { customerId: 'CUST-GOLD' }, bearer(await token('CUST-GOLD')))
		expect(answer.body.errors).toBeUndefined()
		expect(answer.body.data?.customer).toEqual({
			id: 'CUST-GOLD',
			revisionToken: expect.stringMatching(/\S/),
			savedProperties: [{ id: 'NYCMC' }, { id: 'MILBG' }],
		})
	})

	it('takes a remember-me token only with the access-type header', async () => {
		const remembered = await token('CUST-SILVER', 'remember-me')
		const withHeader = await graph(sandbox.url, CUSTOMER, { customerId: 'CUST-SILVER' }, bearer(remembered, true))
		expect(withHeader.body.data?.customer).toMatchObject({ id: 'CUST-SILVER', savedProperties: [] })
		const without = await graph(sandbox.url, CUSTOMER, { customerId: 'CUST-SILVER' }, bearer(remembered))
		expect(without.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
	})

	it('answers member information', async () => {
		const memberInformation = /* GraphQL */ `
			query PhoenixBookMemberInformation($customerId: ID!) {
				customer(id: $customerId) {
					id
					profile {
						givenName
						surname
						localizedGivenName
						localizedSurname
						email
					}
					loyaltyInformation {
						memberNumber
						levelCode
						levelTypeCode
						tier
						currentPointBalance
						nightsThisYear
					}
				}
			}
		`
		const answer = await graph(sandbox.url, memberInformation, { customerId: 'CUST-TITANIUM' }, bearer(await token('CUST-TITANIUM')))
		expect(answer.body.data?.customer).toMatchObject({
			profile: { givenName: 'Tomoko', surname: 'Sato', email: 'titanium@example.com' },
			loyaltyInformation: { levelCode: 'P', levelTypeCode: 'PPC', tier: 'titanium', currentPointBalance: 310_750 },
		})
	})

	it("lists the member's reservations, and looks one up by confirmation number and surname", async () => {
		const trips = /* GraphQL */ `
			query CustomerReservations($customerId: ID!) {
				customer(id: $customerId) {
					reservations {
						confirmationNumber
						status
						property {
							id
						}
					}
				}
			}
		`
		const answer = await graph(sandbox.url, trips, { customerId: 'CUST-GOLD' }, bearer(await token('CUST-GOLD')))
		expect(answer.body.data?.customer.reservations).toEqual([
			{ confirmationNumber: SEED_CONFIRMATION_NUMBERS.upcoming, status: 'CONFIRMED', property: { id: 'NYCMC' } },
			{ confirmationNumber: SEED_CONFIRMATION_NUMBERS.cancelled, status: 'CANCELLED', property: { id: 'LONMC' } },
		])

		const lookup = /* GraphQL */ `
			query LookupReservation($confirmationNumber: String!, $surname: String!) {
				reservation(confirmationNumber: $confirmationNumber, surname: $surname) {
					confirmationNumber
					guest {
						givenName
						surname
						customerId
					}
					numberOfNights
				}
			}
		`
		const found = await graph(sandbox.url, lookup, { confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest, surname: 'blake' })
		expect(found.body.data?.reservation).toEqual({
			confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest,
			guest: { givenName: 'Jordan', surname: 'Blake', customerId: null },
			numberOfNights: 2,
		})
		const wrongName = await graph(sandbox.url, lookup, { confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest, surname: 'Smith' })
		expect(wrongName.body).toMatchObject({ data: { reservation: null }, errors: [{ extensions: { code: 'reservation.not.found' } }] })
		const badFormat = await graph(sandbox.url, lookup, { confirmationNumber: 'ABC-1', surname: 'Blake' })
		expect(badFormat.body.errors?.[0]?.extensions.code).toBe('confirmation.number.format.invalid')
	})
})
