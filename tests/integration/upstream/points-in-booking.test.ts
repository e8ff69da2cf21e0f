import { describe, expect, it, vi } from 'vitest'
import { addDays, hotelToday } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { action as guestInfoAction } from '#app/routes/booking/guest-info.tsx'
import { action as book } from '#app/routes/booking/review.tsx'
import { action as topUp, loader as topUpPage } from '#app/routes/account/top-up-points.tsx'
import { readCart } from '#app/services/upstream/operations/cart.server.ts'
import { fetchMemberInformation } from '#app/services/upstream/operations/customer.server.ts'
import { heldCart } from './held-cart.ts'
import { payAtService } from '../payment-service.ts'
import { cookieFor, get, post } from './route-calls.ts'
import { goldMember, signedInMember, useSandboxUpstream } from './sandbox-upstream.ts'

// A points stay the balance does not cover (spec 001 §1 redemption): the guest-information
// form asks to buy what is missing (the box ticked at first), the top-up page buys it and
// comes back to the review (the card typed at the payment service, whose token the platform
// redeems), and Book now spends the points. Buying is capped per year (PURCHASE_LIMIT_ERROR,
// spec 001 §8), said on the top-up page.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const today = hotelToday(new Date(), 'America/New_York')
let nextStay = 200
const NIGHT_IN_POINTS = 60_000

/** A points cart at NYCMC for the signed-in gold member, remembered in her session. */
async function pointsCart(nights: number) {
	nextStay += nights + 1
	const selection = {
		propertyId: 'NYCMC',
		checkInDate: addDays(today, nextStay),
		checkOutDate: addDays(today, nextStay + nights),
		rooms: [{ adults: 1, children: 0 }],
		ratePlanCode: 'PNTS',
		roomCode: 'DKNG',
		customerId: goldMember.id,
	}
	return heldCart(signedInMember, selection, 'propertyCode=NYCMC')
}

const balance = async () => (await fetchMemberInformation(goldMember.id, signedInMember))?.loyaltyInformation.currentPointBalance ?? 0

const details = (overrides: Record<string, string> = {}) => ({
	intent: 'details',
	givenName: 'Grace',
	surname: 'Lindqvist',
	email: goldMember.email,
	phone: '212 555 0123',
	countryCode: 'US',
	line1: '1 Broadway',
	city: 'New York',
	stateProvinceCode: 'NY',
	postalCode: '10004',
	consent: 'on',
	...overrides,
})

/** The member on the top-up page: the points chosen, the card typed at the payment service, and back on the page; its answer. */
async function buyAtService(path: string, fields: Record<string, string>, cookie: string) {
	const chosen = await post(topUp, path, fields, cookie)
	expect(chosen.status).toBe(303)
	const back = await payAtService(chosen.headers.get('Location') ?? '', TEST_CARDS.visa)
	return get(topUpPage, `${back.pathname}${back.search}`, cookie)
}

type Reply = { result: { status: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }

describe('buying the points a stay lacks while booking', () => {
	it('asks for consent, then keeps the details and buys on the top-up page, which comes back to the review; Book now spends the points', async () => {
		const before = await balance()
		const cart = await pointsCart(2)
		const missing = 2 * NIGHT_IN_POINTS - before
		expect(missing).toBeGreaterThan(0)
		const cookie = await cookieFor(signedInMember.sessionToken)

		const refused = await post(guestInfoAction, '/reservation/guestInfo.mi', details(), cookie)
		expect(refused.status).toBe(400)
		const reply = ((await refused.json()) as Reply).result
		expect(reply.error?.buyPoints).toEqual(['buyPointsRequired'])
		expect(reply.initialValue).toMatchObject({ givenName: 'Grace', city: 'New York' })
		expect((await readCart(cart.id, signedInMember)).guest).toBeNull()

		const accepted = await post(guestInfoAction, '/reservation/guestInfo.mi', details({ buyPoints: 'on' }), cookie)
		expect(accepted.status).toBe(303)
		const topUpAddress = new URL(accepted.headers.get('Location') ?? '', 'http://localhost')
		expect(topUpAddress.pathname).toMatch(/\/loyalty\/redeem\/topUpPoints\.mi$/)
		expect(topUpAddress.searchParams.get('points')).toBe(String(missing))
		expect(topUpAddress.searchParams.get('returnTo')).toBe('/reservation/reviewDetails.mi')
		expect((await readCart(cart.id, signedInMember)).guest).toMatchObject({ givenName: 'Grace', surname: 'Lindqvist' })

		const toBuy = Math.ceil(missing / 1_000) * 1_000
		const bought = await buyAtService(
			`${topUpAddress.pathname}${topUpAddress.search}`,
			{ points: String(toBuy), returnTo: '/reservation/reviewDetails.mi' },
			cookie,
		)
		expect(bought.status).toBe(303)
		expect(bought.headers.get('Location')).toMatch(/\/reservation\/reviewDetails\.mi$/)
		expect(await balance()).toBe(before + toBuy)

		const booked = await post(book, '/reservation/reviewDetails.mi', { idempotencyKey: crypto.randomUUID() }, cookie)
		expect(booked.status).toBe(303)
		expect(booked.headers.get('Location')).toMatch(/\/reservation\/confirmation\.mi$/)
		expect(await balance()).toBe(before + toBuy - 2 * NIGHT_IN_POINTS)
	})

	it('says so when the points missing are more than one booking may buy, keeping the details', async () => {
		const cart = await pointsCart(4)
		const cookie = await cookieFor(signedInMember.sessionToken)
		const answer = await post(guestInfoAction, '/reservation/guestInfo.mi', details({ buyPoints: 'on' }), cookie)
		expect(answer.status).toBe(400)
		const reply = ((await answer.json()) as Reply).result
		expect(reply.error?.['']).toEqual(['pointsCannotBeBought'])
		expect(reply.initialValue).toMatchObject({ surname: 'Lindqvist' })
		expect((await readCart(cart.id, signedInMember)).guest).toBeNull()
	})

	it('says so on the top-up page when a purchase would pass the yearly limit, and buys nothing', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const buy = (points: number) => buyAtService('/loyalty/redeem/topUpPoints.mi', { points: String(points) }, cookie)
		const limited = (answer: Response) =>
			new URL(answer.headers.get('Location') ?? '', 'http://localhost').searchParams.get('problem') === 'PURCHASE_LIMIT_ERROR'
		// Whatever was bought this year already, two purchases of 50,000 more pass 100,000.
		const before = await balance()
		const first = await buy(50_000)
		const over = limited(first) ? first : await buy(50_000)
		const bought = over === first ? 0 : 50_000
		expect(over.status).toBe(303)
		expect(limited(over)).toBe(true)
		expect(await balance()).toBe(before + bought)
	})
})
