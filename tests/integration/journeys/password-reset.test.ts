import { beforeAll, expect, it } from 'vitest'
import { joinMember } from '../../e2e/support/members.ts'
import type { Page, Visitor } from '../visitor.ts'
import { account, signIn, site, strangerEmail, visitorOf, type Site } from './site-visitor.ts'

// The password reset's journeys whose outcome the server alone decides (issue 29), moved
// from tests/e2e/password-reset.spec.ts: a visitor with JavaScript off over plain HTTP. The
// code is read from the sandbox's outbox; each test joins a member of its own. The browser
// keeps a member resetting their password, with JavaScript off and on.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const OLD_PASSWORD = 'Before#Reset1'
const NEW_PASSWORD = 'After#Reset22'

/** The code in the newest message to this recipient. */
async function codeSentTo(recipient: string): Promise<string> {
	const answer = await fetch(`${server.sandboxUrl}/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`)
	const { messages } = (await answer.json()) as { messages: Array<{ body: string }> }
	const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1]
	if (!code) throw new Error(`no code was sent to ${recipient}`)
	return code
}

async function askForCode(guest: Visitor, email: string, by: 'E-mail' | 'Text message to the phone on the account' = 'E-mail'): Promise<Page> {
	const page = await guest.goto('/emailPassword.mi')
	const sent = await guest.submit(page.form('Send the code'), { 'E-mail address': email, [by]: true }, 'Send the code')
	expect(sent.control('6-digit code')).toBeTruthy()
	return sent
}

function setPassword(guest: Visitor, page: Page, code: string, password = NEW_PASSWORD): Promise<Page> {
	return guest.submit(
		page.form('Set the new password'),
		{ '6-digit code': code, 'New password': password, 'New password again': password },
		'Set the new password',
	)
}

it('a wrong code and a used code are refused with 400, and the old password no longer works', async () => {
	const [guest, email] = [await visitorOf(server), strangerEmail('reset-codes')]
	await joinMember({ email, password: OLD_PASSWORD }, server.sandboxPort)
	const codeStep = await askForCode(guest, email)
	const code = await codeSentTo(email)
	const wrong = code === '123456' ? '654321' : '123456'

	const refused = await setPassword(guest, codeStep, wrong)
	expect(refused.status).toBe(400)
	expect(refused.descriptionOf('6-digit code')).toContain("That code isn't right. Check it, or ask for a new one.")
	expect(refused.control('6-digit code').getAttribute('aria-invalid')).toBe('true')

	const changed = await setPassword(guest, refused, code)
	expect(changed.path).toBe('/sign-in.mi')
	// Asked again at once: the same code row, already used.
	const again = await setPassword(guest, await askForCode(guest, email), code, 'Third#Time333')
	expect(again.text('main')).toContain('That code has been used or has run out. Ask for a new one.')

	// The old password opens nothing any more; the new one does.
	expect(account(await signIn(guest, email, { password: OLD_PASSWORD }))).not.toContain('Hello, Robin')
	const signedIn = await signIn(guest, email, { password: NEW_PASSWORD })
	expect(account(signedIn)).toContain('Hello, Robin')
	expect(account(signedIn)).toContain('Member')
})

it('the code can come by text message to the member’s phone', async () => {
	const [guest, email] = [await visitorOf(server), strangerEmail('reset-sms')]
	const phone = `512 554 ${String(Date.now() % 10_000).padStart(4, '0')}`
	await joinMember({ email, password: OLD_PASSWORD, smsPhone: phone }, server.sandboxPort)
	const codeStep = await askForCode(guest, email, 'Text message to the phone on the account')
	expect(codeStep.text('main')).toMatch(/we've sent a 6-digit code by text to its phone/)
	const changed = await setPassword(guest, codeStep, await codeSentTo(phone))
	expect(changed.text('[role="status"]')).toContain('Your password is changed.')
})
