import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { customerIdForToken } from '../../auth/tokens.ts'
import { parseSandboxConfig } from '../../config.ts'
import { startSandbox } from '../../start.ts'
import { copyOfTemplate, startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const sessionData = async (session: string) => (await api.call('GET', REST_PATHS.session, { session })).body.data
const userDetails = (session: string) => api.call('GET', REST_PATHS.userDetails, { session })

describe('user details', () => {
	it('has no profile for a guest', async () => {
		const answer = await userDetails(await api.newSession())
		expect(answer.status).toBe(200)
		expect(answer.body).toEqual({ status: 'success', rememberedUser: false, userProfileData: null, headerSubtext: { consumerName: '' } })
	})

	it('shows the signed-in member, and the remembered one after sign-out', async () => {
		const session = await api.newSession()
		await api.signIn(session, 'platinum@example.com', { rememberMe: true })
		const profile = {
			consumerID: 'CUST-PLATINUM',
			givenName: 'Pablo',
			surname: 'Martín',
			tier: 'platinum',
			levelCode: 'P',
			levelTypeCode: 'PPL',
			currentPointBalance: 152_300,
		}
		expect((await userDetails(session)).body).toEqual({
			status: 'success',
			rememberedUser: true,
			userProfileData: profile,
			headerSubtext: { consumerName: 'Pablo' },
		})
		await api.call('POST', '/mi/phoenix-account-auth/v1/logout', { session })
		expect((await userDetails(session)).body).toEqual({
			status: 'success',
			rememberedUser: true,
			userProfileData: profile,
			headerSubtext: { consumerName: 'Pablo' },
		})
	})

	it('needs a live session', async () => {
		expect(await userDetails('no-such-session')).toMatchObject({ status: 401, body: { code: 'SESSION_VALIDATION_FAILED_OR_EXPIRED' } })
	})
})

describe('clear remembered user', () => {
	it('forgets the remembered member and revokes the remember-me token', async () => {
		const session = await api.newSession()
		await api.signIn(session, 'silver@example.com', { rememberMe: true })
		await api.call('POST', '/mi/phoenix-account-auth/v1/logout', { session })
		const { rememberToken } = await sessionData(session)

		const cleared = await api.call('GET', `${REST_PATHS.clearRememberedUser}?returnTo=${encodeURIComponent('/sign-in.mi?x=1')}`, {
			session,
			headers: { iseaa: 'false' },
		})
		expect(cleared).toMatchObject({ status: 200, body: { status: 'success', returnTo: '/sign-in.mi?x=1' } })
		expect(await sessionData(session)).toEqual({})
		expect(await customerIdForToken(sandbox.database.db, rememberToken, 'remember-me', new Date())).toBeNull()
		expect((await userDetails(session)).body).toMatchObject({ rememberedUser: false, userProfileData: null })
		// Nobody to sign in as without a user id any more.
		expect((await api.signIn(session, '')).status).toBe(401)
	})

	it('keeps a signed-in member signed in', async () => {
		const session = await api.newSession()
		await api.signIn(session, 'member@example.com', { rememberMe: true })
		const cleared = await api.call('GET', REST_PATHS.clearRememberedUser, { session })
		expect(cleared.body).toEqual({ status: 'success', returnTo: '/' })
		const data = await sessionData(session)
		expect(data).toMatchObject({ authenticated: true, consumerID: 'CUST-MEMBER' })
		expect(data.rememberedUser).toBeUndefined()
		expect((await userDetails(session)).body).toMatchObject({ rememberedUser: false, userProfileData: { consumerID: 'CUST-MEMBER' } })
	})

	it('answers only with a same-site return path', async () => {
		const session = await api.newSession()
		const cleared = await api.call('GET', `${REST_PATHS.clearRememberedUser}?returnTo=${encodeURIComponent('https://evil.example')}`, { session })
		expect(cleared.body.returnTo).toBe('/')
	})
})

describe('sign-out', () => {
	it('forgets a member who was not remembered', async () => {
		const session = await api.newSession({ locale: 'en-US' })
		await api.signIn(session, 'gold@example.com')
		const { accessToken } = await sessionData(session)
		expect((await api.call('POST', '/mi/phoenix-account-auth/v1/logout', { session })).body).toEqual({ status: 'success' })
		expect(await sessionData(session)).toEqual({ locale: 'en-US' })
		expect(await customerIdForToken(sandbox.database.db, accessToken, 'access', new Date())).toBeNull()
	})
})

describe('the sign-in public key', () => {
	it('is served as PEM and survives a restart', async () => {
		// The seeded template holds no key: the first start makes one, the second reads it.
		const dataDir = copyOfTemplate()
		const config = { ...parseSandboxConfig({}), SANDBOX_PORT: 0, PAYMENT_PORT: 0, SANDBOX_DATA_DIR: dataDir, DATABASE_URL: undefined }
		const keyOf = async () => {
			const running = await startSandbox(config)
			try {
				const answer = await client(running.url).call('GET', REST_PATHS.encryptionKey)
				expect(Object.keys(answer.body)).toEqual(['rsaPublicKey'])
				return answer.body.rsaPublicKey as string
			} finally {
				await running.close()
			}
		}
		try {
			const first = await keyOf()
			expect(first).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/)
			expect(await keyOf()).toBe(first)
		} finally {
			rmSync(dataDir, { recursive: true, force: true })
		}
	})
})
