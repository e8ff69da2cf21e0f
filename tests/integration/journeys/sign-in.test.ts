import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { joinMember } from '../../e2e/support/members.ts'
import { SESSION_COOKIE } from '../../e2e/support/platform-session.ts'
import { PASSWORD } from '../../e2e/support/sign-in.ts'
import { anotherAddress, sharedServer } from '../shared-server.ts'
import { Visitor, type Page } from '../visitor.ts'

// The sign-in journeys whose outcome the server alone decides (issue 29), moved from
// tests/e2e/sign-in.spec.ts: a visitor with JavaScript off over plain HTTP. The browser
// keeps one member signing in and the journeys JavaScript changes.

let baseUrl = ''
let sandboxPort = 0
beforeAll(async () => {
	const server = await sharedServer('app')
	baseUrl = server.baseUrl
	sandboxPort = server.sandboxPort
}, 90_000)

/** A visitor from an address of its own: one test's failures never count against another's budget. */
async function visitor() {
	return new Visitor(baseUrl, { headers: { 'X-Forwarded-For': await anotherAddress() } })
}

let strangers = 0
const stranger = (label: string) => `nobody-${label}-${process.pid}-${Date.now()}-${(strangers += 1)}@example.com`

async function signIn(guest: Visitor, userId: string, password = PASSWORD, path = '/sign-in.mi?returnTo=%2F'): Promise<Page> {
	const page = await guest.goto(path)
	return guest.submit(page.form('Sign in'), { 'E-mail or member number': userId, Password: password }, 'Sign in')
}

/** The account navigation's words: the greeting, the status line and the sign-out button when signed in. */
const account = (page: Page) => page.text('nav[aria-label="Your account"]')

const TIERS = [
	{ email: 'member@example.com', name: 'Maya Reyes', status: 'Member · 4,200 points' },
	{ email: 'silver@example.com', name: 'Samuel Okafor', status: 'Silver Elite · 18,500 points' },
	{ email: 'platinum@example.com', name: 'Pablo Martín', status: 'Platinum Elite · 152,300 points' },
	{ email: 'titanium@example.com', name: 'Tomoko Sato', status: 'Titanium Elite · 310,750 points' },
	{ email: 'ambassador@example.com', name: 'Amara Haddad', status: 'Ambassador Elite · 1,204,000 points' },
]

describe('signing in on the sign-in page', () => {
	it.each(TIERS)('a $status member lands on returnTo with their name and tier in the header, on every page', async ({ email, name, status }) => {
		const guest = await visitor()
		const landed = await signIn(guest, email, PASSWORD, '/sign-in.mi?returnTo=%2Flanguage%3Ffrom%3Dsign-in')
		expect(landed.redirects).toEqual([{ status: 303, location: '/language?from=sign-in' }])
		expect(account(landed)).toContain(`Hello, ${name}`)
		expect(account(landed)).toContain(status)
		expect(account(await guest.goto('/'))).toContain(`Hello, ${name}`)
	})

	it('the member number works as well as the e-mail', async () => {
		const page = await signIn(await visitor(), '100002223')
		expect(account(page)).toContain('Hello, Grace Lindqvist')
		expect(account(page)).toContain('Gold Elite')
	})

	it('a wrong password keeps the visitor on the form, with the message and nothing kept', async () => {
		const page = await signIn(await visitor(), stranger('wrong'), 'NotThePassword1')
		expect(page.status).toBe(401)
		expect(page.alerts.join(' ')).toContain('The e-mail, member number or password is not correct.')
		expect(page.valueOf('Password')).toBe('')
		expect(page.valueOf('E-mail or member number')).toBe('')
		expect(page.link('Sign in or join')).toMatch(/^\/sign-in\.mi/)
	})

	it('a locked account is told so, even with the right password', async () => {
		const [guest, email] = [await visitor(), stranger('locked')]
		for (let attempt = 1; attempt <= 3; attempt++) await signIn(guest, email, `Wrong#${attempt}`)
		expect((await signIn(guest, email, 'Wrong#4')).alerts.join(' ')).toContain('one attempt left')
		expect((await signIn(guest, email, 'Wrong#5')).alerts.join(' ')).toContain('Your account is locked')
	})

	it('after too many failures the account is rate limited with 429', async () => {
		const [guest, email] = [await visitor(), stranger('limited')]
		for (let attempt = 1; attempt <= 5; attempt++) await signIn(guest, email, `Wrong#${attempt}`)
		const limited = await signIn(guest, email, 'Wrong#6')
		expect(limited.status).toBe(429)
		expect(limited.alerts.join(' ')).toContain('Too many sign-in attempts')
		expect((await signIn(guest, email, PASSWORD)).status).toBe(429)
	})

	it('an identifier that is neither an e-mail nor a member number is refused with a 400, the identifier kept and the password not', async () => {
		const page = await signIn(await visitor(), 'gold@example', 'x')
		expect(page.status).toBe(400)
		expect(page.descriptionOf('E-mail or member number')).toContain('Enter a valid e-mail address or member number.')
		expect(page.valueOf('E-mail or member number')).toBe('gold@example')
		expect(page.html).not.toContain('value="x"')
	})

	it('without remember me, signing out forgets the member', async () => {
		const guest = await visitor()
		const form = (await guest.goto('/sign-in.mi')).form('Sign in')
		const signedIn = await guest.submit(form, { 'E-mail or member number': 'member@example.com', Password: PASSWORD, 'Remember me': false }, 'Sign in')
		expect(account(signedIn)).toContain('Hello, Maya Reyes')
		const out = await guest.submit(signedIn.form('Sign out'))
		expect(out.text('[role="status"]')).toBe('You have signed out.')
		expect(account(out)).not.toContain('Maya Reyes')
		expect(out.link('Sign in or join')).toMatch(/^\/sign-in\.mi/)
	})

	it('a remembered member signs in with the password only, and can be forgotten', async () => {
		const guest = await visitor()
		const signedIn = await signIn(guest, 'ambassador@example.com') // remember me is ticked by default
		const out = await guest.submit(signedIn.form('Sign out'))
		expect(out.text('[role="status"]')).toBe('You have signed out.')
		expect(account(out)).toContain('Hello, Amara Haddad') // remembered, not signed in
		const welcome = await guest.goto('/sign-in.mi?returnTo=%2F')
		expect(welcome.heading).toBe('Welcome back, Amara Haddad')
		expect(() => welcome.control('E-mail or member number')).toThrow()
		const back = await guest.submit(welcome.form('Sign in'), { Password: PASSWORD }, 'Sign in')
		expect(account(back)).toContain('Ambassador Elite')

		await guest.submit(back.form('Sign out'))
		const again = await guest.goto('/sign-in.mi')
		const someoneElse = await guest.submit(again.form('Not Amara Haddad? Sign in as someone else'), {}, 'Not Amara Haddad? Sign in as someone else')
		expect(someoneElse.heading).toBe('Sign in to your account')
		expect(someoneElse.control('E-mail or member number')).toBeTruthy()
	})

	it('the session cookie is HttpOnly, SameSite=Lax and holds no password', async () => {
		const guest = await visitor()
		const page = await guest.goto('/sign-in.mi')
		const answer = await fetch(`${baseUrl}/sign-in.mi`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: [...guest.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
			body: new URLSearchParams({
				email: 'gold@example.com',
				pwrd: PASSWORD,
				intent: page.form('Sign in').querySelector('button[name="intent"]')?.getAttribute('value') ?? 'sign-in',
			}),
		})
		expect(answer.status).toBe(303)
		const lines = answer.headers.getSetCookie()
		const session = lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? ''
		expect(session).toMatch(/;\s*HttpOnly/i)
		expect(session).toMatch(/;\s*SameSite=Lax/i)
		for (const line of lines) expect(decodeURIComponent(line)).not.toContain(PASSWORD)
	})
})

// The identifier's warnings and the verification an account may need (spec 000 §5, §8;
// docs/decisions/016): each beside the field, with the sign-in page warning above the form.
describe('the identifier field says why it cannot sign in', () => {
	const IDENTIFIER = 'E-mail or member number'
	const PAGE_WARNING = "We can't sign you in with the account you entered."

	it('a number too short for a member number gets the member-number warning, kept, with a 400', async () => {
		const page = await signIn(await visitor(), '12345678')
		expect(page.status).toBe(400)
		expect(page.descriptionOf(IDENTIFIER)).toBe('A member number has 9 to 12 digits. Check your membership card, or use your e-mail.')
		expect(page.alerts).toContain(PAGE_WARNING)
		expect(page.valueOf(IDENTIFIER)).toBe('12345678')
	})

	it('a mobile number without its country code gets the inline warning', async () => {
		const page = await signIn(await visitor(), '212 555 0123')
		expect(page.descriptionOf(IDENTIFIER)).toMatch(/a mobile number starts with \+ and the country code/)
		expect(page.alerts).toContain(PAGE_WARNING)
	})

	it('a verified mobile number signs in', async () => {
		const page = await signIn(await visitor(), '+1 212 555 0123')
		expect(page.path).toBe('/')
		expect(account(page)).toContain('Hello, Grace Lindqvist')
	})

	it('a mobile number not yet verified is told to sign in otherwise and verify it', async () => {
		const mobile = `+1 646 7${String(Date.now()).slice(-6)}`
		await joinMember({ email: stranger('mobile'), password: PASSWORD, smsPhone: mobile }, sandboxPort)
		const page = await signIn(await visitor(), mobile)
		expect(page.descriptionOf(IDENTIFIER)).toBe(
			"This mobile number isn't verified, so it can't sign you in. Use your e-mail or member number, then verify the number in your profile.",
		)
		expect(page.alerts).toContain(PAGE_WARNING)
		expect(page.valueOf('Password')).toBe('')
	})

	it('a membership waiting for verification is told how to verify it', async () => {
		const page = await signIn(await visitor(), TEST_ACCOUNTS.verify.email)
		expect(page.descriptionOf(IDENTIFIER)).toMatch(/^Your membership needs verifying first\. Choose “Forgot your password\?”/)
		expect(page.alerts).toContain(PAGE_WARNING)
		expect(page.link('Forgot your password?')).toMatch(/^\/emailPassword\.mi/)
	})

	it('in Spanish too', async () => {
		const guest = await visitor()
		const form = (await guest.goto('/es/sign-in.mi')).form('Iniciar sesión')
		const page = await guest.submit(form, { 'Correo electrónico o número de miembro': '1234', Contraseña: 'x' }, 'Iniciar sesión')
		expect(page.descriptionOf('Correo electrónico o número de miembro')).toMatch(/^Un número de miembro tiene de 9 a 12 dígitos\./)
		expect(page.alerts).toContain('No podemos iniciar tu sesión con la cuenta que has introducido.')
	})
})

describe('the session pages', () => {
	it('an expired session is said so, with a way back in', async () => {
		const guest = await visitor()
		const page = await guest.goto('/sessionTimedOut.mi?returnTo=%2Flanguage')
		expect(page.heading).toBe('Your session timed out')
		expect((await guest.follow('Sign in again')).path).toBe('/sign-in.mi?returnTo=%2Flanguage')
		expect((await guest.goto('/sessionTimeOut')).heading).toBe('Your session timed out')
	})

	it('/login leads to the sign-in page with its query', async () => {
		expect((await (await visitor()).goto('/login?returnTo=%2Flanguage')).path).toBe('/sign-in.mi?returnTo=%2Flanguage')
	})

	it('a GET of /logout.mi signs no one out; its button does', async () => {
		const guest = await visitor()
		await signIn(guest, 'silver@example.com')
		const page = await guest.goto('/logout.mi')
		expect(page.heading).toBe('Sign out')
		expect(account(page)).toContain('Hello, Samuel Okafor')
		const out = await guest.submit(page.form('Sign out'))
		expect(out.path).toBe('/')
		expect(out.text('[role="status"]')).toBe('You have signed out.')
	})

	it('in zh-TW sign-in is refused, with no form', async () => {
		const guest = new Visitor(baseUrl, { headers: { 'Accept-Language': 'zh-TW', 'X-Forwarded-For': await anotherAddress() } })
		const page = await guest.goto('/sign-in.mi')
		expect(page.heading).toBe("Sign-in isn't available")
		expect(() => page.control('Password')).toThrow()
	})
})

describe('in Spanish', () => {
	it('the page, its errors and the redirect keep the /es prefix', async () => {
		const guest = await visitor()
		const empty = await guest.submit((await guest.goto('/es/sign-in.mi?returnTo=%2Flanguage')).form('Iniciar sesión'), {}, 'Iniciar sesión')
		expect(empty.status).toBe(400)
		expect(empty.text('main')).toContain('Introduce tu contraseña.')
		const page = await guest.submit(
			empty.form('Iniciar sesión'),
			{ 'Correo electrónico o número de miembro': 'gold@example.com', Contraseña: PASSWORD },
			'Iniciar sesión',
		)
		expect(page.path).toBe('/es/language')
		expect(page.text('header')).toContain('Hola, Grace Lindqvist')
	})
})
