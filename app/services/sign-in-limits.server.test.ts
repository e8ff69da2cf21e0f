import { describe, expect, it } from 'vitest'
import { createSignInLimits, type AccountNames, type SignInGate } from './sign-in-limits.server.ts'

type Gate = Extract<SignInGate, { ok: true }>
const open = (gate: SignInGate): Gate => {
	if (!gate.ok) throw new Error(`refused for ${gate.retryAfterSeconds} s`)
	return gate
}
const fail = async (limits: ReturnType<typeof createSignInLimits>, ip: string, account: string | AccountNames) => open(await limits.reserve(ip, account))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sign-in limits', () => {
	it('lets at most the account budget of 200 concurrent wrong passwords reach the platform', async () => {
		const limits = createSignInLimits({ failuresPerIp: 1000, failuresPerAccount: 5, windowSeconds: 60 })
		let reachedPlatform = 0
		const attempt = async (i: number) => {
			const gate = await limits.reserve(`10.0.${i % 250}.1`, 'gold@example.com')
			if (!gate.ok) return gate.retryAfterSeconds
			reachedPlatform++
			await pause(20) // the platform's answer: wrong password; the attempt keeps its point
			return 'refused by the platform'
		}
		const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt(i)))
		expect(reachedPlatform).toBe(5)
		expect(answers.filter((answer) => typeof answer === 'number')).toHaveLength(195)
		for (const wait of answers.filter((answer) => typeof answer === 'number')) expect(wait).toBeGreaterThan(55)
	})

	it('lets at most the IP budget through from one address trying many accounts at once', async () => {
		const limits = createSignInLimits({ failuresPerIp: 20, failuresPerAccount: 5, windowSeconds: 60 })
		const gates = await Promise.all(Array.from({ length: 200 }, (_, i) => limits.reserve('1.1.1.1', `user${i}@example.com`)))
		expect(gates.filter((gate) => gate.ok)).toHaveLength(20)
		// Refused ones took nothing: another address still has its whole budget for those accounts.
		expect((await Promise.all(Array.from({ length: 5 }, () => limits.reserve('2.2.2.2', 'user150@example.com')))).every((g) => g.ok)).toBe(true)
	})

	it('counts every address of an IPv6 /64 as one address', async () => {
		const limits = createSignInLimits({ failuresPerIp: 3, failuresPerAccount: 100, windowSeconds: 60 })
		for (let i = 1; i <= 3; i++) await fail(limits, `2001:db8:5:6::${i}`, `user${i}@example.com`)
		expect((await limits.reserve('2001:db8:5:6:ffff::9', 'user9@example.com')).ok).toBe(false)
		expect((await limits.reserve('2001:db8:5:7::1', 'user9@example.com')).ok).toBe(true)
	})

	it('counts an account under its subject whichever identifier names it, and asks for the subject only past the other budgets', async () => {
		const limits = createSignInLimits({ failuresPerIp: 100, failuresPerAccount: 2, windowSeconds: 60 })
		let asked = 0
		const named = (subject: string) => (key: string) => ({ key, subject: async () => (asked++, subject) })
		const gold = named('subject:gold')
		await fail(limits, '1.1.1.1', gold('id:gold@example.com'))
		await fail(limits, '1.1.1.2', gold('digits:100002223'))
		expect((await limits.reserve('1.1.1.3', gold('digits:12125550123'))).ok).toBe(false)
		expect(asked).toBe(3)
		// A burst through one spelling is refused before the platform is asked.
		const silver = named('subject:silver')
		await fail(limits, '1.1.1.4', silver('id:silver@example.com'))
		await fail(limits, '1.1.1.4', silver('id:silver@example.com'))
		const before = asked
		expect((await limits.reserve('1.1.1.5', silver('id:silver@example.com'))).ok).toBe(false)
		expect(asked).toBe(before)
	})

	it('counts an account across addresses, and a success clears it', async () => {
		const limits = createSignInLimits({ failuresPerIp: 100, failuresPerAccount: 3, windowSeconds: 60 })
		for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) await fail(limits, ip, 'gold@example.com')
		expect((await limits.reserve('9.9.9.9', 'gold@example.com')).ok).toBe(false)
		expect((await limits.reserve('9.9.9.9', 'silver@example.com')).ok).toBe(true)
	})

	it('gives back what a success or an unanswered attempt took', async () => {
		const limits = createSignInLimits({ failuresPerIp: 2, failuresPerAccount: 2, windowSeconds: 60 })
		for (let i = 0; i < 5; i++) await open(await limits.reserve('1.1.1.1', 'a@example.com')).abandoned()
		await fail(limits, '1.1.1.1', 'a@example.com')
		const right = open(await limits.reserve('1.1.1.1', 'a@example.com'))
		await right.succeeded()
		await right.abandoned() // a fault after the success changes nothing
		// The account starts again; the address still has its one failure.
		await fail(limits, '1.1.1.1', 'a@example.com')
		expect((await limits.reserve('1.1.1.1', 'b@example.com')).ok).toBe(false)
	})

	it('an address over its budget still signs in to the accounts it signed in to before, within their own budget', async () => {
		const limits = createSignInLimits({ failuresPerIp: 3, failuresPerAccount: 2, windowSeconds: 60 })
		await open(await limits.reserve('1.1.1.1', 'member@example.com')).succeeded()
		for (const victim of ['x@example.com', 'y@example.com', 'z@example.com']) await fail(limits, '1.1.1.1', victim)
		const stranger = await limits.reserve('1.1.1.1', 'gold@example.com')
		expect(stranger).toEqual({ ok: false, retryAfterSeconds: 60 })
		// The refusal took nothing from gold's own budget.
		await fail(limits, '2.2.2.2', 'gold@example.com')
		await fail(limits, '2.2.2.2', 'gold@example.com')
		// The member behind the same address: still let through, but only for the account's budget.
		await fail(limits, '1.1.1.1', 'member@example.com')
		await open(await limits.reserve('1.1.1.1', 'member@example.com')).succeeded()
		await fail(limits, '1.1.1.1', 'member@example.com')
		await fail(limits, '1.1.1.1', 'member@example.com')
		expect((await limits.reserve('1.1.1.1', 'member@example.com')).ok).toBe(false)
	})

	it('forgets failures after the window', async () => {
		const limits = createSignInLimits({ failuresPerIp: 1, failuresPerAccount: 1, windowSeconds: 1 })
		await fail(limits, '1.1.1.1', 'a@example.com')
		expect(await limits.reserve('1.1.1.1', 'a@example.com')).toEqual({ ok: false, retryAfterSeconds: 1 })
		await pause(1_100)
		expect((await limits.reserve('1.1.1.1', 'a@example.com')).ok).toBe(true)
	})
})
