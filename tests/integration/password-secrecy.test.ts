import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from './shared-server.ts'

// The password may reach the platform (encrypted) and nowhere else: not a log line of
// the app or the sandbox, not a page, not a header, not a URL.
const WRONG = 'Leak#Canary-7731'
const RIGHT = 'Welcome#2026'

// On the shared server (debug level): no line of its whole log may hold the password,
// whichever file's request wrote it.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('app')
})

async function postSignIn(email: string, pwrd: string, extra: Record<string, string> = {}) {
	const response = await fetch(`${server.baseUrl}/sign-in.mi?returnTo=%2F`, {
		method: 'POST',
		body: new URLSearchParams({ email, pwrd, intent: 'sign-in', rememberMe: 'on', ...extra }),
		redirect: 'manual',
	})
	const headers = JSON.stringify([...response.headers])
	return { status: response.status, text: `${headers}\n${await response.text()}` }
}

describe('the password', () => {
	it('appears in no response and no log line, whatever the outcome', async () => {
		const answers = [
			await postSignIn('silver@example.com', WRONG), // refused by the platform
			await postSignIn('not an identifier', WRONG), // refused by the form
			await postSignIn('gold@example.com', RIGHT), // signed in
		]
		expect(answers.map((answer) => answer.status)).toEqual([401, 400, 303])
		// A password someone put in a URL by mistake is not written to the access log either.
		await fetch(`${server.baseUrl}/sign-in.mi?pwrd=${encodeURIComponent(RIGHT)}`)
		for (const answer of answers) {
			expect(answer.text).not.toContain(WRONG)
			expect(answer.text).not.toContain(RIGHT)
			expect(answer.text).not.toContain(encodeURIComponent(RIGHT))
		}
		const own = await server.ownEntries()
		expect(own.filter((entry) => entry.msg.startsWith('POST /sign-in.mi')).map((entry) => entry.status)).toEqual([401, 400, 303]) // the requests were logged…
		const logs = server.output()
		expect(logs).not.toContain(WRONG) // …without the password
		expect(logs).not.toContain(RIGHT)
		expect(logs).not.toContain(encodeURIComponent(RIGHT))
	})
})
