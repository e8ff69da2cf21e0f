import { beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD } from '../../e2e/support/sign-in.ts'
import { account, hasLink, signIn, site, visitorOf, type Site } from './site-visitor.ts'

// The sign-in overlay's journeys whose outcome the server alone decides (issue 29), moved
// from tests/e2e/sign-in-overlay.spec.ts: a visitor with JavaScript off over plain HTTP, which
// asks for the overlay's own URL as the frame would. The browser keeps a wrong password in a
// frame sending the whole page on, and the dialog JavaScript makes of it.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const OVERLAYS = ['/signInOverlay.mi', '/reservation/signInOverlay.mi', '/reservation/signInOverlay-signInOnly.mi', '/sign-in.mi?overlay=true']

describe('signing in from the overlay', () => {
	it('a remembered member with the wrong password is told inValidCredentials and only the password is wrong', async () => {
		const guest = await visitorOf(server)
		const signedIn = await signIn(guest, 'platinum@example.com') // remember me is ticked by default
		await guest.submit(signedIn.form('Sign out'))

		const overlay = await guest.goto('/signInOverlay.mi?returnTo=%2Flanguage')
		expect(overlay.heading).toBe('Welcome back, Pablo Martín')
		const refused = await guest.submit(overlay.form('Sign in'), { Password: 'NotThePassword1' }, 'Sign in')
		expect(refused.redirects).toHaveLength(1)
		expect(refused.redirects[0]?.status).toBe(303)
		expect(refused.url.pathname).toBe('/sign-in-error.mi')
		expect(refused.url.searchParams.get('inValidCredentials')).toBe('true')
		expect(refused.alerts).toEqual(['The password is not correct. Please try again.'])

		const landed = await guest.submit(refused.form('Sign in'), { Password: PASSWORD }, 'Sign in')
		expect(landed.path).toBe('/language')
		expect(account(landed)).toContain('Hello, Pablo Martín')
		expect(account(landed)).toContain('Platinum Elite')
	})
})

describe('the overlay page', () => {
	for (const path of OVERLAYS) {
		const signInOnly = path.includes('signInOnly')
		it(`${path} is a compact page whose links leave the frame, ${signInOnly ? 'without' : 'with'} join content`, async () => {
			const page = await (await visitorOf(server)).goto(path)
			expect(page.status).toBe(200)
			expect(page.heading).toBe('Sign in to your account')
			expect(page.document.querySelectorAll('header, [role="banner"], footer, [role="contentinfo"]')).toHaveLength(0)
			expect(hasLink(page, 'Skip to main content')).toBe(false)
			expect(hasLink(page, 'Join now')).toBe(!signInOnly)
			const links = [...page.document.querySelectorAll('a[href]')]
			expect(links.length).toBeGreaterThan(0)
			for (const link of links) expect(link.getAttribute('target'), link.textContent ?? '').toBe('_top')
			expect(page.document.querySelector('form')?.getAttribute('target')).toBe('_top')
		})
	}
})

describe('the sign-in error page', () => {
	it('an unknown message type shows the generic message, never the query, and an unsafe returnTo goes home', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/sign-in-error.mi?errorMessageType=%3Cb%3EinjectedText%3C%2Fb%3E&returnTo=%2F%2Fevil.example')
		expect(page.status).toBe(200)
		expect(page.alerts).toEqual(["We can't sign you in right now. Please try again in a few minutes."])
		// Only ever percent-encoded inside this page's own URLs, never as text or markup.
		expect(page.text('main')).not.toContain('injectedText')
		expect(page.html).not.toContain('<b>injectedText')

		const landed = await guest.submit(page.form('Sign in'), { 'E-mail or member number': 'member@example.com', Password: PASSWORD }, 'Sign in')
		expect(landed.redirects).toEqual([{ status: 303, location: '/' }])
		expect(account(landed)).toContain('Hello, Maya Reyes')
		expect(account(landed)).toContain('Member')
	})

	it('a known message type is shown in Spanish too', async () => {
		const page = await (await visitorOf(server)).goto('/es/sign-in-error.mi?errorMessageType=lockedWarningMessage&returnTo=%2Flanguage')
		expect(page.alerts.join(' ')).toContain('bloqueada')
		expect(page.form('Iniciar sesión')).toBeTruthy()
	})
})
