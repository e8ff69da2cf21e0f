import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { customerIdForToken } from '../../auth/tokens.ts'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

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

const sessionData = async (session: string) => (await api.call('GET', REST_PATHS.session, { session })).body.data
const refusal = (code: string) => ({ message: expect.any(String), code, isRedirect: false, phoenixErrorMessages: { errorMessages: [code] } })
const INVALID = 'password.username.invalid'
const LAST_ATTEMPT = 'incorrect.password.last.attempt.remaining'
const LOCKED = 'account.lockedout.dueto.password.failure.attempts'
const PHONE_NOT_VERIFIED = 'phone.number.not.verified'
const MEMBERSHIP_NOT_VERIFIED = 'membership.verification.required'

describe('login', () => {
	it('signs in with the right password, RSA-OAEP encrypted by node-forge', async () => {
		const session = await api.newSession({ locale: 'en-US' })
		const answer = await api.signIn(session, 'Gold@Example.com', { returnUrl: '/reservation/rateListMenu.mi?propertyCode=NYCMQ' })
		expect(answer.status).toBe(200)
		expect(answer.body).toEqual({
			isRedirect: true,
			nextStateURI: '/reservation/rateListMenu.mi?propertyCode=NYCMQ',
			customerDetails: {
				consumerID: 'CUST-GOLD',
				givenName: 'Grace',
				surname: 'Lindqvist',
				tier: 'gold',
				levelCode: 'G',
				levelTypeCode: 'G',
				currentPointBalance: 86_000,
			},
		})
		expect(JSON.parse(answer.headers.get('logineventdetails') ?? '')).toEqual({ event: 'login-success', customerId: 'CUST-GOLD' })

		const data = await sessionData(session)
		expect(data).toEqual({
			locale: 'en-US',
			authenticated: true,
			consumerID: 'CUST-GOLD',
			accessToken: expect.any(String),
			memberName: 'Grace Lindqvist',
		})
		expect(await customerIdForToken(sandbox.database.db, data.accessToken, 'access', clock)).toBe('CUST-GOLD')
	})

	it('takes a member number, or a plain password when passwordEncrypted is false', async () => {
		const byNumber = await api.signIn(await api.newSession(), '100000001')
		expect(byNumber.status).toBe(200)
		expect(byNumber.body.customerDetails.consumerID).toBe('CUST-MEMBER')
		expect(byNumber.body.nextStateURI).toBe('/')

		const plain = await api.call('POST', REST_PATHS.loginWithCredentials, {
			session: await api.newSession(),
			body: { userId: 'silver@example.com', password: TEST_PASSWORD, passwordEncrypted: false, rememberMe: false, returnUrl: '/', pageModuleName: 'signIn' },
		})
		expect(plain.status).toBe(200)
		expect(plain.body.customerDetails.consumerID).toBe('CUST-SILVER')
	})

	it('takes a verified mobile number, written any way, as the member it is on', async () => {
		for (const userId of ['+1 212 555 0123', '+12125550123', '(1) 212-555-0123']) {
			const answer = await api.signIn(await api.newSession(), userId)
			expect(answer.status).toBe(200)
			expect(answer.body.customerDetails.consumerID).toBe('CUST-GOLD')
		}
	})

	it('refuses a mobile number not yet verified, once the password is right, and only then', async () => {
		// Silver's number waits for its code (the profile nudge); the e-mail still signs in.
		const unverified = await api.signIn(await api.newSession(), '+1 312 555 0188')
		expect(unverified.status).toBe(403)
		expect(unverified.body).toEqual(refusal(PHONE_NOT_VERIFIED))
		expect(JSON.parse(unverified.headers.get('logineventdetails') ?? '')).toEqual({ event: 'login-failure' })
		const wrong = await api.signIn(await api.newSession(), '+1 312 555 0188', { password: 'Wrong#2026' })
		expect(wrong).toMatchObject({ status: 401, body: refusal(INVALID) })
		expect((await api.signIn(await api.newSession(), 'silver@example.com')).status).toBe(200)
	})

	it('refuses a membership waiting for verification, by e-mail or number, once the password is right', async () => {
		for (const userId of ['verify@example.com', '200000004']) {
			expect(await api.signIn(await api.newSession(), userId)).toMatchObject({ status: 403, body: refusal(MEMBERSHIP_NOT_VERIFIED) })
		}
		expect(await api.signIn(await api.newSession(), 'verify@example.com', { password: 'Wrong#2026' })).toMatchObject({ status: 401, body: refusal(INVALID) })
	})

	it('never sends the member to another site', async () => {
		for (const returnUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
			const answer = await api.signIn(await api.newSession(), 'silver@example.com', { returnUrl })
			expect(answer.body.nextStateURI).toBe('/')
		}
	})

	it('offers multi-factor options to an account that has them', async () => {
		const answer = await api.signIn(await api.newSession(), 'mfa@example.com')
		expect(answer.status).toBe(200)
		expect(answer.body.mfaOption).toEqual({ emailAddress: 'm***s@example.com', phoneNumbers: ['+1 ***-***-0142'] })
	})

	it('refuses a wrong password, and an unknown user gets exactly the same answer', async () => {
		const wrong = await api.signIn(await api.newSession(), 'platinum@example.com', { password: 'Welcome#2025' })
		const unknown = await api.signIn(await api.newSession(), 'nobody@example.com')
		expect(wrong.status).toBe(401)
		expect(wrong.body).toEqual(refusal(INVALID))
		expect(unknown.status).toBe(wrong.status)
		expect(unknown.body).toEqual(wrong.body)
		expect(unknown.headers.get('logineventdetails')).toBe(wrong.headers.get('logineventdetails'))
		expect(JSON.parse(wrong.headers.get('logineventdetails') ?? '')).toEqual({ event: 'login-failure' })
	})

	it('warns at the 4th failure, locks at the 5th, stays locked for the right password, and unlocks with time', async () => {
		const session = await api.newSession()
		const codes = []
		for (let attempt = 1; attempt <= 5; attempt++) {
			const answer = await api.signIn(session, 'titanium@example.com', { password: `Wrong#${attempt}` })
			codes.push([answer.status, answer.body.code])
			expect(answer.body).toEqual(refusal(answer.body.code))
		}
		expect(codes).toEqual([
			[401, INVALID],
			[401, INVALID],
			[401, INVALID],
			[401, LAST_ATTEMPT],
			[423, LOCKED],
		])
		// The member number is the same account, so it is locked too.
		expect(await api.signIn(session, '100004445')).toMatchObject({ status: 423, body: refusal(LOCKED) })
		expect((await api.signIn(session, 'titanium@example.com', { password: 'Wrong#6' })).status).toBe(423)

		minutesLater(29)
		expect((await api.signIn(await api.newSession(), 'titanium@example.com')).status).toBe(423)
		minutesLater(2)
		const unlocked = await api.signIn(await api.newSession(), 'titanium@example.com')
		expect(unlocked.status).toBe(200)
	})

	it('starts counting again after a success', async () => {
		const session = await api.newSession()
		const fail = async () => (await api.signIn(session, 'ambassador@example.com', { password: 'Nope#1234' })).body.code
		expect([await fail(), await fail(), await fail()]).toEqual([INVALID, INVALID, INVALID])
		expect((await api.signIn(session, 'ambassador@example.com')).status).toBe(200)
		expect([await fail(), await fail(), await fail(), await fail()]).toEqual([INVALID, INVALID, INVALID, LAST_ATTEMPT])
	})

	it('treats an unknown user like an account all the way to the lockout', async () => {
		const session = await api.newSession()
		const codes = []
		for (let attempt = 1; attempt <= 5; attempt++) codes.push((await api.signIn(session, 'ghost@example.com')).body.code)
		expect(codes).toEqual([INVALID, INVALID, INVALID, LAST_ATTEMPT, LOCKED])
	})

	it('remembers the member when asked, and a remembered session signs in with an empty user id', async () => {
		const session = await api.newSession()
		const answer = await api.signIn(session, 'eaa@example.com', { rememberMe: true })
		expect(answer.status).toBe(200)
		const data = await sessionData(session)
		expect(data).toMatchObject({ authenticated: true, consumerID: 'CUST-EAA', rememberedUser: true, rememberToken: expect.any(String) })
		expect(await customerIdForToken(sandbox.database.db, data.rememberToken, 'remember-me', clock)).toBe('CUST-EAA')

		const signedOut = await api.call('POST', '/mi/phoenix-account-auth/v1/logout', { session })
		expect(signedOut).toMatchObject({ status: 200, body: { status: 'success' } })
		const after = await sessionData(session)
		expect(after).toEqual({
			consumerID: 'CUST-EAA',
			memberName: 'Elena Vasquez',
			rememberedUser: true,
			rememberToken: data.rememberToken,
			userIdToken: data.userIdToken,
		})
		expect(await customerIdForToken(sandbox.database.db, data.accessToken, 'access', clock)).toBeNull()

		const again = await api.signIn(session, '', { rememberMe: true })
		expect(again.status).toBe(200)
		expect(again.body.customerDetails.consumerID).toBe('CUST-EAA')
		// The new sign-in replaced the remember-me token; the old one no longer works.
		expect(await customerIdForToken(sandbox.database.db, data.rememberToken, 'remember-me', clock)).toBeNull()

		const wrong = await api.signIn(session, '', { password: 'Wrong#0000' })
		expect(wrong).toMatchObject({ status: 401, body: refusal(INVALID) })
	})

	it('does not remember an enterprise-access sign-in (iseaa: true)', async () => {
		const session = await api.newSession()
		const answer = await api.call('POST', REST_PATHS.loginWithCredentials, {
			session,
			headers: { iseaa: 'true' },
			body: { userId: 'eaa@example.com', password: await api.encryptedPassword(TEST_PASSWORD), rememberMe: true, returnUrl: '/', pageModuleName: 'signIn' },
		})
		expect(answer.status).toBe(200)
		expect((await sessionData(session)).rememberedUser).toBeUndefined()
	})

	it('refuses an empty user id when nobody is remembered', async () => {
		expect(await api.signIn(await api.newSession(), '')).toMatchObject({ status: 401, body: refusal(INVALID) })
	})

	it('needs a live session', async () => {
		const answer = await api.signIn('no-such-session', 'gold@example.com')
		expect(answer).toMatchObject({ status: 401, body: { code: 'SESSION_VALIDATION_FAILED_OR_EXPIRED' } })
	})

	it('answers 400 for a malformed body or a ciphertext that does not decrypt', async () => {
		const session = await api.newSession()
		const password = await api.encryptedPassword(TEST_PASSWORD)
		const bodies = [
			{},
			{ userId: 'gold@example.com' },
			{ userId: 42, password },
			{ userId: 'gold@example.com', password, rememberMe: 'yes' },
			{ userId: 'gold@example.com', password, tripDetails: 'T1' },
			{ userId: 'gold@example.com', password: 'bm90IGNpcGhlcnRleHQ=' },
			{ userId: 'gold@example.com', password: 'Welcome#2026' },
			{ userId: 'gold@example.com', password: `${password.slice(0, 40)}AAAA${password.slice(44)}` },
		]
		for (const body of bodies) {
			const answer = await api.call('POST', REST_PATHS.loginWithCredentials, { session, body })
			expect(answer.status, JSON.stringify(body)).toBe(400)
			expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) })
		}
		expect((await api.call('POST', REST_PATHS.loginWithCredentials, { session, rawBody: 'userId=gold' })).status).toBe(400)
		// None of those counted as a failed sign-in.
		expect((await api.signIn(session, 'gold@example.com')).status).toBe(200)
	})
})

describe('the sign-in paths, random data and extra headers (spec 000 §7)', () => {
	const body = async (extra: Record<string, unknown> = {}) => ({
		userId: 'silver@example.com',
		password: await api.encryptedPassword(TEST_PASSWORD),
		rememberMe: false,
		returnUrl: '/',
		pageModuleName: 'signIn',
		...extra,
	})
	const v1 = (path: string) => path.replace('/v2/', '/v1/')
	const v2 = (path: string) => path.replace('/v1/', '/v2/')

	it('answers v1 and v2 of loginWithCredentials alike', async () => {
		for (const path of [v1(REST_PATHS.loginWithCredentials), v2(REST_PATHS.loginWithCredentials)]) {
			const answer = await api.call('POST', path, { session: await api.newSession(), body: await body() })
			expect(answer.status, path).toBe(200)
		}
	})

	it('links a trip with loginWithCredentialsAndLink (v1 and v2), which needs the trip', async () => {
		for (const path of [v1(REST_PATHS.loginWithCredentialsAndLink), v2(REST_PATHS.loginWithCredentialsAndLink)]) {
			const linked = await api.call('POST', path, { session: await api.newSession(), body: await body({ tripDetails: { tripId: 'TRIP-1' } }) })
			expect(linked.status, path).toBe(200)
			const payload = JSON.parse(Buffer.from(linked.body.encodePayload, 'base64url').toString())
			expect(payload).toEqual({ tripId: 'TRIP-1', consumerID: 'CUST-SILVER' })
			const noTrip = await api.call('POST', path, { session: await api.newSession(), body: await body() })
			expect(noTrip).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
		}
	})

	it('takes the password as typed with skipdecode: true', async () => {
		const answer = await api.call('POST', REST_PATHS.loginWithCredentials, {
			session: await api.newSession(),
			headers: { skipdecode: 'true' },
			body: await body({ password: TEST_PASSWORD }),
		})
		expect(answer.status).toBe(200)
	})

	it('serves random data on both URLs, good once for the session’s next sign-in', async () => {
		const session = await api.newSession()
		expect((await api.call('GET', REST_PATHS.randomData, { session })).status).toBe(400)
		const first = await api.call('GET', `${REST_PATHS.randomDataDtt}?rand=0.25`, { session })
		expect(first).toMatchObject({ status: 200, body: { randomData: expect.stringMatching(/^[\w-]{22}$/) } })
		const { body: latest } = await api.call('GET', `${REST_PATHS.randomData}?rand=0.5`, { session })
		const withOld = await api.call('POST', REST_PATHS.loginWithCredentials, {
			session,
			headers: { 'x-random-data': first.body.randomData },
			body: await body(),
		})
		expect(withOld).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
		const ok = await api.call('POST', REST_PATHS.loginWithCredentials, { session, headers: { 'x-random-data': latest.randomData }, body: await body() })
		expect(ok.status).toBe(200)
		const replayed = await api.call('POST', REST_PATHS.loginWithCredentials, { session, headers: { 'x-random-data': latest.randomData }, body: await body() })
		expect(replayed.status).toBe(400)
		expect((await api.call('GET', `${REST_PATHS.randomData}?rand=1`, { session: 'no-such-session' })).status).toBe(401)
	})
})

describe('the UserIdToken of a remembered sign-in (spec 000 §7)', () => {
	it('is given to a remembered sign-in only, and the session-data call answers the remembered member only with it or without any', async () => {
		const plain = await api.signIn(await api.newSession(), 'silver@example.com')
		expect(plain.body.userIdToken).toBeUndefined()

		const session = await api.newSession()
		const remembered = await api.signIn(session, 'silver@example.com', { rememberMe: true })
		const userIdToken = remembered.body.userIdToken
		expect(userIdToken).toMatch(/^[\w-]{32}$/)
		const read = (cookie?: string) =>
			api.call('GET', REST_PATHS.session, { headers: { cookie: [`sessionID=${session}`, ...(cookie ? [`UserIdToken=${cookie}`] : [])].join('; ') } })
		expect((await read(userIdToken)).body.data).toMatchObject({ rememberedUser: true, userIdToken })
		expect((await read()).body.data).toMatchObject({ rememberedUser: true })
		const elsewhere = (await read('not-this-browser')).body.data
		expect(elsewhere).toMatchObject({ authenticated: true })
		expect(elsewhere.rememberedUser).toBeUndefined()
		expect(elsewhere.rememberToken).toBeUndefined()
		expect(elsewhere.userIdToken).toBeUndefined()
	})
})
