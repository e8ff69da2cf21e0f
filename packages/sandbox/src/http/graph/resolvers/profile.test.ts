import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { issueToken } from '../../../auth/tokens.ts'
import { customers, savedProperties } from '../../../db/schema/index.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer, graph } from '../testing.ts'

// The member's profile in the data graph: what it reads, the profile edit, the earning preference.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const STATUS = 'status { httpStatus code errors { message field } }'
const PROFILE_FIELDS = 'givenName surname email mobilePhone { lastFourDigits verified } communicationPreferences { email sms } twoStepVerification'
const PROFILE = /* GraphQL */ `
	query MemberProfile($customerId: ID!) {
		customer(id: $customerId) {
			profile { ${PROFILE_FIELDS} }
			loyaltyInformation { memberNumber earningPreference }
			savedProperties { id property { id basicInformation { name } } }
		}
	}
`
const UPDATE = /* GraphQL */ `
	mutation UpdateCustomerProfile($input: UpdateCustomerProfileInput!) {
		updateCustomerProfile(input: $input) { ${STATUS} profile { ${PROFILE_FIELDS} } }
	}
`
const EARNING = /* GraphQL */ `
	mutation UpdateEarningPreference($input: UpdateEarningPreferenceInput!) {
		updateEarningPreference(input: $input) { ${STATUS} earningPreference }
	}
`

const headersOf = async (customerId: string) => bearer(await issueToken(sandbox.database.db, customerId, 'access', new Date()))
async function read(customerId: string) {
	return (await graph(sandbox.url, PROFILE, { customerId }, await headersOf(customerId))).body.data?.customer
}
async function update(customerId: string, changes: Record<string, unknown> = {}) {
	const [row] = await sandbox.database.db.select().from(customers).where(eq(customers.id, customerId))
	const input = {
		customerId,
		givenName: row?.givenName,
		surname: row?.surname,
		mobilePhone: row?.mobilePhone,
		communicationPreferences: { email: row?.communicationEmail, sms: row?.communicationSms },
		...changes,
	}
	const answer = await graph(sandbox.url, UPDATE, { input }, await headersOf(customerId))
	return answer.body.data?.updateCustomerProfile
}

describe('the member profile', () => {
	it("answers gold's confirmed number by its last four digits, with two-step on; silver's waits for its code; a member has none", async () => {
		expect(await read('CUST-GOLD')).toMatchObject({
			profile: {
				email: 'gold@example.com',
				mobilePhone: { lastFourDigits: '0123', verified: true },
				communicationPreferences: { email: true, sms: true },
				twoStepVerification: true,
			},
			loyaltyInformation: { memberNumber: '100002223', earningPreference: 'HP' },
		})
		expect((await read('CUST-SILVER')).profile).toMatchObject({ mobilePhone: { lastFourDigits: '0188', verified: false }, twoStepVerification: false })
		expect((await read('CUST-MEMBER')).profile).toMatchObject({
			mobilePhone: null,
			communicationPreferences: { email: true, sms: false },
			twoStepVerification: false,
		})
	})

	it('answers each saved hotel with its hotel, and none for a code the catalogue does not list', async () => {
		expect((await read('CUST-GOLD')).savedProperties).toEqual([
			{ id: 'NYCMC', property: { id: 'NYCMC', basicInformation: { name: expect.stringMatching(/New York/) } } },
			{ id: 'MILBG', property: { id: 'MILBG', basicInformation: { name: expect.stringMatching(/Milano/) } } },
		])
		await sandbox.database.db.insert(savedProperties).values({ customerId: 'CUST-AMBASSADOR', propertyId: 'GONE1', position: 1 })
		expect((await read('CUST-AMBASSADOR')).savedProperties).toEqual([{ id: 'GONE1', property: null }])
	})

	it('is read and changed only with the member’s own token', async () => {
		const stranger = await graph(sandbox.url, PROFILE, { customerId: 'CUST-GOLD' }, await headersOf('CUST-SILVER'))
		expect(stranger.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		const input = { customerId: 'CUST-GOLD', givenName: 'Eve', surname: 'Il', communicationPreferences: { email: false, sms: false } }
		const anonymous = await graph(sandbox.url, UPDATE, { input })
		expect(anonymous.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		expect((await read('CUST-GOLD')).profile.givenName).toBe('Grace')
	})
})

describe('updateCustomerProfile', () => {
	it('changes the names and the communication preferences', async () => {
		const changed = await update('CUST-PLATINUM', { givenName: ' Pablo José ', surname: 'Martín-Ruiz', communicationPreferences: { email: false, sms: true } })
		expect(changed.status).toEqual([{ httpStatus: 200, code: 'SUCCESS', errors: [] }])
		expect(changed.profile).toMatchObject({ givenName: 'Pablo José', surname: 'Martín-Ruiz', communicationPreferences: { email: false, sms: true } })
		expect((await read('CUST-PLATINUM')).profile).toEqual(changed.profile)
	})

	it('keeps a confirmed number given again in another form, unconfirms a new one, and removes an empty one', async () => {
		expect((await update('CUST-GOLD', { mobilePhone: '+1 (212) 555-0123' })).profile.mobilePhone).toEqual({ lastFourDigits: '0123', verified: true })
		expect((await update('CUST-GOLD', { mobilePhone: '+1 212 555 0999' })).profile.mobilePhone).toEqual({ lastFourDigits: '0999', verified: false })
		const [gold] = await sandbox.database.db.select().from(customers).where(eq(customers.id, 'CUST-GOLD'))
		expect(gold).toMatchObject({ mobilePhone: '+12125550999', mobilePhoneVerified: false, twoStepVerification: true })
		expect((await update('CUST-GOLD', { mobilePhone: '' })).profile.mobilePhone).toBeNull()
		expect((await update('CUST-GOLD', { mobilePhone: '4930 1234 5678' })).profile.mobilePhone).toEqual({ lastFourDigits: '5678', verified: false })
		expect((await update('CUST-GOLD', { mobilePhone: null })).profile.mobilePhone).toBeNull()
	})

	it('refuses an empty or too long name and a number of the wrong length with BAD_REQUEST, changing nothing', async () => {
		const before = await read('CUST-TITANIUM')
		const refusals = [
			[{ givenName: '  ' }, 'givenName'],
			[{ surname: 'S'.repeat(41) }, 'surname'],
			[{ mobilePhone: '12345' }, 'mobilePhone'],
			[{ mobilePhone: '+1234567890123456789' }, 'mobilePhone'],
			[{ mobilePhone: '555-CALL-NOW' }, 'mobilePhone'],
		] as const
		for (const [changes, field] of refusals) {
			expect((await update('CUST-TITANIUM', changes)).status, field).toEqual([
				{ httpStatus: 400, code: 'BAD_REQUEST', errors: [{ message: expect.any(String), field }] },
			])
		}
		expect(await read('CUST-TITANIUM')).toEqual(before)
	})

	it('refuses a name not in Latin letters with UNPROCESSABLE_ENTITY, and a number another member has with phone.duplicate.account', async () => {
		expect((await update('CUST-TITANIUM', { surname: '佐藤' })).status[0]).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', errors: [{ field: 'surname' }] })
		expect((await update('CUST-TITANIUM', { givenName: 'Томоко' })).status[0]).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', errors: [{ field: 'givenName' }] })
		const taken = await update('CUST-TITANIUM', { mobilePhone: '+1 312 555 0188' })
		expect(taken).toEqual({
			status: [{ httpStatus: 409, code: 'phone.duplicate.account', errors: [{ message: expect.any(String), field: 'mobilePhone' }] }],
			profile: null,
		})
		// A member keeps their own number, of course.
		expect((await update('CUST-SILVER', { mobilePhone: '+13125550188' })).status[0].code).toBe('SUCCESS')
		expect((await read('CUST-TITANIUM')).profile.mobilePhone).toBeNull()
	})
})

describe('updateEarningPreference', () => {
	it('sets miles or points for the member who asks, and only them', async () => {
		const headers = await headersOf('CUST-EAA')
		const set = async (earningPreference: string, customerId = 'CUST-EAA') =>
			(await graph(sandbox.url, EARNING, { input: { customerId, earningPreference } }, headers)).body
		expect((await set('MI')).data?.updateEarningPreference).toEqual({ status: [{ httpStatus: 200, code: 'SUCCESS', errors: [] }], earningPreference: 'MI' })
		expect((await read('CUST-EAA')).loyaltyInformation.earningPreference).toBe('MI')
		expect((await set('HP')).data?.updateEarningPreference.earningPreference).toBe('HP')
		expect((await set('XX')).errors?.[0]?.message).toMatch(/EarningPreference/)
		expect((await set('MI', 'CUST-GOLD')).errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		expect((await read('CUST-GOLD')).loyaltyInformation.earningPreference).toBe('HP')
		expect((await read('CUST-EAA')).loyaltyInformation.earningPreference).toBe('HP')
	})
})
