import { beforeAll, expect, it } from 'vitest'
import { joinMember } from '../../e2e/support/members.ts'
import type { Page } from '../visitor.ts'
import { landmark, linkIn, signIn, site, strangerEmail, textOf, visitorOf, type Site } from './site-visitor.ts'

// The profile's journey whose outcome the server alone decides (issue 29), moved from
// tests/e2e/profile.spec.ts: a visitor with JavaScript off over plain HTTP, with a member of
// its own. The browser keeps a guest sent to sign in and back, and the mobile number verified.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const PROFILE = '/loyalty/myAccount/profile.mi'
const PASSWORD = 'Profile#2027'

const savedHotels = (page: Page) => landmark(page, 'region', 'Saved hotels')

it('a saved hotel is listed with a link to its page, and can be removed from the profile', async () => {
	const email = strangerEmail('profile')
	await joinMember({ email, password: PASSWORD }, server.sandboxPort)
	// A legacy save link changes state only when the browser says it came from no other site (docs/decisions/009).
	const guest = await visitorOf(server, { 'Sec-Fetch-Site': 'same-origin' })
	expect((await signIn(guest, email, { password: PASSWORD, returnTo: PROFILE })).path).toBe(PROFILE)
	const profile = await guest.goto(`/loyalty/myAccount/saveProperties.mi?save=true&marshaCode=LONMC&returnTo=${encodeURIComponent(PROFILE)}`)
	expect(profile.path).toBe(PROFILE)
	const london = [...savedHotels(profile).querySelectorAll('a')].map(textOf).find((name) => /London/.test(name)) ?? ''
	const hotel = await guest.goto(linkIn(savedHotels(profile), london))
	expect(hotel.path).toMatch(/^\/hotels\/lonmc-meridian-london-park-lane/)
	expect(hotel.document.querySelector('.save-hotel__button')?.getAttribute('aria-label')).toMatch(/is saved; remove it/)

	const again = await guest.goto(PROFILE)
	// The button's name is its aria-label (its text says "Remove" only); the visitor names buttons by their text.
	const remove = [...savedHotels(again).querySelectorAll('button')].find((button) => /^Remove .*London/.test(button.getAttribute('aria-label') ?? ''))
	const form = remove?.closest('form')
	if (!form) throw new Error('no button to remove London')
	const removed = await guest.submit(form, {}, 'Remove')
	expect(textOf(savedHotels(removed).querySelector('[role="status"]') ?? savedHotels(removed))).toBe('The hotel was removed from your saved hotels.')
	expect(removed.text('main')).toContain("You haven't saved any hotels yet.")
})
