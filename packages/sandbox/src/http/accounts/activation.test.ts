import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { credentials, onlineAccountActivations, outbox } from '../../db/schema/index.ts'
import { SEED_MEMBERS_WITHOUT_LOGIN } from '../../db/seed/profiles.ts'
import { startTestSandbox } from '../../testing.ts'
import { emailHint } from './activation.ts'
import { client } from './testing.ts'

// Activating the online account of a member without a login, against a sandbox of its own.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const ada = SEED_MEMBERS_WITHOUT_LOGIN[0]!
const PASSWORD = 'Activate#2026'
const start = (memberNumber: string, surname: string) => api.call('POST', REST_PATHS.createOnlineAccount, { body: { memberNumber, surname } })
const submit = async (activationId: string, password = PASSWORD) =>
	api.call('POST', REST_PATHS.submitCreateOnlineAccount, { body: { activationId, password: await api.encryptedPassword(password) } })

describe('online-account activation', () => {
	it('knows the seeded member without a login', () => {
		expect(ada).toMatchObject({ memberNumber: '900000001', surname: 'Activate', givenName: 'Ada', email: 'activate@example.com' })
		expect(emailHint('activate@example.com')).toBe('a•••@example.com')
	})

	it('answers a wrong surname as an unknown number, ACCOUNT_NOT_FOUND, and a member who signs in already ONLINE_ACCOUNT_EXISTS', async () => {
		for (const [memberNumber, surname] of [
			['900000001', 'Smith'],
			['999999999', 'Activate'],
			['100002223', 'Smith'],
		]) {
			const answer = await start(memberNumber!, surname!)
			expect(answer.status, memberNumber).toBe(400)
			expect(answer.body).toEqual({ code: 'ACCOUNT_NOT_FOUND' })
		}
		const gold = await start('100002223', 'lindqvist')
		expect(gold.status).toBe(409)
		expect(gold.body).toEqual({ code: 'ONLINE_ACCOUNT_EXISTS' })
		for (const body of [{}, { memberNumber: '900000001' }, { memberNumber: 9, surname: 'Activate' }, { memberNumber: '', surname: 'Activate' }]) {
			expect((await api.call('POST', REST_PATHS.createOnlineAccount, { body })).body).toMatchObject({ code: 'BAD_REQUEST' })
		}
		expect(await sandbox.database.db.select().from(onlineAccountActivations)).toEqual([])
	})

	it('sends no password-reset code to a member without a login, answering as for any address', async () => {
		const reset = await api.call('POST', REST_PATHS.forgotPassword, { body: { email: 'Activate@example.com' } })
		expect(reset.body).toEqual({ status: 'success', resendAfterSeconds: 60 })
		expect(await sandbox.database.db.select().from(outbox).where(eq(outbox.recipient, 'activate@example.com'))).toEqual([])
	})

	it('activates once with the number, the surname in any case and a password within the rules; the member then signs in', async () => {
		const started = await start(' 900000001 ', 'ACTIVATE')
		expect(started.status).toBe(200)
		expect(started.body).toEqual({ status: 'success', activationId: expect.any(String), emailHint: 'a•••@example.com' })
		const other = (await start('900000001', 'activate')).body.activationId as string
		const old = (await start('900000001', 'Activate')).body.activationId as string
		await sandbox.database.db
			.update(onlineAccountActivations)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(onlineAccountActivations.id, old))

		const weak = await submit(started.body.activationId, 'weakpass')
		expect(weak.status).toBe(400)
		expect(weak.body).toMatchObject({ code: 'BAD_REQUEST', field: 'password' })
		expect((await submit('no-such-activation')).body).toEqual({ code: 'ACTIVATION_EXPIRED' })
		expect((await submit(old)).body).toEqual({ code: 'ACTIVATION_EXPIRED' })
		expect(await sandbox.database.db.select().from(credentials).where(eq(credentials.customerId, 'CUST-ACTIVATE'))).toEqual([])

		const done = await submit(started.body.activationId)
		expect(done.status).toBe(200)
		expect(done.body).toEqual({ status: 'success', memberNumber: '900000001', email: 'activate@example.com' })
		expect((await submit(started.body.activationId)).body).toEqual({ code: 'ACTIVATION_EXPIRED' })
		const meanwhile = await submit(other, 'Another#2026')
		expect(meanwhile.status).toBe(409)
		expect(meanwhile.body).toEqual({ code: 'ONLINE_ACCOUNT_EXISTS' })
		expect((await start('900000001', 'Activate')).status).toBe(409)

		expect((await api.signIn(await api.newSession(), 'activate@example.com', { password: PASSWORD })).status).toBe(200)
		expect((await api.signIn(await api.newSession(), '900000001', { password: 'Another#2026' })).status).toBe(401)
		const mail = await sandbox.database.db.select().from(outbox).where(eq(outbox.recipient, 'activate@example.com'))
		expect(mail.map((message) => message.subject)).toEqual(['Your Meridian online account is ready'])
	})

	it('answers 400 for a malformed submit or a password that does not decrypt', async () => {
		for (const body of [{}, { activationId: 'x' }, { activationId: 'x', password: '' }]) {
			expect((await api.call('POST', REST_PATHS.submitCreateOnlineAccount, { body })).body).toMatchObject({ code: 'BAD_REQUEST' })
		}
		const garbage = await api.call('POST', REST_PATHS.submitCreateOnlineAccount, { body: { activationId: 'x', password: 'bm90IGNpcGhlcnRleHQ=' } })
		expect(garbage.status).toBe(400)
		expect(garbage.body.code).toBe('BAD_REQUEST')
	})
})
