import { beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD } from '../../e2e/support/sign-in.ts'
import type { Page } from '../visitor.ts'
import { account, hasLandmark, hasLink, landmark, linkIn, signIn, site, strangerEmail, textOf, visitorOf, type Site } from './site-visitor.ts'

// The journeys of the pages around sign-in whose outcome the server alone decides (issue 29),
// moved from tests/e2e/sign-in-variants.spec.ts: a visitor with JavaScript off over plain
// HTTP. The browser keeps the password e-mail form's happy path (with a reload), the
// enterprise help that opens on click, and the join block's image loading.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const SENT = "If an account uses that e-mail address, we've sent it a one-time code."
const status = (page: Page) => page.text('[role="status"]')

describe('the password e-mail page', () => {
	it('a malformed e-mail is refused with 400, the value kept', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/emailPassword.mi')
		const refused = await guest.submit(page.form('Send the code'), { 'E-mail address': 'gold@example' }, 'Send the code')
		expect(refused.status).toBe(400)
		expect(refused.descriptionOf('E-mail address')).toBe('Enter a valid e-mail address, like name@example.com.')
		expect(refused.valueOf('E-mail address')).toBe('gold@example')
		expect(refused.html).toContain('value="gold@example"')
	})

	it('a member and an unknown e-mail get the same message, after a redirect', async () => {
		const guest = await visitorOf(server)
		const messages: string[] = []
		for (const email of ['gold@example.com', strangerEmail('reset')]) {
			const page = await guest.goto('/emailPassword.mi')
			const sent = await guest.submit(page.form('Send the code'), { 'E-mail address': email }, 'Send the code')
			expect(sent.redirects).toEqual([{ status: 303, location: '/emailPassword.mi' }])
			expect(sent.path).toBe('/emailPassword.mi')
			expect(status(sent)).toContain(SENT)
			messages.push(status(sent))
			// The code step follows either way; another address starts again.
			expect(sent.control('6-digit code')).toBeTruthy()
			const again = await guest.submit(sent.form('Use another e-mail address'), {}, 'Use another e-mail address')
			expect(again.valueOf('E-mail address')).toBe('')
		}
		expect(messages[1]).toBe(messages[0])
	})

	it('is in Spanish under /es', async () => {
		const page = await (await visitorOf(server)).goto('/es/emailPassword.mi')
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Restablece tu contraseña')
		expect(page.link('Volver a iniciar sesión')).toBe('/es/sign-in.mi')
	})
})

describe('enterprise account access', () => {
	it('has no remember-me; an associate lands on returnTo with the success message, once', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/enterprise/sign-in.mi?returnTo=%2Flanguage')
		expect(page.heading).toBe('Enterprise account access')
		expect(() => page.control('Remember me')).toThrow()
		expect(page.document.querySelector('aside, [role="complementary"]')).toBeNull() // no join block for associates
		const landed = await guest.submit(page.form('Sign in'), { 'E-mail or member number': 'eaa@example.com', Password: PASSWORD }, 'Sign in')
		expect(landed.redirects).toEqual([{ status: 303, location: '/language' }])
		expect(status(landed)).toBe("You're signed in with enterprise account access.")
		expect(account(landed)).toContain('Hello, Elena Vasquez')
		expect(account(landed)).toContain('Gold Elite')
		// A one-time message.
		expect(status(await guest.goto('/language'))).toBe('')
	})
})

describe('the pages around sign-in', () => {
	it('/unAuth asks to sign in, and the link comes back to the page', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/unAuth?returnTo=%2Flanguage')
		expect(page.heading).toBe('Sign in to continue')
		expect((await guest.follow('Sign in')).path).toBe('/sign-in.mi?returnTo=%2Flanguage')
		expect((await guest.goto('/unAuth?returnTo=https%3A%2F%2Fevil.example%2F')).link('Sign in')).toBe('/sign-in.mi?returnTo=%2F')
	})

	it('/error says something went wrong, with a reference', async () => {
		const page = await (await visitorOf(server)).goto('/error')
		expect(page.status).toBe(200)
		expect(page.heading).toBe('Something went wrong')
		expect(page.texts('main p')).toContainEqual(expect.stringMatching(/^Reference: \S+$/))
		expect(page.link('Go to the home page')).toBe('/')
	})
})

describe('the join content block beside the sign-in form', () => {
	it('shows the default variant with join and activate links', async () => {
		const page = await (await visitorOf(server)).goto('/sign-in.mi')
		const block = landmark(page, 'complementary', 'Not a member yet?')
		expect(block.querySelector('img')?.getAttribute('alt')).toBe('Meridian Rewards')
		expect(linkIn(block, 'Join now')).toBe('/loyalty/createAccount/createAccountPage1.mi')
		expect(page.link('Activate your online account')).toBe('/loyalty/createAccount/activateOnlineAccount.mi')
	})

	it('shows a sweepstakes client its own title, and the join link carries clientId', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/sign-in.mi?clientId=sweeps2026')
		const block = landmark(page, 'complementary', "Join now for a chance to win a week's stay for two")
		expect(linkIn(block, 'Join and enter the sweepstakes')).toBe('/loyalty/createAccount/createAccountPage1.mi?clientId=sweeps2026')
		// Another client gets the default block, still with its clientId.
		const other = await guest.goto('/sign-in.mi?clientId=partner7')
		expect(linkIn(landmark(other, 'complementary', 'Not a member yet?'), 'Join now')).toBe('/loyalty/createAccount/createAccountPage1.mi?clientId=partner7')
	})

	it('takes its text from the page model: the Spanish page shows what the Spanish authors wrote', async () => {
		const guest = await visitorOf(server)
		const page = await guest.goto('/es/sign-in.mi')
		// The catalogue would say "¿Aún no eres miembro?": this header is the page model's.
		const block = landmark(page, 'complementary', 'Únete a Meridian Rewards')
		expect(textOf(block)).toContain('Los socios disfrutan de nuestras mejores tarifas, wifi gratis y puntos en cada estancia.')
		expect(linkIn(block, 'Únete ahora')).toBe('/es/loyalty/createAccount/createAccountPage1.mi')
		// The featured image: its path on the image cache domain (none in this environment).
		expect(block.querySelector('img[alt="Meridian Rewards"]')?.getAttribute('src')).toBe('/images/content/meridian-rewards.svg')

		const sweeps = await guest.goto('/es/sign-in.mi?clientId=sweeps2026')
		expect(linkIn(landmark(sweeps, 'complementary', 'Únete y gana una semana de estancia para dos'), 'Únete y participa en el sorteo')).toBe(
			'/es/loyalty/createAccount/createAccountPage1.mi?clientId=sweeps2026',
		)
	})

	it('greets a remembered member by name', async () => {
		const guest = await visitorOf(server)
		const signedIn = await signIn(guest, 'titanium@example.com') // remember me is ticked by default
		expect(account(signedIn)).toContain('Hello, Tomoko Sato')
		expect(account(signedIn)).toContain('Titanium Elite')
		await guest.submit(signedIn.form('Sign out'))
		expect(hasLandmark(await guest.goto('/sign-in.mi'), 'complementary', "Tomoko Sato, there's more to your stay")).toBe(true)
	})

	it('from a country where online join is refused, hides join now and says why', async () => {
		const page = await (await visitorOf(server, { 'Accept-Language': 'fa-IR' })).goto('/sign-in.mi')
		const block = landmark(page, 'complementary', 'Not a member yet?')
		expect(textOf(block)).toContain("Online enrollment isn't available in your country.")
		expect(hasLink(page, 'Join now')).toBe(false)
		// Signing in is still offered.
		expect(page.control('Password')).toBeTruthy()
	})
})
