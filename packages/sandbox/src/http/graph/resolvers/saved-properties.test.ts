import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../../auth/tokens.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer, graph } from '../testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const READ = /* GraphQL */ `
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
const SAVE = /* GraphQL */ `
	mutation PhoenixBookUpdateSaveProperties($input: UpdateSavedPropertiesInput!) {
		updateCustomerSavedProperties(input: $input) {
			status {
				httpStatus
				code
				errors {
					message
					field
					id
					details
				}
				warnings {
					message
				}
			}
			savedProperties {
				id
			}
			revisionToken
		}
	}
`

async function signedIn(customerId: string, kind: 'access' | 'remember-me' = 'access') {
	const headers = bearer(await issueToken(sandbox.database.db, customerId, kind, new Date()), kind === 'remember-me')
	const read = async () =>
		(await graph(sandbox.url, READ, { customerId }, headers)).body.data?.customer as { revisionToken: string; savedProperties: Array<{ id: string }> }
	const save = async (ids: string[], revisionToken: string) =>
		(await graph(sandbox.url, SAVE, { input: { id: customerId, savedProperties: ids.map((id) => ({ id })), revisionToken } }, headers)).body
	return { read, save }
}

describe('updateCustomerSavedProperties', () => {
	it('stores the ids upper-cased and once each, and rotates the revision token', async () => {
		const gold = await signedIn('CUST-GOLD')
		const before = await gold.read()
		const answer = await gold.save(['nycmc', 'milbg', 'tyomc', 'NYCMC'], before.revisionToken)
		const payload = answer.data?.updateCustomerSavedProperties
		expect(payload.status).toEqual([{ httpStatus: 200, code: 'SUCCESS', errors: [], warnings: [] }])
		expect(payload.savedProperties).toEqual([{ id: 'NYCMC' }, { id: 'MILBG' }, { id: 'TYOMC' }])
		expect(payload.revisionToken).not.toBe(before.revisionToken)
		expect(await gold.read()).toMatchObject({ revisionToken: payload.revisionToken, savedProperties: payload.savedProperties })
	})

	it('refuses a stale revision token with CONFLICT and changes nothing', async () => {
		const gold = await signedIn('CUST-GOLD')
		const before = await gold.read()
		await gold.save(['SHAMC'], before.revisionToken)
		const after = await gold.read()
		const stale = await gold.save(['LONMC'], before.revisionToken)
		const payload = stale.data?.updateCustomerSavedProperties
		expect(payload.status).toMatchObject([{ httpStatus: 409, code: 'CONFLICT' }])
		expect(payload.savedProperties).toEqual([{ id: 'SHAMC' }])
		expect(await gold.read()).toEqual(after)
	})

	it('refuses more than 20 hotels with LIMIT_EXCEEDED, and ids that are not codes, storing nothing; takes exactly 20', async () => {
		const silver = await signedIn('CUST-SILVER')
		const before = await silver.read()
		const ids = Array.from({ length: 21 }, (_, index) => `HTL${String(index).padStart(2, '0')}`)
		const tooMany = await silver.save(ids, before.revisionToken)
		const payload = tooMany.data?.updateCustomerSavedProperties
		expect(payload.status).toMatchObject([{ httpStatus: 422, code: 'LIMIT_EXCEEDED', errors: [{ message: expect.stringMatching(/20/) }] }])
		expect(await silver.read()).toEqual(before)

		const notCodes = await silver.save(['NYCMC', 'not a code'], before.revisionToken)
		expect(notCodes.data?.updateCustomerSavedProperties.status).toMatchObject([{ httpStatus: 400, code: 'BAD_REQUEST' }])
		expect(await silver.read()).toEqual(before)

		const atLimit = await silver.save(ids.slice(0, 20), before.revisionToken)
		expect(atLimit.data?.updateCustomerSavedProperties.status[0].code).toBe('SUCCESS')
		expect((await silver.read()).savedProperties).toHaveLength(20)
	})

	it('lets exactly one of two writers with the same token win', async () => {
		const platinum = await signedIn('CUST-PLATINUM')
		const { revisionToken } = await platinum.read()
		const answers = await Promise.all([platinum.save(['NYCMC'], revisionToken), platinum.save(['LONMC'], revisionToken)])
		const codes = answers.map((answer) => answer.data?.updateCustomerSavedProperties.status[0].code).sort()
		expect(codes).toEqual(['CONFLICT', 'SUCCESS'])
		const winner = answers.find((answer) => answer.data?.updateCustomerSavedProperties.status[0].code === 'SUCCESS')
		expect((await platinum.read()).savedProperties).toEqual(winner?.data?.updateCustomerSavedProperties.savedProperties)
	})

	it('is open to a remembered member (remember-me token) and closed to everyone else', async () => {
		const member = await signedIn('CUST-MEMBER', 'remember-me')
		const { revisionToken } = await member.read()
		const saved = await member.save(['AUSMC'], revisionToken)
		expect(saved.data?.updateCustomerSavedProperties.status[0].code).toBe('SUCCESS')

		const stranger = await graph(sandbox.url, SAVE, { input: { id: 'CUST-MEMBER', savedProperties: [], revisionToken } })
		expect(stranger.body.data).toBeNull()
		expect(stranger.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		expect((await member.read()).savedProperties).toEqual([{ id: 'AUSMC' }])
	})
})
