import { beforeAll, describe, expect, it } from 'vitest'
import { joinMember } from '../../e2e/support/members.ts'
import { PASSWORD } from '../../e2e/support/sign-in.ts'
import type { Page, Visitor } from '../visitor.ts'
import { signIn, site, strangerEmail, visitorOf, type Site } from './site-visitor.ts'

// The saved-hotel journeys whose outcome the server alone decides (issue 29), moved from
// tests/e2e/hotel-save.spec.ts: a visitor with JavaScript off over plain HTTP. Saved hotels
// are shared state on the platform, so each journey that saves one joins a member of its
// own. The browser keeps a guest saving from the hotel page, with JavaScript off and on.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const TOKYO = '/hotels/tyomc-meridian-tokyo-ginza/overview'
const LONDON = '/hotels/lonmc-meridian-london-park-lane/overview'

/**
 * A browser says where a GET came from (Sec-Fetch-Site), and a legacy save link changes
 * state only when it did not come from another site (docs/decisions/009); this visitor
 * speaks as one following our own pages' links, which a browser with a typed address or
 * a bookmark matches ('none').
 */
const browsing = () => visitorOf(server, { 'Sec-Fetch-Site': 'same-origin' })

/** A member of this test's own, with no saved hotels. */
async function newMember(label: string): Promise<string> {
	const email = strangerEmail(label)
	await joinMember({ email, password: PASSWORD }, server.sandboxPort)
	return email
}

/** The save control's name (a link for a guest, a button for a member) and whether it is pressed. */
function saveControl(page: Page): { name: string; pressed: string | null } {
	const control = page.document.querySelector('.save-hotel__button')
	if (!control) throw new Error(`no save control on ${page.path}`)
	return { name: control.getAttribute('aria-label') ?? (control.textContent ?? '').trim(), pressed: control.getAttribute('aria-pressed') }
}

const legacy = (guest: Visitor, query: string) => guest.goto(`/loyalty/myAccount/saveProperties.mi?${query}`)

describe('saving a hotel', () => {
	it('the legacy save address saves and unsaves, and returns to returnTo', async () => {
		const guest = await browsing()
		await signIn(guest, await newMember('legacy'))
		const saved = await legacy(guest, `save=true&marshaCode=lonmc&returnTo=${encodeURIComponent(LONDON)}`)
		expect(saved.path).toBe(LONDON)
		expect(saveControl(saved).name).toMatch(/is saved; remove it/)
		const unsaved = await legacy(guest, `save=false&marshaCode=LONMC&returnTo=${encodeURIComponent(LONDON)}`)
		expect(unsaved.path).toBe(LONDON)
		expect(saveControl(unsaved).name).toMatch(/^Save .* to your hotels$/)
		expect(saveControl(unsaved).pressed).toBe('false')
	})

	it('the legacy address returns only to this site', async () => {
		const guest = await browsing()
		await signIn(guest, await newMember('legacy-offsite'))
		const page = await legacy(guest, 'save=false&marshaCode=ZZZMC&returnTo=https%3A%2F%2Fevil.example%2F')
		expect(page.redirects.map((hop) => hop.location)).not.toContainEqual(expect.stringContaining('evil.example'))
		expect(page.path).toBe('/')
	})

	it('a 21st hotel is refused with a clear message', async () => {
		const guest = await browsing()
		await signIn(guest, 'titanium@example.com') // 20 saved hotels, the limit
		const page = await legacy(guest, `save=true&marshaCode=ZZZMC&returnTo=${encodeURIComponent(TOKYO)}`)
		expect(page.path).toBe(TOKYO)
		expect(page.text('[role="status"]')).toBe('You can save up to 20 hotels. Remove one to save this hotel.')
	})
})

it('a guest following a legacy save link signs in first, then the hotel is saved', async () => {
	const [guest, email] = [await browsing(), await newMember('legacy-guest')]
	const seoul = '/hotels/selmc-meridian-seoul-gangnam/overview'
	const signInPage = await legacy(guest, `save=true&marshaCode=SELMC&returnTo=${encodeURIComponent(seoul)}`)
	expect(signInPage.path).toMatch(/^\/sign-in\.mi\?returnTo=/)
	const page = await guest.submit(signInPage.form('Sign in'), { 'E-mail or member number': email, Password: PASSWORD }, 'Sign in')
	expect(page.path).toBe(seoul)
	expect(saveControl(page).name).toMatch(/is saved; remove it/)
})

it('a guest following a legacy save link back to the home page saves the hotel it names after signing in', async () => {
	// Issue 15: with returnTo=/ the sign-in used to come back to /?saveProperty=true, and no hotel (or the wrong one) was saved.
	const [guest, email] = [await browsing(), await newMember('legacy-home')]
	const signInPage = await legacy(guest, 'save=true&marshaCode=NYCMC&returnTo=/')
	expect(signInPage.path).toMatch(/^\/sign-in\.mi\?returnTo=/)
	const page = await guest.submit(signInPage.form('Sign in'), { 'E-mail or member number': email, Password: PASSWORD }, 'Sign in')
	expect(page.path).toBe('/')
	expect(saveControl(await guest.goto('/hotels/nycmc-meridian-new-york-times-square/overview')).name).toMatch(/is saved; remove it/)
})
