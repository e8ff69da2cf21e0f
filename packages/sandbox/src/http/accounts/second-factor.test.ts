import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { outbox } from '../../db/schema/index.ts'
import { startTestSandbox } from '../../testing.ts'
import { countWrongCode } from './second-factor.ts'
import { client } from './testing.ts'

// Issue 28 item 9: an account with a second factor is not signed in by its password alone.

let clock = new Date('2026-03-02T09:00:00Z')
const minutesLater = (minutes: number) => {
	clock = new Date(clock.getTime() + minutes * 60 * 1000)
}

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox({}, () => clock)
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const MFA = TEST_ACCOUNTS.mfa.email
const sessionData = async (session: string) => (await api.call('GET', REST_PATHS.session, { session })).body.data
const userDetails = async (session: string) => (await api.call('GET', REST_PATHS.userDetails, { session })).body
const verify = (session: string, code: string) => api.call('POST', REST_PATHS.verifySignInCode, { session, body: { code } })

async function latestCode(): Promise<string> {
	const [message] = await sandbox.database.db.select().from(outbox).where(eq(outbox.recipient, MFA)).orderBy(desc(outbox.id)).limit(1)
	const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1]
	if (!code) throw new Error('no sign-in code was sent')
	return code
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

/** A session whose password was right and whose second factor is pending, with the code sent to it. */
async function pendingSignIn(options: { rememberMe?: boolean } = {}) {
	const session = await api.newSession({ locale: 'en-US' })
	const answer = await api.signIn(session, MFA, { returnUrl: '/loyalty/myAccount/profile.mi', ...options })
	expect(answer.status).toBe(200)
	return { session, answer, code: await latestCode() }
}

describe('a sign-in with a second factor', () => {
	it('answers that the second factor is pending, tells nothing of the member, and leaves the session unauthenticated', async () => {
		const { session, answer } = await pendingSignIn({ rememberMe: true })
		expect(answer.body.secondFactor).toEqual({ sentTo: 'm***s@example.com', channel: 'email', resendAfterSeconds: 60 })
		expect(answer.body.customerDetails).toBeUndefined()
		expect(answer.body.userIdToken).toBeUndefined()
		expect(JSON.parse(answer.headers.get('logineventdetails') ?? '')).toEqual({ event: 'login-second-factor' })
		const data = await sessionData(session)
		expect(data.authenticated).toBeUndefined()
		expect(data.accessToken).toBeUndefined()
		// "Remember me" waits for the code too: no remembered member before it.
		expect(data.rememberedUser).toBeUndefined()
		expect(data.rememberToken).toBeUndefined()
		expect(data.secondFactor).toMatchObject({ sentTo: 'm***s@example.com', channel: 'email' })
		// The member-only read answers nobody.
		expect(await userDetails(session)).toMatchObject({ rememberedUser: false, userProfileData: null })
	})

	it('signs the session in with the code, once, with the remembered member then', async () => {
		const { session, code } = await pendingSignIn({ rememberMe: true })
		const verified = await verify(session, code)
		expect(verified.status).toBe(200)
		expect(verified.body).toMatchObject({
			status: 'success',
			customerDetails: { consumerID: expect.any(String), tier: 'silver' },
			userIdToken: expect.any(String),
		})
		const data = await sessionData(session)
		expect(data).toMatchObject({ authenticated: true, accessToken: expect.any(String), rememberedUser: true })
		expect(data.secondFactor).toBeUndefined()
		expect((await userDetails(session)).userProfileData).toMatchObject({ givenName: expect.any(String) })

		expect(await verify(session, code)).toMatchObject({ status: 400, body: { code: 'OTP_EXPIRED' } })
		// The same code again, on another pending sign-in of the account before a new code: refused.
		const other = await api.newSession()
		await api.signIn(other, MFA)
		expect(await verify(other, code)).toMatchObject({ status: 400 })
	})

	it('gives each pending sign-in its own code: two devices do not take each other’s', async () => {
		const first = await pendingSignIn()
		const second = await pendingSignIn()
		expect((await verify(first.session, first.code)).status).toBe(200)
		expect((await verify(second.session, second.code)).status).toBe(200)
	})

	it('refuses a code that ran out after ten minutes', async () => {
		const { session, code } = await pendingSignIn()
		minutesLater(10)
		expect(await verify(session, code)).toMatchObject({ status: 400, body: { code: 'OTP_EXPIRED' } })
		expect((await sessionData(session)).authenticated).toBeUndefined()
	})

	it('refuses a code on a session with no sign-in pending', async () => {
		const { code } = await pendingSignIn()
		const stranger = await api.newSession()
		expect(await verify(stranger, code)).toMatchObject({ status: 400, body: { code: 'OTP_EXPIRED' } })
	})

	it('a new sign-in abandons the pending one', async () => {
		const { session } = await pendingSignIn()
		const gold = await api.signIn(session, 'gold@example.com')
		expect(gold.status).toBe(200)
		expect((await sessionData(session)).secondFactor).toBeUndefined()
	})

	it('sends a new code when asked, not sooner than a minute after the last', async () => {
		const { session, code } = await pendingSignIn()
		const tooSoon = await api.call('POST', REST_PATHS.resendSignInCode, { session })
		expect(tooSoon).toMatchObject({ status: 429, body: { code: 'OTP_TOO_SOON' } })
		expect(tooSoon.headers.get('retry-after')).toBe('60')
		minutesLater(1)
		expect(await api.call('POST', REST_PATHS.resendSignInCode, { session })).toMatchObject({ status: 200, body: { resendAfterSeconds: 60 } })
		const fresh = await latestCode()
		if (fresh !== code) expect(await verify(session, code)).toMatchObject({ status: 400 })
		expect((await verify(session, fresh)).status).toBe(200)
	})

	it('locks the account’s codes for 15 minutes at the fifth wrong code, even for the right one', async () => {
		minutesLater(20)
		const { session, code } = await pendingSignIn()
		for (let attempt = 1; attempt <= 4; attempt++) expect(await verify(session, wrongFor(code))).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } })
		const locked = await verify(session, wrongFor(code))
		expect(locked).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED', retryAfterSeconds: 900 } })
		expect(locked.headers.get('retry-after')).toBe('900')
		expect(await verify(session, code)).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } })
		// A new sign-in sends no code while locked, and a new code is not given either.
		const again = await pendingSignIn()
		expect(again.code).toBe(code)
		expect(await api.call('POST', REST_PATHS.resendSignInCode, { session: again.session })).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } })
		minutesLater(15)
		const after = await pendingSignIn()
		expect((await verify(after.session, after.code)).status).toBe(200)
	})

	it('counts wrong codes sent in parallel, every one of them', async () => {
		minutesLater(20)
		const { session, code } = await pendingSignIn()
		const answers = await Promise.all(Array.from({ length: 8 }, () => verify(session, wrongFor(code))))
		const statuses = answers.map((answer) => answer.status).sort()
		expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429])
		expect(await verify(session, code)).toMatchObject({ status: 429 })
	})

	it('counts each of the account’s wrong codes in the statement that reads the count, however many arrive at once', async () => {
		// Straight at the store, so the calls' reads and writes interleave as they would under load.
		minutesLater(20)
		const results = await Promise.all(Array.from({ length: 8 }, () => countWrongCode(sandbox.database.db, 'CUST-GOLD', clock)))
		expect(results.filter((result) => result && !result.lockedUntil)).toHaveLength(4)
		expect(results.filter((result) => result?.lockedUntil)).toHaveLength(1)
		expect(results.filter((result) => result === null)).toHaveLength(3)
	})
})
