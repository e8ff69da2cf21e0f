import { describe, expect, it } from 'vitest'
import { createOneTimeCodeLimits } from './one-time-code-limits.server.ts'

const limitsOf = (kind: string) => createOneTimeCodeLimits({ kind, perAccount: 2, perIp: 3, windowSeconds: 60 })
const wrong = async (limits: ReturnType<typeof limitsOf>, account: string, ip: string) => expect((await limits.reserveCode(account, ip)).ok).toBe(true)

describe('one-time code limits', () => {
	it('keeps a wrong code, gives a right one back, and refuses past the account’s budget in any case', async () => {
		const limits = limitsOf('test-a')
		const right = await limits.reserveCode('a@example.com', '1.1.1.1')
		if (!right.ok) throw new Error('refused')
		await right.giveBack()
		await right.giveBack()
		await wrong(limits, 'a@example.com', '1.1.1.1')
		await wrong(limits, 'A@Example.com', '2.2.2.2')
		expect(await limits.reserveCode('a@example.com', '3.3.3.3')).toEqual({ ok: false, retryAfterSeconds: 60 })
	})

	it('refuses past the address’s budget, an IPv6 /64 being one address', async () => {
		const limits = limitsOf('test-b')
		for (const [i, ip] of ['2001:db8::1', '2001:db8::2', '2001:db8::3'].entries()) await wrong(limits, `user${i}@example.com`, ip)
		expect((await limits.reserveCode('user9@example.com', '2001:db8::9')).ok).toBe(false)
		expect((await limits.reserveCode('user9@example.com', '2001:db8:1::9')).ok).toBe(true)
	})

	it('counts new codes on budgets of their own', async () => {
		const limits = limitsOf('test-c')
		expect((await limits.takeResend('a@example.com', '1.1.1.1')).ok).toBe(true)
		expect((await limits.takeResend('a@example.com', '1.1.1.1')).ok).toBe(true)
		expect((await limits.takeResend('a@example.com', '1.1.1.1')).ok).toBe(false)
		expect((await limits.reserveCode('a@example.com', '1.1.1.1')).ok).toBe(true)
	})
})
