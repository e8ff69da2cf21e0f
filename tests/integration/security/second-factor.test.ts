import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startServer } from '../server-process.ts'
import { cookiesOf, getPage, PASSWORD, postForm } from './site.ts'

// Issue 28, item 9 against the built server and its own sandbox: the password of an
// account with a second factor leads to the code page, and no member page opens until the
// code from the outbox is entered.

// Its own server and sandbox: it reads mfa@'s newest code from that sandbox's outbox, which
// another file's sign-in of mfa@ would change.
let server: { child: ChildProcess; baseUrl: string; output: () => string }
let sandboxUrl: string
beforeAll(async () => {
	const sandboxPort = await freePort()
	sandboxUrl = `http://127.0.0.1:${sandboxPort}`
	server = await startServer({ SANDBOX_PORT: String(sandboxPort) })
}, 90_000)
afterAll(() => server?.child.kill('SIGKILL'))

const PROFILE = '/loyalty/myAccount/profile.mi'
const VERIFY = `/sign-in/verify.mi?returnTo=${encodeURIComponent(PROFILE)}`
const get = (path: string, cookie?: string) => getPage(server.baseUrl, path, { cookie })
const post = (path: string, fields: Record<string, string>, cookie?: string) => postForm(server.baseUrl, path, fields, { cookie })

/** The code in the newest message to mfa@example.com. */
async function sentCode(): Promise<string> {
	const { messages } = (await (await fetch(`${sandboxUrl}/sandbox/outbox?recipient=mfa%40example.com`)).json()) as { messages: Array<{ body: string }> }
	const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1]
	if (!code) throw new Error('no sign-in code was sent')
	return code
}

/** The password of mfa@example.com, from the sign-in page back to the profile. */
async function passwordOnly(): Promise<string> {
	const signedIn = await post(`/sign-in.mi?returnTo=${encodeURIComponent(PROFILE)}`, { email: 'mfa@example.com', pwrd: PASSWORD, returnTo: PROFILE })
	expect(signedIn.status).toBe(303)
	expect(signedIn.headers.get('Location')).toBe(VERIFY)
	return cookiesOf(signedIn)
}

describe('a sign-in with a second factor', () => {
	it('goes to the code page, the profile refuses until the code is entered, and the right code signs in', async () => {
		const pending = await passwordOnly()
		// Not a member yet: the profile sends to the code page, the header shows nobody signed in.
		const profile = await get(PROFILE, pending)
		expect(profile.status).toBe(302)
		expect(profile.headers.get('Location')).toBe(VERIFY)
		expect(await (await get('/', pending)).text()).not.toMatch(/Sign out/)

		const page = await get(VERIFY, pending)
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toContain('m***s@example.com')
		expect(html).toMatch(/6-digit code/)

		const code = await sentCode()
		const wrong = await post(VERIFY, { intent: 'verify', code: code === '000000' ? '111111' : '000000', returnTo: PROFILE }, pending)
		expect(wrong.status).toBe(400)
		const refused = await wrong.text()
		expect(refused).toMatch(/That code isn(&#x27;|')t right/)
		expect(refused).toMatch(/aria-invalid="true"/)
		const afterWrong = cookiesOf(wrong) || pending

		const verified = await post(VERIFY, { intent: 'verify', code, returnTo: PROFILE }, afterWrong)
		expect(verified.status).toBe(303)
		expect(verified.headers.get('Location')).toBe(PROFILE)
		const member = cookiesOf(verified)
		// The route still writes the session cookie the service handed back: the same name and attributes as at sign-in.
		for (const answer of [wrong, verified]) {
			// Besides it, a page may say it was sent the stylesheet's file (app/http/stylesheet-cookie.server.ts).
			const [line, ...more] = answer.headers.getSetCookie().filter((cookie) => !cookie.startsWith('stylesheet='))
			expect(more).toEqual([])
			expect(line).toMatch(/^__session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
		}
		// A new session id at the code, as at every sign-in: the one that waited opens nothing.
		expect(member).not.toBe(afterWrong)
		expect((await get(PROFILE, member)).status).toBe(200)
		expect((await get(PROFILE, afterWrong)).status).not.toBe(200)
	})

	it('answers a code that is not six digits with 400 beside the field, and an empty one too', async () => {
		const pending = await passwordOnly()
		for (const code of ['12', '']) {
			const answer = await post(VERIFY, { intent: 'verify', code, returnTo: PROFILE }, pending)
			expect(answer.status).toBe(400)
			expect(await answer.text()).toContain(code ? 'The code is 6 digits.' : 'Enter the code we sent you.')
		}
	})

	it('keeps returnTo safe, and sends a visitor with no sign-in pending to sign in', async () => {
		const away = await get('/sign-in/verify.mi?returnTo=%2F%2Fevil.example%2F')
		expect(away.status).toBe(302)
		expect(away.headers.get('Location')).toBe('/sign-in.mi?returnTo=%2F')
	})
})
