import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exitOf, startServer } from '../server-process.ts'

// Issue 10 item 5 at the HTTP level, against the real sandbox and two workers: the limit
// was checked before the platform call and counted after it, so 200 concurrent wrong
// passwords for one account all reached the platform and other visitors waited 14 s.
// Now each attempt takes its place in the budget before anything else, in the
// supervisor's primary, so both workers draw on one budget.

const FAILURES_PER_ACCOUNT = 5
const FAILURES_PER_IP = 20
const PASSWORD = 'Welcome#2026'

// A server of its own: the 200-attempt bursts spend gold's budget and this address's, and the
// timing yardstick needs no other file's requests on its workers.
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer({
		WEB_CONCURRENCY: '2',
		SIGN_IN_FAILURES_PER_ACCOUNT: String(FAILURES_PER_ACCOUNT),
		SIGN_IN_FAILURES_PER_IP: String(FAILURES_PER_IP),
		// 200 concurrent sign-ins on a loaded machine can hold a worker past the 2 s it gives the
		// supervisor to count an attempt; it then refuses (fail closed, as it should) and fewer
		// than the budget pass. The count itself is what this file proves, so it may wait.
		ATTEMPT_LIMITS_PRIMARY_TIMEOUT_MS: '20000',
	})
}, 90_000)
afterAll(async () => {
	server?.child.kill('SIGTERM')
	if (server) await exitOf(server.child)
})

type Answer = { status: number; retryAfter: string | null; text: string }
async function signIn(email: string, pwrd: string): Promise<Answer> {
	const response = await fetch(`${server.baseUrl}/sign-in.mi`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ email, pwrd, intent: 'sign-in', returnTo: '/' }),
	})
	return { status: response.status, retryAfter: response.headers.get('Retry-After'), text: await response.text() }
}

async function homePageMs(): Promise<number> {
	const started = performance.now()
	const response = await fetch(`${server.baseUrl}/`)
	await response.arrayBuffer()
	expect(response.status).toBe(200)
	return performance.now() - started
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const limited = (answers: Answer[]) => answers.filter((answer) => answer.status === 429)
const passed = (answers: Answer[]) => answers.filter((answer) => answer.status !== 429)

// Each burst's attempts may now wait for the supervisor's count (above) rather than fail
// closed, so on a loaded machine a burst can outlast the default 30 s.
describe('sign-in throttling under concurrent attempts', { timeout: 120_000 }, () => {
	it('lets a member sign in (so this address knows silver@example.com)', async () => {
		expect((await signIn('silver@example.com', PASSWORD)).status).toBe(303)
	})

	it('200 concurrent wrong passwords for one account: only the budget reaches the platform, the rest is 429 with Retry-After, and the home page keeps answering', async () => {
		// The yardstick: the home page while 200 other visitors load the sign-in page (which also warms that page's code).
		let started = performance.now()
		const pageViews = Promise.all(Array.from({ length: 200 }, () => fetch(`${server.baseUrl}/sign-in.mi`).then((r) => r.arrayBuffer())))
		await pause(20)
		const duringPageViews = await homePageMs()
		await pageViews
		const pageViewsMs = performance.now() - started
		started = performance.now()
		const burst = Promise.all(Array.from({ length: 200 }, () => signIn('gold@example.com', 'wrong-password-1')))
		await pause(20)
		const duringBurst = await homePageMs()
		const answers = await burst
		const burstMs = performance.now() - started
		console.info(
			`200 sign-in page views: ${pageViewsMs.toFixed(0)} ms, the home page meanwhile ${duringPageViews.toFixed(0)} ms; ` +
				`200 wrong passwords: ${burstMs.toFixed(0)} ms, the home page meanwhile ${duringBurst.toFixed(0)} ms`,
		)

		expect(passed(answers).map((answer) => answer.status)).toEqual(Array(FAILURES_PER_ACCOUNT).fill(401))
		expect(limited(answers)).toHaveLength(200 - FAILURES_PER_ACCOUNT)
		for (const answer of limited(answers)) {
			expect(Number(answer.retryAfter)).toBeGreaterThan(0)
			expect(Number(answer.retryAfter)).toBeLessThanOrEqual(15 * 60)
			expect(answer.text).toContain('Too many sign-in attempts')
		}
		// A refused attempt costs about what a page view costs (the home page took 14 s when all 200 reached the platform).
		expect(burstMs).toBeLessThan(1.5 * pageViewsMs + 500)
		// Against the yardstick, not the clock: other test files share the two cores.
		expect(duringBurst).toBeLessThan(Math.max(5_000, 3 * duringPageViews))
	})

	it('the right password for that account is refused too while its budget is spent', async () => {
		const answer = await signIn('gold@example.com', PASSWORD)
		expect(answer.status).toBe(429)
		expect(answer.retryAfter).toMatch(/^\d+$/)
	})

	it('one address trying many accounts at once gets its budget through, no more', async () => {
		const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(`nobody${i}@example.com`, 'wrong-password-1')))
		// The gold burst took 5 of this address's 20.
		expect(passed(answers)).toHaveLength(FAILURES_PER_IP - FAILURES_PER_ACCOUNT)
		expect(limited(answers).every((answer) => /^\d+$/.test(answer.retryAfter ?? ''))).toBe(true)
	})

	it('over its budget, the address still signs in to an account it signed in to before; not to others', async () => {
		expect((await signIn('silver@example.com', PASSWORD)).status).toBe(303)
		const stranger = await signIn('platinum@example.com', PASSWORD)
		expect(stranger.status).toBe(429)
		expect(stranger.retryAfter).toMatch(/^\d+$/)
	})
})
