import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { customerIdForToken } from '../../auth/tokens.ts'
import { outbox, oneTimeCodes, passwordResetRequests } from '../../db/schema/index.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

// Password reset with a one-time code, against a sandbox of its own.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const NEW_PASSWORD = 'Brand#New2027'
const start = (email: string, channel = 'email') => api.call('POST', REST_PATHS.forgotPassword, { body: { email, channel } })
const again = (email: string) => api.call('POST', REST_PATHS.generateOtp, { body: { email, channel: 'email' } })
const reset = async (email: string, code: string, password = NEW_PASSWORD) =>
	api.call('POST', REST_PATHS.newPassword, { body: { email, code, password: await api.encryptedPassword(password) } })
/** The code in the newest message to this recipient. */
async function codeSentTo(recipient: string) {
	const [message] = await sandbox.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1)
	return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? ''
}
/** As if the last code had been asked for long enough ago to ask again. */
const waitOut = (email: string) =>
	sandbox.database.db
		.update(oneTimeCodes)
		.set({ requestedAt: new Date(Date.now() - 61_000) })
		.where(eq(oneTimeCodes.emailKey, email.toLowerCase()))

describe('password reset with a one-time code', () => {
	it('sends a code by e-mail that sets the new password once, and signs the member out everywhere', async () => {
		const email = 'silver@example.com'
		const elsewhere = await api.newSession()
		await api.signIn(elsewhere, email)
		const accessToken = (await api.call('GET', REST_PATHS.session, { session: elsewhere })).body.data.accessToken as string
		expect((await start('Silver@Example.com')).body).toEqual({ status: 'success', resendAfterSeconds: 60 })
		const code = await codeSentTo(email)
		expect(code).toMatch(/^\d{6}$/)
		expect(await sandbox.database.db.select().from(passwordResetRequests)).toHaveLength(1)
		expect((await reset(email, code, 'weak')).body).toMatchObject({ code: 'BAD_REQUEST', field: 'password' })
		expect((await reset(email, code)).body).toEqual({ status: 'success' })
		expect(await customerIdForToken(sandbox.database.db, accessToken, 'access', new Date())).toBeNull()
		expect((await reset(email, code)).body).toEqual({ code: 'OTP_EXPIRED' })
		expect((await api.signIn(await api.newSession(), email, { password: NEW_PASSWORD })).status).toBe(200)
		const mail = await sandbox.database.db.select().from(outbox).where(eq(outbox.recipient, email))
		expect(mail.map((message) => message.subject)).toContain('Your Meridian password was changed')
	})

	it('verifies a membership waiting for it: the new password signs in', async () => {
		const email = 'verify@example.com'
		expect((await api.signIn(await api.newSession(), email)).body.code).toBe('membership.verification.required')
		await start(email)
		expect((await reset(email, await codeSentTo(email))).body).toEqual({ status: 'success' })
		expect((await api.signIn(await api.newSession(), email, { password: NEW_PASSWORD })).status).toBe(200)
	})

	it('answers an address without an account exactly as one with, and no code opens it', async () => {
		const answer = await start('nobody@example.com')
		expect(answer.body).toEqual({ status: 'success', resendAfterSeconds: 60 })
		expect((await again('nobody@example.com')).body).toEqual({ code: 'OTP_TOO_SOON', retryAfterSeconds: 60 })
		expect((await reset('nobody@example.com', '000000')).body).toEqual({ code: 'OTP_INVALID' })
		expect(await sandbox.database.db.select().from(outbox).where(eq(outbox.recipient, 'nobody@example.com'))).toEqual([])
	})

	it('waits 60 seconds between codes; a new code replaces the old; an expired code is refused', async () => {
		const email = 'titanium@example.com'
		await start(email)
		const first = await codeSentTo(email)
		const tooSoon = await again(email)
		expect(tooSoon.status).toBe(429)
		expect(tooSoon.body.code).toBe('OTP_TOO_SOON')
		// Codes are drawn at random: on the one-in-a-million draw of the same code, ask once
		// more, so the old code is always another code and its refusal is always checked.
		let second = first
		while (second === first) {
			await waitOut(email)
			expect((await again(email)).status).toBe(200)
			second = await codeSentTo(email)
		}
		expect((await reset(email, first)).body).toEqual({ code: 'OTP_INVALID' })
		await sandbox.database.db
			.update(oneTimeCodes)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(oneTimeCodes.emailKey, email))
		expect((await reset(email, second)).body).toEqual({ code: 'OTP_EXPIRED' })
	})

	it('locks the reset after five wrong codes, even for the right one, and for new codes', async () => {
		const email = 'platinum@example.com'
		await start(email)
		const code = await codeSentTo(email)
		const wrong = code === '111111' ? '222222' : '111111'
		for (let i = 0; i < 4; i++) expect((await reset(email, wrong)).body).toEqual({ code: 'OTP_INVALID' })
		const fifth = await reset(email, wrong)
		expect(fifth.status).toBe(429)
		expect(fifth.body).toEqual({ code: 'OTP_LOCKED', retryAfterSeconds: 900 })
		expect((await reset(email, code)).body.code).toBe('OTP_LOCKED')
		await waitOut(email)
		expect((await again(email)).body.code).toBe('OTP_LOCKED')
	})

	it('counts every one of wrong codes sent in parallel: the fifth locks, the rest find it locked', async () => {
		const email = 'ambassador@example.com'
		await start(email)
		const code = await codeSentTo(email)
		const wrong = code === '111111' ? '222222' : '111111'
		// The password as typed (no RSA to open, which would space the guesses out): they reach the sandbox together.
		const body = { email, code: wrong, password: NEW_PASSWORD, passwordEncrypted: false }
		const answers = await Promise.all(Array.from({ length: 30 }, () => api.call('POST', REST_PATHS.newPassword, { body })))
		const codes = answers.map((answer) => answer.body.code as string)
		expect(codes.filter((answer) => answer === 'OTP_INVALID')).toHaveLength(4)
		expect(codes.filter((answer) => answer === 'OTP_LOCKED')).toHaveLength(26)
		expect((await reset(email, code)).body.code).toBe('OTP_LOCKED')
	})

	it('answers 400 for a malformed body', async () => {
		for (const body of [{}, { email: 7 }, { email: '' }, { email: 'a@b.c', channel: 'pigeon' }]) {
			expect((await api.call('POST', REST_PATHS.forgotPassword, { body })).body).toMatchObject({ code: 'BAD_REQUEST' })
		}
		expect((await api.call('POST', REST_PATHS.newPassword, { body: { email: 'a@b.c' } })).body).toMatchObject({ code: 'BAD_REQUEST' })
	})
})
