import { describe, expect, it, vi } from 'vitest'
import { client } from '@meridian/sandbox/http/accounts/testing.ts'
import { NON_MEMBER_GUEST, SEED_CONFIRMATION_NUMBERS } from '@meridian/sandbox/db/seed/catalogue/reservations.ts'
import { customers } from '@meridian/sandbox/db/schema/index.ts'
import { graphqlPath, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { sessionStorageFor } from '#app/services/session.server.ts'
import { action as join, loader as joinPage } from '#app/routes/account/join.tsx'
import { cookieFor, get, post } from './route-calls.ts'
import { guest, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

// The join page joins through the account service (issue 15, spec 000 §7 enroll v1, v2),
// against the sandbox: v1 for a plain join, v2 when the join carries a join link's stay;
// the new member is signed in with a new session id and welcomed with the number; a refusal
// is said beside its field. Joining while booking stays joinNow's (spec 001).
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const JOIN_PATH = '/loyalty/createAccount/createAccountPage1.mi'
const PASSWORD = 'Joined#2027'
const details = (email: string, phone: string) => ({
	givenName: 'Robin',
	surname: 'Tester',
	email,
	countryCode: 'US',
	phone,
	partnerNumber: '',
	password: PASSWORD,
})
const sessionIdOf = async (cookie: string | undefined) => (await sessionStorageFor(new Request('http://localhost/')).getSession(cookie)).get('sessionToken')

/** Joins with these fields; the enroll calls the platform saw, and the welcome the new member's cookie opens. */
async function joinWith(fields: Record<string, string>) {
	const cookie = await cookieFor(guest.sessionToken)
	const joined = await post(join, JOIN_PATH, fields, cookie)
	expect(joined.status).toBe(303)
	expect(joined.headers.get('Location')).toBe(JOIN_PATH)
	const memberCookie = joined.headers.get('Set-Cookie')?.split(';')[0]
	// Signed in, as at every sign-in, with a new session id.
	const sessionId = await sessionIdOf(memberCookie)
	expect(sessionId).toEqual(expect.any(String))
	expect(sessionId).not.toBe(guest.sessionToken)
	expect(upstreamJournal.to(graphqlPath('PhoenixBookJoinNow'))).toEqual([])
	const calls = { v1: upstreamJournal.to(REST_PATHS.enroll), v2: upstreamJournal.to(REST_PATHS.enrollV2) }
	return { calls, welcome: await (await get(joinPage, JOIN_PATH, memberCookie)).json() }
}

const memberNumberOf = async (email: string) =>
	(await upstreamSandbox().database.db.select().from(customers)).find((customer) => customer.email === email)?.memberNumber

describe('the join page through enroll', () => {
	it('joins through v1, signs the new member in and shows the new member number', async () => {
		const email = `enroll-v1-${Date.now()}@example.com`
		const { calls, welcome } = await joinWith(details(email, '3125550471'))
		expect(calls.v2).toEqual([])
		expect(calls.v1).toHaveLength(1)
		// The mobile number as typed reaches the platform in E.164 (issue 31).
		expect(calls.v1[0]?.body).toMatchObject({ givenName: 'Robin', email, countryCode: 'US', smsPhone: '+13125550471', partnerNumber: null })
		expect(calls.v1[0]?.body).not.toHaveProperty('confirmationNumber')
		expect(JSON.stringify(calls.v1[0]?.body)).not.toContain(PASSWORD)
		expect(welcome).toMatchObject({ kind: 'member', memberNumber: await memberNumberOf(email), reservationLinked: null })
		expect(welcome.memberNumber).toMatch(/^3\d{8}$/)
	})

	it('says a duplicate e-mail beside the field, 400, with the other values kept and no password; an unknown refusal at the top', async () => {
		const refused = await post(join, JOIN_PATH, details(TEST_ACCOUNTS.gold.email, '3125550472'), await cookieFor(guest.sessionToken))
		expect(refused.status).toBe(400)
		const { result } = await refused.json()
		expect(result.error).toEqual({ email: ['emailDuplicateError'] })
		expect(result.initialValue).toMatchObject({ givenName: 'Robin', phone: '3125550472' })
		expect(result.initialValue).not.toHaveProperty('password')
		expect(upstreamJournal.to(REST_PATHS.enroll)).toHaveLength(1)

		// A refusal the page does not know is said at the top (uxlFailureErrorMessage), as joinNow's were; not the 503 page.
		upstreamFaults.next(`POST ${REST_PATHS.enroll}`, { code: 'SOMETHING_NEW', status: 422 })
		const unknown = await post(join, JOIN_PATH, details(`enroll-unknown-${Date.now()}@example.com`, '3125550474'), await cookieFor(guest.sessionToken))
		expect(unknown.status).toBe(400)
		expect((await unknown.json()).result.error).toEqual({ '': ['uxlFailureErrorMessage'] })
	})

	it('joins through v2 with the join link’s stay, and warns reservationNotLinkedErrorMsg when the stay is not the joiner’s', async () => {
		const made = await client(upstreamSandbox().url).call('POST', REST_PATHS.userPrefilledData, {
			body: { confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest, surname: NON_MEMBER_GUEST.surname },
		})
		const email = `enroll-v2-${Date.now()}@example.com`
		const { calls, welcome } = await joinWith({ ...details(email, '3125550473'), surname: 'Stranger', prefill: made.body.data })
		expect(calls.v1).toEqual([])
		expect(calls.v2).toHaveLength(1)
		expect(calls.v2[0]?.body).toMatchObject({ surname: 'Stranger', confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest })
		expect(welcome).toMatchObject({ kind: 'member', memberNumber: await memberNumberOf(email), reservationLinked: false })
	})
})
