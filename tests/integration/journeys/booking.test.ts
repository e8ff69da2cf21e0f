import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { joinMember } from '../../e2e/support/members.ts'
import { PASSWORD } from '../../e2e/support/sign-in.ts'
import type { Page } from '../visitor.ts'
import { ana } from '../../e2e/support/guest.ts'
import {
	bookingServer,
	buttonNames,
	freshEmail,
	guestForm,
	guestVisitor,
	holdRoom,
	outboxOf,
	payWithCard,
	selectRate,
	sellOut,
	sendDetails,
	stayFor,
} from './booking-visitor.ts'

// Booking step two's journeys whose outcome the server alone decides (issue 29), moved from
// tests/e2e/booking.spec.ts: a guest with JavaScript off over plain HTTP, from the held room
// to the confirmation. Each journey books nights of its own (booking-visitor.ts's stayFor).

let sandboxPort = 0
beforeAll(async () => {
	sandboxPort = (await bookingServer()).sandboxPort
}, 90_000)

const REVIEW = '/reservation/reviewDetails.mi'
const CONFIRMATION = '/reservation/confirmation.mi'
const bookNow = (guest: Awaited<ReturnType<typeof guestVisitor>>, review: Page) => guest.submit(review.form('Book now'), {}, 'Book now')

describe('booking a room', () => {
	it('the guest may give a name title from the platform list (user title), kept with the cart', async () => {
		const guest = await guestVisitor()
		const details = await holdRoom(guest, stayFor(10))
		expect(details.path).toBe('/reservation/guestInfo.mi')
		expect([...details.control('Title').querySelectorAll('option')].map((option) => option.textContent?.trim())).toEqual([
			'No title',
			'Mr.',
			'Mrs.',
			'Ms.',
			'Mx.',
			'Dr.',
			'Prof.',
		])
		const sent = await sendDetails(guest, details, { ...ana, email: freshEmail('title') }, { Title: 'MRS' })
		const review = await payWithCard(guest, sent, TEST_CARDS.visa)
		expect(review.path).toBe(REVIEW)
		expect((await guest.goto('/reservation/guestInfo.mi')).valueOf('Title')).toBe('MRS')
	})

	it('a declined card is said next to the card, and the guest can pay with another', async () => {
		const guest = await guestVisitor()
		const details = await holdRoom(guest, stayFor(2))
		const declined = await payWithCard(guest, await sendDetails(guest, details, { ...ana, email: freshEmail('declined') }), TEST_CARDS.declined)
		expect(declined.redirects.at(-1)).toEqual({ status: 303, location: '/reservation/guestInfo.mi?card=paymentDeclined#payment' })
		expect(declined.path).toBe('/reservation/guestInfo.mi?card=paymentDeclined')
		expect(declined.text('fieldset#payment')).toContain('The card issuer declined this card. Try another card.')
		expect(declined.valueOf('First name', guestForm(declined))).toBe('Ana')

		const again = await guest.submit(guestForm(declined), { 'I have read and accept': true }, 'Continue to review')
		const review = await payWithCard(guest, again, TEST_CARDS.mastercard)
		expect(review.path).toBe(REVIEW)
		expect(review.text('body')).toContain('Mastercard ending in 4444')
	})

	it('a Canadian guest at the Toronto hotel needs a Canadian postal code and a Canadian province', async () => {
		const guest = await guestVisitor()
		const details = await holdRoom(guest, stayFor(3, 'YYZMC'))
		// The states of every listed country are in one list, grouped by country: no script needed.
		const canadian = { ...ana, email: freshEmail('canadian'), country: 'Canada', city: 'Toronto', state: 'Texas', phone: '416 555 0199', postalCode: '78701' }
		const refused = await sendDetails(guest, details, canadian)
		expect(refused.status).toBe(400)
		expect(refused.descriptionOf('Postal code', guestForm(refused))).toMatch(/Enter a postal code in the country's format/)
		expect(refused.descriptionOf('State or province', guestForm(refused))).toContain('Choose a state or province of the country you chose, or none.')

		const sent = await sendDetails(guest, refused, { ...canadian, state: 'Ontario', postalCode: 'M5V 3L9' })
		const review = await payWithCard(guest, sent, TEST_CARDS.visa)
		expect(review.path).toBe(REVIEW)
		const booked = await bookNow(guest, review)
		expect(booked.redirects.at(-1)).toEqual({ status: 303, location: CONFIRMATION })
		expect(booked.text('body')).toMatch(/Your reservation is confirmed/)
	})

	it('a guest joins Meridian Rewards while booking and is welcomed with a member number', async () => {
		const guest = await guestVisitor()
		const details = await holdRoom(guest, stayFor(6))
		const joining = { ...ana, email: freshEmail('joins') }
		const weak = await sendDetails(guest, details, joining, { 'Join Meridian Rewards with these details': true, 'Create a password': 'weak' })
		expect(weak.status).toBe(400)
		expect(weak.descriptionOf('Create a password')).toContain('Use 8 to 20 characters.')
		expect(weak.valueOf('Create a password')).toBe('')
		expect(weak.html).not.toContain('value="weak"')

		const sent = await sendDetails(guest, weak, joining, { 'Join Meridian Rewards with these details': true, 'Create a password': 'Booking#2026' })
		const review = await payWithCard(guest, sent, TEST_CARDS.visa)
		expect(review.path).toBe(REVIEW)
		const booked = await bookNow(guest, review)
		expect(booked.path).toBe(CONFIRMATION)
		expect(booked.texts('p, [role="status"]')).toContainEqual(
			expect.stringMatching(/^Welcome to Meridian Rewards! Your member number is 3\d{8}: this stay earns points\.$/),
		)
	})

	it('a remembered member is welcomed back with their details filled in, and may sign in instead, making the stay theirs', async () => {
		// A member of this journey's own: the stay it books is theirs, in no other file's account.
		const email = freshEmail('remembered')
		await joinMember({ email, password: PASSWORD }, sandboxPort)
		const guest = await guestVisitor()
		const signInPage = await guest.goto('/sign-in.mi?returnTo=%2F')
		const signedIn = await guest.submit(signInPage.form('Sign in'), { 'E-mail or member number': email, Password: PASSWORD }, 'Sign in') // remember me is ticked by default
		await guest.submit(signedIn.form('Sign out'))

		const details = await holdRoom(guest, stayFor(7))
		expect(details.text('body')).toContain("Welcome back, Robin Tester. We've filled in your details from your account.")
		const signInLink = details.link('Sign in to book as a member and earn points.')
		expect(signInLink).toMatch(/\/sign-in\.mi\?returnTo=%2Freservation%2FguestInfo\.mi/)
		const form = guestForm(details)
		expect(details.valueOf('First name', form)).toBe('Robin')
		expect(details.valueOf('E-mail', form)).toBe(email)
		// Already a member: joining is not offered.
		expect(() => details.control('Join Meridian Rewards with these details')).toThrow()

		// Signing in instead comes back here, and the stay booked is then the member's own.
		const welcome = await guest.goto(signInLink)
		// A remembered member is asked for the password only.
		expect(welcome.heading).toBe('Welcome back, Robin Tester')
		const back = await guest.submit(welcome.form('Sign in'), { Password: PASSWORD }, 'Sign in')
		expect(back.redirects).toEqual([
			{ status: 303, location: '/sign-in.mi?returnTo=%2Freservation%2FguestInfo.mi' },
			{ status: 302, location: '/reservation/guestInfo.mi' },
		])
		expect(back.path).toBe('/reservation/guestInfo.mi')
		const sent = await sendDetails(guest, back, { ...ana, givenName: 'Robin', surname: 'Tester', email })
		const booked = await bookNow(guest, await payWithCard(guest, sent, TEST_CARDS.visa))
		expect(booked.text('body')).toContain('Thank you, Robin. Your reservation is confirmed.')
		expect(() => booked.link('Save to my trips')).toThrow()
		const earns = await guest.follow('See what this stay earns')
		expect(earns.text('body')).toMatch(/This stay earns you [\d,]+ points\./)
		expect(earns.texts('p')).toContainEqual(expect.stringMatching(/^This stay earns you [\d,]+ points\.$/))
	})

	it('a room sold out between Select and Book now sends the guest back to the rate list, which says so', async () => {
		const guest = await guestVisitor()
		const search = stayFor(12)
		const email = freshEmail('sold-out')
		const list = await guest.goto(`/reservation/rateListMenu.mi?${search}`)
		const details = await selectRate(guest, list, 'Select Flexible Rate, Deluxe Guest Room, 1 King')
		const review = await payWithCard(guest, await sendDetails(guest, details, { ...ana, email }), TEST_CARDS.visa)
		expect(review.path).toBe(REVIEW)

		// While the guest reads the review, other guests take every king room for those nights.
		await sellOut(search, 'DKNG')
		const back = await bookNow(guest, review)
		// Back on the rate list for the same stay, which says why and offers what is left.
		expect(back.redirects[0]?.status).toBe(303)
		expect(back.path).toMatch(new RegExp(`^/reservation/rateListMenu\\.mi\\?propertyCode=NYCMC&fromDate=${search.get('fromDate')}`))
		expect(back.texts('[role="status"]').join(' ')).toContain('Sorry, the room you chose was just taken.')
		expect(buttonNames(back).filter((text) => text.startsWith('Select Flexible Rate, Deluxe Guest Room, 1 King'))).toEqual([])
		expect(buttonNames(back).some((text) => text.startsWith('Select Flexible Rate'))).toBe(true)
		expect(await outboxOf(email)).toEqual([])
	})
})
