import { beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { guestDetails } from '../guest-details-form.ts'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { cookiesOf, getPage, PASSWORD, postForm } from './site.ts'

// Issue 28, items 1 and 5, as the issue reproduced them against a started server: after
// sign-out (and after someone else signs in over a member's session) the browser's
// session holds nothing of the member but what "remember me" keeps; and a remembered
// visitor, not signed in, cannot pay with the member's saved card.

// The shared server: it asks that server's sandbox directly whether a signed-out member's
// platform session is gone (each session its own, so other files' members do not matter).
let server: SharedServer
let sandboxUrl: string
beforeAll(async () => {
	server = await sharedServer('app')
	sandboxUrl = server.sandboxUrl
}, 90_000)

const UPCOMING = '/reservation/upcomingReservation.mi'
const CANCEL = '/reservation/confirmReservationCancellation.mi'
const GUEST_INFO = '/reservation/guestInfo.mi'
const REVIEW = '/reservation/reviewDetails.mi'
const STAY = '71420851'

const get = (path: string, cookie?: string) => getPage(server.baseUrl, path, { cookie })
const post = (path: string, fields: Record<string, string>, cookie?: string) => postForm(server.baseUrl, path, fields, { cookie })
/** The cookie after a response: the one it set, else the one sent. */
const after = (response: Response, cookie: string) => cookiesOf(response) || cookie

async function signIn(email: string, cookie?: string, { rememberMe = true } = {}) {
	const response = await post('/sign-in.mi', { email, pwrd: PASSWORD, intent: 'sign-in', returnTo: '/', ...(rememberMe ? { rememberMe: 'on' } : {}) }, cookie)
	expect(response.status).toBe(303)
	return cookiesOf(response)
}

async function signOut(cookie: string) {
	const response = await post('/logout.mi', {}, cookie)
	expect(response.status).toBe(303)
	return cookiesOf(response)
}

/** Opens the stay from My trips, as the member's "View" button does; shows it, to prove it was open. */
async function openFromMyTrips(cookie: string) {
	const opened = await post('/loyalty/findReservationList.mi', { confirmationNumber: STAY }, cookie)
	expect(opened.status).toBe(303)
	expect(opened.headers.get('Location')).toBe(UPCOMING)
	const member = after(opened, cookie)
	const shown = await get(UPCOMING, member)
	expect(shown.status).toBe(200)
	expect(await shown.text()).toContain(STAY)
	return member
}

/** The platform session's data behind the app's cookie (its value is signed, not sealed). */
async function platformSession(cookie: string): Promise<Record<string, unknown>> {
	const value = decodeURIComponent(/__session=([^;]+)/.exec(cookie)?.[1] ?? '')
	const payload = value.slice(0, value.lastIndexOf('.'))
	const { sessionToken } = JSON.parse(decodeURIComponent(escape(atob(payload)))) as { sessionToken: string }
	const response = await fetch(`${sandboxUrl}${REST_PATHS.session}`, { headers: { cookie: `sessionID=${sessionToken}` } })
	expect(response.status).toBe(200)
	return ((await response.json()) as { data: Record<string, unknown> }).data
}

// What a session may hold once the member is gone: nobody's settings, a bare cart, and the remembered member.
const MAY_REMAIN = ['locale', 'propertyId', 'uxlMigrationStatus', 'bookingCart', 'rememberedUser', 'rememberToken', 'userIdToken', 'consumerID', 'memberName']

const isoDaysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Picks a room (its own nights, so no test takes another's): the cookie of the session holding the cart. */
async function pickRoom(days: number, cookie?: string) {
	const selected = await post(
		'/reservation/rateListMenu.mi',
		{
			propertyCode: 'NYCMC',
			fromDate: isoDaysAhead(days),
			toDate: isoDaysAhead(days + 2),
			roomCount: '1',
			numAdultsPerRoom: '1',
			ratePlanCode: 'FLEX',
			roomCode: 'DKNG',
		},
		cookie,
	)
	expect(selected.status).toBe(303)
	expect(selected.headers.get('Location')).toBe(GUEST_INFO)
	return cookie ? after(selected, cookie) : cookiesOf(selected)
}

describe('sign-out leaves nothing of the member (item 1)', () => {
	it('the stay opened from My trips is not shown, nor its cancellation, after sign-out', async () => {
		const member = await openFromMyTrips(await signIn('gold@example.com'))
		const signedOut = await signOut(member)

		const upcoming = await get(UPCOMING, signedOut)
		expect(await upcoming.text()).not.toContain(STAY)
		expect(upcoming.status).not.toBe(200)
		const cancel = await get(CANCEL, signedOut)
		expect(await cancel.text()).not.toContain(STAY)
		expect(cancel.status).not.toBe(200)

		const data = await platformSession(signedOut)
		// Remembered ("remember me" was on): the name stays, as documented; nothing else of theirs.
		expect(data).toMatchObject({ rememberedUser: true, consumerID: 'CUST-GOLD' })
		expect(Object.keys(data).filter((key) => !MAY_REMAIN.includes(key))).toEqual([])
	})

	it('the multi-factor option and the header’s tier and points go too; not remembered, the member’s id and name as well', async () => {
		const member = await signIn('mfa@example.com', undefined, { rememberMe: false })
		expect(await platformSession(member)).toHaveProperty('mfaOption')
		const data = await platformSession(await signOut(member))
		expect(Object.keys(data).filter((key) => key !== 'locale')).toEqual([])
	})

	it('someone else signing in over a member’s session gets nothing of theirs', async () => {
		const gold = await openFromMyTrips(await signIn('gold@example.com'))
		const silver = await signIn('silver@example.com', gold)
		expect(await (await get(UPCOMING, silver)).text()).not.toContain(STAY)
		const data = await platformSession(silver)
		expect(data).toMatchObject({ consumerID: 'CUST-SILVER' })
		expect(data).not.toHaveProperty('foundReservation')
	})

	it('a cart the member gave their details and card to is gone at sign-out, and so is one they only chose a room in', async () => {
		const member = await pickRoom(40, await signIn('titanium@example.com'))
		const given = await post(GUEST_INFO, guestDetails({ email: 'titanium@example.com', paymentMethodId: 'PM-TITANIUM-MC' }), member)
		expect(given.status).toBe(303)
		expect(given.headers.get('Location')).toBe(REVIEW)
		expect((await get(REVIEW, member)).status).toBe(200)

		const signedOut = await signOut(member)
		expect(await platformSession(signedOut)).not.toHaveProperty('bookingCart')
		expect((await get(GUEST_INFO, signedOut)).status).toBe(302)
		expect((await get(REVIEW, signedOut)).status).toBe(302)

		// A room chosen signed in makes a cart that names the member: its order would land in
		// their trips. (A guest's cart, carried through a sign-in, stays: session-fixation.test.ts.)
		const chosen = await pickRoom(36, await signIn('titanium@example.com'))
		expect((await get(GUEST_INFO, chosen)).status).toBe(200)
		const bare = await signOut(chosen)
		expect(await platformSession(bare)).not.toHaveProperty('bookingCart')
		expect((await get(GUEST_INFO, bare)).status).toBe(302)
	})
})

describe('a remembered visitor, not signed in, cannot pay with the member’s saved card (item 5)', () => {
	it('the guest form with the saved card’s id answers 400 by the choice of cards, and the cart stays unpaid', async () => {
		const remembered = await signOut(await signIn('gold@example.com'))
		expect(await platformSession(remembered)).toMatchObject({ rememberedUser: true })
		const withCart = await pickRoom(48, remembered)

		const savedCard = { paymentMethodId: 'PM-GOLD-VISA' }
		const refused = await post(GUEST_INFO, guestDetails({ email: 'gold@example.com', ...savedCard }), withCart)
		expect(refused.status).toBe(400)
		expect(await refused.text()).toContain('Sign in to pay with a saved card')
		const review = await get(REVIEW, withCart)
		expect(review.status).toBe(302)
		expect(review.headers.get('Location')).toBe(GUEST_INFO)

		// The same post from the member signed in is taken: the refusal is about who asks.
		const member = await pickRoom(52, await signIn('gold@example.com', remembered))
		const paid = await post(GUEST_INFO, guestDetails({ email: 'gold@example.com', ...savedCard }), member)
		expect(paid.status).toBe(303)
		expect(paid.headers.get('Location')).toBe(REVIEW)
	})
})
