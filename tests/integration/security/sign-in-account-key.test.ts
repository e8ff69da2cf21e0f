import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { SHARED_CONFIGURATIONS } from '../shared-servers.ts'

// Issue 28 item 8: the per-account sign-in budget was keyed on the identifier as typed, so
// an account's e-mail, its member number and each spelling of its phone number had a budget
// each; and an IPv6 client had a fresh per-address budget for every address of its /64.
// The account's budget is keyed on the platform's subject for it now
// (docs/decisions/019-limit-keys.md), and addresses on their /64. One trusted proxy hop
// lets the test speak from several addresses.

const FAILURES_PER_ACCOUNT = Number(SHARED_CONFIGURATIONS.limits.SIGN_IN_FAILURES_PER_ACCOUNT)
const FAILURES_PER_IP = Number(SHARED_CONFIGURATIONS.limits.SIGN_IN_FAILURES_PER_IP)

// The shared server with small budgets: no other file there signs in to these accounts,
// and its addresses are its own.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('limits')
}, 90_000)

async function signIn(ip: string, email: string, pwrd = 'wrong-password-1'): Promise<{ status: number; retryAfter: string | null }> {
	const response = await fetch(`${server.baseUrl}/sign-in.mi`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
		body: new URLSearchParams({ email, pwrd, intent: 'sign-in', returnTo: '/' }),
	})
	await response.arrayBuffer()
	return { status: response.status, retryAfter: response.headers.get('Retry-After') }
}

describe('sign-in budgets keyed on the account and the /64', () => {
	it('an account’s budget spent through its e-mail is spent for its member number and its phone in any spelling', async () => {
		const { email, memberNumber } = TEST_ACCOUNTS.gold
		// Each from its own address: only the account's budget is at stake.
		for (let i = 1; i <= FAILURES_PER_ACCOUNT; i++) expect((await signIn(`203.0.113.${i}`, email)).status).toBe(401)
		for (const [i, identifier] of [memberNumber, '+1 212 555 0123', '+12125550123', email.toUpperCase()].entries()) {
			const answer = await signIn(`203.0.113.${50 + i}`, identifier)
			expect(answer.status, identifier).toBe(429)
			expect(Number(answer.retryAfter)).toBeGreaterThan(0)
		}
		// Another account has its own budget.
		expect((await signIn('203.0.113.99', TEST_ACCOUNTS.silver.email)).status).toBe(401)
	})

	it('every address of an IPv6 /64 draws on one per-address budget; the next /64 has its own', async () => {
		for (let i = 1; i <= FAILURES_PER_IP; i++) expect((await signIn(`2001:db8:28:1::${i}`, `stranger${i}@example.com`)).status).toBe(401)
		expect((await signIn('2001:db8:28:1:ffff::9', 'stranger9@example.com')).status).toBe(429)
		expect((await signIn('2001:db8:28:2::1', 'stranger9@example.com')).status).toBe(401)
	})
})
