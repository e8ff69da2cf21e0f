import { describe, expect, it, vi } from 'vitest'
import { graphqlPath } from '@meridian/upstream-contract/contract.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { action as guestInfoAction, loader as guestInfoPage } from '#app/routes/booking/guest-info.tsx'
import { loader as confirmation } from '#app/routes/booking/confirmation.tsx'
import { readCart } from '#app/services/upstream/operations/cart.server.ts'
import { memberReservations } from '#app/services/upstream/operations/reservation.server.ts'
import { lookupRewards } from '#app/services/upstream/operations/rewards.server.ts'
import { upstreamJournal } from '#mocks/upstream/server.ts'
import { guestDetails } from '../guest-details-form.ts'
import { bookNow, cartsInSession, key, sendDetails, type Reply } from './guest-details-kit.ts'
import { cookieFor, get, post } from './route-calls.ts'
import { goldMember, guest, signedInMember, useSandboxUpstream } from './sandbox-upstream.ts'

// A guest's Meridian Rewards number on the guest-details form, against a sandbox of its own
// (spec 001 §7 lookup rewards): the platform's lookup, the number on the cart, the stay in
// the member's trips, and every refusal beside the field with the other values kept.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
	// A small budget, so the last test reaches it (every route call comes from 127.0.0.1).
	process.env.REWARDS_LOOKUP_FAILURES_PER_IP = '3'
})
useSandboxUpstream()

const cartInSession = cartsInSession(160)
const gold = TEST_ACCOUNTS.gold
/** Grace Lindqvist (gold@) booking as a guest, without signing in. */
const grace = { givenName: 'Grace', surname: 'Lindqvist', cardholderName: 'Grace Lindqvist', email: 'grace.guest@example.com' }
const lookups = () => upstreamJournal.to(graphqlPath('PhoenixBookLookupRewards'))
const pageFor = async (sessionToken: string) => (await get(guestInfoPage, '/reservation/guestInfo.mi', await cookieFor(sessionToken))).json()

describe('lookupRewards', () => {
	it('finds a member by number and surname in any case, and answers null alike for an unknown number and a surname not theirs', async () => {
		expect(await lookupRewards(gold.memberNumber, 'lindqvist', guest)).toEqual({ memberNumber: gold.memberNumber, tierCode: 'gold', firstName: 'Grace' })
		expect(await lookupRewards('999999999', 'Lindqvist', guest)).toBeNull()
		expect(await lookupRewards(gold.memberNumber, 'García', guest)).toBeNull()
	})
})

describe('a guest’s member number', () => {
	it('is asked of a guest only: a signed-in member’s own number applies', async () => {
		await cartInSession()
		expect((await pageFor(guest.sessionToken)).canAddRewardsNumber).toBe(true)
		await cartInSession('FLEX', signedInMember, goldMember.id)
		expect((await pageFor(signedInMember.sessionToken)).canAddRewardsNumber).toBe(false)
		// Posted anyway, it is not looked up.
		const cookie = await cookieFor(signedInMember.sessionToken)
		const sent = await post(
			guestInfoAction,
			'/reservation/guestInfo.mi',
			guestDetails({ ...grace, email: goldMember.email, rewardsNumber: '999999999' }),
			cookie,
		)
		expect(sent.status).toBe(303)
		expect(lookups()).toEqual([])
	})

	it('goes on the cart when it is the member’s with the guest’s last name; the order makes the stay hers, masked on the confirmation and in her trips', async () => {
		const cart = await cartInSession()
		const sent = await sendDetails({ ...grace, rewardsNumber: '100 002 223' })
		expect(sent.status).toBe(303)
		expect(sent.headers.get('Location')).toBe('/reservation/reviewDetails.mi')
		expect(lookups().length).toBeGreaterThan(0)
		expect((await readCart(cart.id, guest)).guest?.memberNumber).toBe(gold.memberNumber)

		expect((await bookNow(key())).status).toBe(303)
		const page = await (await get(confirmation, '/reservation/confirmation.mi', await cookieFor(guest.sessionToken))).json()
		expect(page.rewardsCredit).toBe('•••••2223')
		// Hers already: nothing to save to trips or to join with.
		expect(page.links).toMatchObject({ saveToTrips: null, joinAndSave: null })
		const trips = await memberReservations(goldMember.id, signedInMember)
		expect(trips.find((stay) => stay.confirmationNumber === page.view.confirmationNumber)?.guest).toMatchObject({ customerId: goldMember.id })
	})

	it('is refused beside the field (400) when unknown, or not the last name’s, with every other value kept but the card', async () => {
		const cart = await cartInSession()
		const tries: Array<Record<string, string>> = [{ ...grace, rewardsNumber: '999999999' }, { rewardsNumber: gold.memberNumber }]
		for (const overrides of tries) {
			const refused = await sendDetails(overrides)
			expect(refused.status).toBe(400)
			const { result } = (await refused.json()) as Reply
			expect(result.error).toEqual({ rewardsNumber: ['rewardsNumberNotFound'] })
			expect(result.initialValue).toMatchObject({ surname: overrides.surname ?? 'García', city: 'Austin', rewardsNumber: overrides.rewardsNumber })
			expect(result.initialValue).not.toHaveProperty('cardNumber')
			expect(result.initialValue).not.toHaveProperty('cvv')
		}
		// Neither the guest nor the card went to the cart.
		expect(await readCart(cart.id, guest)).toMatchObject({ guest: null, payment: null })
	})

	it('does not go with joining: the guest is a member already', async () => {
		await cartInSession()
		const refused = await sendDetails({ ...grace, rewardsNumber: gold.memberNumber, joinNow: 'on', password: 'Booking#2026' })
		expect(refused.status).toBe(400)
		expect(((await refused.json()) as Reply).result.error).toEqual({ rewardsNumber: ['rewardsNumberWithJoin'] })
		expect(lookups()).toEqual([])
	})

	it('is looked up a limited number of times from one address: then 429 beside the field, without asking the platform', async () => {
		await cartInSession()
		let answer = await sendDetails({ rewardsNumber: '999999998' })
		for (let tries = 0; answer.status === 400 && tries < 3; tries++) answer = await sendDetails({ rewardsNumber: '999999998' })
		expect(answer.status).toBe(429)
		expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0)
		const { result } = (await answer.json()) as Reply
		expect(result.error).toEqual({ rewardsNumber: ['tooManyRewardsLookups'] })
		expect(result.initialValue).toMatchObject({ givenName: 'Ana', rewardsNumber: '999999998' })

		upstreamJournal.reset()
		expect((await sendDetails({ ...grace, rewardsNumber: gold.memberNumber })).status).toBe(429)
		expect(lookups()).toEqual([])
		// Without a number the guest books on.
		expect((await sendDetails()).status).toBe(303)
	})
})
