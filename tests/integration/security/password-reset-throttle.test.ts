import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { SHARED_CONFIGURATIONS } from '../shared-servers.ts'

// Issue 28 item 6, the app's side: the password-reset page had no limit of its own on code
// submissions or on "send a new code"; only the platform's lock-out after five wrong codes,
// which parallel guesses could outrun. Codes are now limited per account (the e-mail waiting
// in the platform session) and per address, before the platform is asked, and answered like
// the lock-out: 429, Retry-After, the form kept. The budgets are set below the platform's
// five here so that the app's own limit is what answers. One trusted proxy hop lets the
// test speak from several addresses.

const PER_ACCOUNT = Number(SHARED_CONFIGURATIONS.limits.ONE_TIME_CODE_ATTEMPTS_PER_ACCOUNT)
const PER_IP = Number(SHARED_CONFIGURATIONS.limits.ONE_TIME_CODE_ATTEMPTS_PER_IP)
const PATH = '/emailPassword.mi'
const LOCKED_OUT = 'Too many wrong codes. For your security, please wait 15 minutes, then ask for a new code.'
const TOO_SOON = 'We sent a code less than a minute ago.'

// The shared server with small budgets: no other file there asks for reset codes of these
// accounts, and its addresses are its own.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('limits')
}, 90_000)

type Answer = { status: number; retryAfter: string | null; text: string }
async function post(ip: string, fields: Record<string, string>, cookie = ''): Promise<Answer & { cookie: string }> {
	const response = await fetch(`${server.baseUrl}${PATH}`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip, Cookie: cookie },
		body: new URLSearchParams(fields),
	})
	const set = response.headers.getSetCookie().map((line) => line.split(';')[0]!)
	return {
		status: response.status,
		retryAfter: response.headers.get('Retry-After'),
		text: await response.text(),
		cookie: set.length ? set.join('; ') : cookie,
	}
}

/** A reset under way for this address: the cookie that carries it. */
async function startReset(ip: string, email: string): Promise<string> {
	const started = await post(ip, { intent: 'request', email, channel: 'email' })
	expect(started.status).toBe(303)
	return started.cookie
}
const wrongCode = (ip: string, cookie: string) =>
	post(ip, { intent: 'reset', code: '000000', password: 'Brand#New2027', confirmPassword: 'Brand#New2027' }, cookie)

describe('the app’s own limit on reset codes', () => {
	it('refuses an account’s codes past its budget, from any address, as the lock-out does, with the form kept', async () => {
		const cookie = await startReset('192.0.2.1', 'gold@example.com')
		for (let i = 1; i <= PER_ACCOUNT; i++) expect((await wrongCode(`192.0.2.${10 + i}`, cookie)).status).toBe(400)
		const refused = await wrongCode('192.0.2.30', cookie)
		expect(refused.status).toBe(429)
		expect(Number(refused.retryAfter)).toBeGreaterThan(0)
		expect(refused.text).toContain(LOCKED_OUT)
		expect(refused.text).toContain('name="code"')
	})

	it('refuses an address’s codes past its budget, whichever accounts they are for', async () => {
		const ip = '198.51.100.50'
		const silver = await startReset(ip, 'silver@example.com')
		const titanium = await startReset(ip, 'titanium@example.com')
		for (let i = 0; i < PER_ACCOUNT; i++) expect((await wrongCode(ip, silver)).status).toBe(400)
		for (let i = PER_ACCOUNT; i < PER_IP; i++) expect((await wrongCode(ip, titanium)).status).toBe(400)
		const refused = await wrongCode(ip, titanium)
		expect(refused.status).toBe(429)
		expect(refused.text).toContain(LOCKED_OUT)
		// Another address may still try that account.
		expect((await wrongCode('198.51.100.51', titanium)).status).toBe(400)
	})

	it('limits "send a new code" per account too', async () => {
		const cookie = await startReset('203.0.113.1', 'platinum@example.com')
		// The platform's own wait between codes answers first…
		for (let i = 1; i <= PER_ACCOUNT; i++) {
			const resent = await post(`203.0.113.${10 + i}`, { intent: 'resend' }, cookie)
			expect(resent.status).toBe(429)
			expect(resent.text).toContain(TOO_SOON)
		}
		// …and past the budget, the app's.
		const refused = await post('203.0.113.30', { intent: 'resend' }, cookie)
		expect(refused.status).toBe(429)
		expect(refused.text).toContain(LOCKED_OUT)
	})
})
