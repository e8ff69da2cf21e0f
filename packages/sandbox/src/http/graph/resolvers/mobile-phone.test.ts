import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { issueToken } from '../../../auth/tokens.ts'
import { customers, mobilePhoneCodes, outbox } from '../../../db/schema/index.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer, graph } from '../testing.ts'

// Confirming the mobile number with a texted code (the profile nudge).
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const STATUS = 'status { httpStatus code errors { message field } }'
const SEND = /* GraphQL */ `
	mutation SendMobilePhoneCode($input: CustomerIdInput!) {
		sendMobilePhoneCode(input: $input) { ${STATUS} transactionId lastFourDigits }
	}
`
const VERIFY = /* GraphQL */ `
	mutation VerifyMobilePhone($input: VerifyMobilePhoneInput!) {
		verifyMobilePhone(input: $input) { ${STATUS} profile { mobilePhone { lastFourDigits verified } } }
	}
`

async function member(customerId: string) {
	const headers = bearer(await issueToken(sandbox.database.db, customerId, 'access', new Date()))
	const send = async () => (await graph(sandbox.url, SEND, { input: { customerId } }, headers)).body.data?.sendMobilePhoneCode
	const verify = async (transactionId: string, code: string) =>
		(await graph(sandbox.url, VERIFY, { input: { customerId, transactionId, code } }, headers)).body.data?.verifyMobilePhone
	/** As if the last code had been asked for long enough ago to ask again. */
	const waitOut = () =>
		sandbox.database.db
			.update(mobilePhoneCodes)
			.set({ requestedAt: new Date(Date.now() - 61_000) })
			.where(eq(mobilePhoneCodes.customerId, customerId))
	const setPhone = (mobilePhone: string | null, mobilePhoneVerified = false) =>
		sandbox.database.db.update(customers).set({ mobilePhone, mobilePhoneVerified }).where(eq(customers.id, customerId))
	return { send, verify, waitOut, setPhone }
}

/** The code in the newest text to this number. */
async function codeTextedTo(recipient: string) {
	const [message] = await sandbox.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1)
	expect(message?.channel).toBe('sms')
	return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? ''
}
const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111')
const codeOf = (answer: { status: Array<{ code: string }> }) => answer.status[0]?.code

describe('sendMobilePhoneCode and verifyMobilePhone', () => {
	it("texts silver's unconfirmed number a code that confirms it once; only its hash is kept", async () => {
		const silver = await member('CUST-SILVER')
		const sent = await silver.send()
		expect(sent).toEqual({ status: [{ httpStatus: 200, code: 'SUCCESS', errors: [] }], transactionId: expect.any(String), lastFourDigits: '0188' })
		const code = await codeTextedTo('+13125550188')
		expect(code).toMatch(/^\d{6}$/)
		const [kept] = await sandbox.database.db.select().from(mobilePhoneCodes).where(eq(mobilePhoneCodes.customerId, 'CUST-SILVER'))
		expect(JSON.stringify(kept)).not.toContain(code)

		expect(codeOf(await silver.verify(sent.transactionId, wrongFor(code)))).toBe('OTP_INVALID')
		expect(await silver.verify(sent.transactionId, code)).toEqual({
			status: [{ httpStatus: 200, code: 'SUCCESS', errors: [] }],
			profile: { mobilePhone: { lastFourDigits: '0188', verified: true } },
		})
		expect((await silver.verify(sent.transactionId, code)).status[0]).toMatchObject({ httpStatus: 400, code: 'OTP_EXPIRED' })
		// Confirmed: there is nothing to send a code to.
		await silver.waitOut()
		expect((await silver.send()).status[0]).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST', errors: [{ field: 'mobilePhone' }] })
	})

	it('refuses a code without a number, or a confirmed one, with BAD_REQUEST', async () => {
		expect(codeOf(await (await member('CUST-MEMBER')).send())).toBe('BAD_REQUEST')
		expect(codeOf(await (await member('CUST-GOLD')).send())).toBe('BAD_REQUEST')
		expect(await sandbox.database.db.select().from(outbox).where(eq(outbox.recipient, '+12125550123'))).toEqual([])
	})

	it('waits 60 seconds between codes; a new code replaces the old; an expired one is refused', async () => {
		const titanium = await member('CUST-TITANIUM')
		await titanium.setPhone('+81312345678')
		const first = await titanium.send()
		const firstCode = await codeTextedTo('+81312345678')
		expect((await titanium.send()).status[0]).toMatchObject({
			httpStatus: 429,
			code: 'OTP_TOO_SOON',
			errors: [{ message: expect.stringMatching(/\d+ seconds/) }],
		})
		await titanium.waitOut()
		const second = await titanium.send()
		expect(codeOf(second)).toBe('SUCCESS')
		expect(second.transactionId).not.toBe(first.transactionId)
		expect(codeOf(await titanium.verify(first.transactionId, firstCode))).toBe('OTP_EXPIRED')
		await sandbox.database.db
			.update(mobilePhoneCodes)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(mobilePhoneCodes.customerId, 'CUST-TITANIUM'))
		expect(codeOf(await titanium.verify(second.transactionId, await codeTextedTo('+81312345678')))).toBe('OTP_EXPIRED')
	})

	it('never confirms a number the code was not sent to', async () => {
		const eaa = await member('CUST-EAA')
		await eaa.setPhone('+442071234567')
		const sent = await eaa.send()
		const code = await codeTextedTo('+442071234567')
		await eaa.setPhone('+442079999999')
		expect(codeOf(await eaa.verify(sent.transactionId, code))).toBe('OTP_EXPIRED')
		const [row] = await sandbox.database.db.select().from(customers).where(eq(customers.id, 'CUST-EAA'))
		expect(row).toMatchObject({ mobilePhone: '+442079999999', mobilePhoneVerified: false })
	})

	it('locks after five wrong codes, even for the right one, and for new codes', async () => {
		const platinum = await member('CUST-PLATINUM')
		await platinum.setPhone('+13125550777')
		const sent = await platinum.send()
		const code = await codeTextedTo('+13125550777')
		for (let i = 0; i < 4; i++) expect(codeOf(await platinum.verify(sent.transactionId, wrongFor(code)))).toBe('OTP_INVALID')
		expect((await platinum.verify(sent.transactionId, wrongFor(code))).status[0]).toMatchObject({ httpStatus: 429, code: 'OTP_LOCKED' })
		expect(codeOf(await platinum.verify(sent.transactionId, code))).toBe('OTP_LOCKED')
		await platinum.waitOut()
		expect(codeOf(await platinum.send())).toBe('OTP_LOCKED')
		// Once the lock is over, a new code works.
		await sandbox.database.db
			.update(mobilePhoneCodes)
			.set({ lockedUntil: new Date(Date.now() - 1000) })
			.where(eq(mobilePhoneCodes.customerId, 'CUST-PLATINUM'))
		const again = await platinum.send()
		expect(codeOf(again)).toBe('SUCCESS')
		expect(codeOf(await platinum.verify(again.transactionId, await codeTextedTo('+13125550777')))).toBe('SUCCESS')
	})

	it('is for the member the token speaks for only', async () => {
		const input = { customerId: 'CUST-SILVER' }
		expect((await graph(sandbox.url, SEND, { input })).body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		const verify = await graph(
			sandbox.url,
			VERIFY,
			{ input: { ...input, transactionId: 'x', code: '123456' } },
			bearer(await issueToken(sandbox.database.db, 'CUST-GOLD', 'access', new Date())),
		)
		expect(verify.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
	})
})
