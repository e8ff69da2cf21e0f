import { describe, expect, it, vi } from 'vitest'
import { orderRefusals } from '@meridian/sandbox/db/schema/index.ts'
import { sellOutRoom } from '@meridian/sandbox/sold-out.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { action as guestInfoAction, loader as guestInfoPage } from '#app/routes/booking/guest-info.tsx'
import { action as book } from '#app/routes/booking/review.tsx'
import { action as share, loader as confirmation } from '#app/routes/booking/confirmation.tsx'
import { loader as earnings } from '#app/routes/booking/earn-while-you-sleep.tsx'
import { loader as calendar } from '#app/routes/booking/confirmation-calendar.ts'
import { loader as layout } from '#app/routes/booking/reservation-layout.tsx'
import { mobileNumberProblem } from '#app/models/phone-number.ts'
import { readCart, updateCart } from '#app/services/upstream/operations/cart.server.ts'
import { paymentMethods } from '#app/services/upstream/operations/payment-methods.server.ts'
import { createOrder } from '#app/services/upstream/operations/order.server.ts'
import { lookUpReservation } from '#app/services/upstream/operations/reservation.server.ts'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { guestDetails as details } from '../guest-details-form.ts'
import { bookNow, cartsInSession, key, RATE_LIST_SEARCH as search, sendDetails, throughCardStep, type Reply } from './guest-details-kit.ts'
import { cookieFor, get, post } from './route-calls.ts'
import { goldMember, guest, signedInMember, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

// Booking step two's routes against a sandbox of their own: every refusal of the catalogue
// is a message on the right step with the guest's entries kept (never the card), a failing
// platform loses nothing, and a repeated Book now books once. Never a thrown 500.
vi.hoisted(() => {
	// Short enough that a timeout fault ends quickly, long enough for a first call on a busy machine.
	process.env.UPSTREAM_TIMEOUT_MS = '1500'
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const cartInSession = cartsInSession(100)

describe('the guest-details form', () => {
	it('puts the guest on the cart, authorizes the card, and goes on to the review', async () => {
		const cart = await cartInSession()
		const response = await sendDetails()
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/reviewDetails.mi')
		const stored = await readCart(cart.id, guest)
		// The phone as typed (512 555 0147, a US number) reaches the platform in E.164 (issue 31).
		expect(stored.guest).toMatchObject({ givenName: 'Ana', phone: '+15125550147', arrivalTime: '15:00', address: { postalCode: '78701' } })
		expect(stored.payment).toMatchObject({ network: 'visa', lastFour: '1111' })
	})

	it('answers 400 with each problem on its field, the values kept and the card not', async () => {
		await cartInSession()
		const response = await sendDetails({ line1: '', consent: '' })
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as Reply
		expect(result.error).toEqual({ line1: ['line1Required'], consent: ['consentRequired'] })
		expect(result.initialValue).toMatchObject({ givenName: 'Ana', city: 'Austin' })
		expect(result.initialValue).not.toHaveProperty('cardNumber')
		expect(result.initialValue).not.toHaveProperty('cvv')
	})

	it('asks the guest of a prepaid rate to acknowledge it is charged now and not refundable', async () => {
		const cart = await cartInSession('PPAY')
		const refused = await sendDetails()
		expect(refused.status).toBe(400)
		expect(((await refused.json()) as Reply).result.error).toEqual({ prepayAcknowledged: ['prepayAcknowledgementRequired'] })
		expect((await sendDetails({ prepayAcknowledged: 'on' })).status).toBe(303)
		// The prepaid rate's deposit type (spec 001 §9): the whole stay when booked.
		expect((await readCart(cart.id, guest)).items[0]?.product.ratePlan).toMatchObject({ guaranteeType: '5.PMT', depositType: 1 })
		expect((await bookNow(key())).status).toBe(303)
	})

	it('says on the review when the rate became a prepaid one after the details were given, and books nothing', async () => {
		const cart = await cartInSession('FLEX')
		await sendDetails()
		// Back on the rate list, the guest picks the prepaid rate for the same cart; the details stay on it.
		const selection = {
			propertyId: 'NYCMC',
			checkInDate: cart.checkInDate,
			checkOutDate: cart.checkOutDate,
			rooms: [{ adults: 2, children: 0 }],
			ratePlanCode: 'PPAY',
			roomCode: 'DKNG',
		}
		const changed = await updateCart(cart.id, cart.revisionNumber, selection, guest)
		expect(changed.ok).toBe(true)
		const refused = await bookNow(key())
		expect(refused.status).toBe(400)
		expect(await refused.json()).toMatchObject({ error: { key: 'booking.review.errors.prepayConsentMissing' } })
	})

	it('says a declined card on the payment step, the guest kept on the cart', async () => {
		const cart = await cartInSession()
		const response = await sendDetails({}, TEST_CARDS.declined)
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi?card=paymentDeclined#payment')
		const stored = await readCart(cart.id, guest)
		expect(stored.payment).toBeNull()
		expect(stored.guest).toMatchObject({ givenName: 'Ana', arrivalTime: '15:00' })
	})

	it('opens the card session with the cards the hotel takes, and says on the payment step a card the platform refuses there', async () => {
		// Berlin takes neither American Express nor Diners Club (the sandbox's property payment information).
		const cart = await cartInSession('FLEX', guest, undefined, 'BERMC')
		expect(cart.property.paymentInformation.acceptedCards).toEqual(['visa', 'mastercard', 'discover', 'jcb'])
		const response = await post(guestInfoAction, '/reservation/guestInfo.mi', details(), await cookieFor(guest.sessionToken))
		expect(response.status).toBe(303)
		const [opened] = upstreamJournal.to('/sessions')
		expect(opened?.body).toMatchObject({ reference: cart.id, acceptedCards: ['visa', 'mastercard', 'discover', 'jcb'] })
		expect((await readCart(cart.id, guest)).payment).toBeNull()
	})

	// A lost connection is tried again (opening a session twice leaves one unused).
	it.each(['server-error', 'timeout'] as const)('keeps every entry when the payment service cannot open a card session (%s)', async (fault) => {
		await cartInSession()
		upstreamFaults.next('POST /sessions', fault)
		const response = await sendDetails()
		expect(response.status).toBe(503)
		const { result } = (await response.json()) as Reply
		expect(result.error).toMatchObject({ '': ['unavailable'] })
		expect(result.initialValue).toMatchObject({ givenName: 'Ana', email: 'ana.routes@example.com' })
	})
})

describe('the review', () => {
	it('sends a guest without details back to the form', async () => {
		await cartInSession()
		const response = await get(layout, '/reservation/reviewDetails.mi', await cookieFor(guest.sessionToken))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi')
	})

	it('books once, whatever is repeated, and the confirmation and its calendar file show the stay', async () => {
		await cartInSession()
		await sendDetails()
		const submit = key()
		const first = await bookNow(submit)
		expect(first.status).toBe(303)
		expect(first.headers.get('Location')).toBe('/reservation/confirmation.mi')
		// The same submit again (a double click that reached the server second).
		const again = await bookNow(submit)
		expect(again.status).toBe(303)
		expect(again.headers.get('Location')).toBe('/reservation/confirmation.mi')

		const page = await get(confirmation, '/reservation/confirmation.mi', await cookieFor(guest.sessionToken))
		expect(page.status).toBe(200)
		const data = await page.json()
		expect(data).toMatchObject({ kind: 'order', view: { guestName: 'Ana', hotelName: 'Meridian New York Times Square' } })
		// A link to find the stay later, its details encrypted (issue 14 lookup links).
		expect(data.links.lookupLink).toMatch(/^\/reservation\/lookupReservation\.mi\?data=[\w%.-]+$/)
		expect(data.links.lookupLink).not.toContain('Garc')
		const number = data.view.confirmationNumber
		// The hotel has the reservation: it is found by its number and the guest's surname.
		expect(await lookUpReservation(number, 'García', guest)).toMatchObject({ confirmationNumber: number, status: 'CONFIRMED' })

		const ics = await get(calendar, '/reservation/confirmation.ics', await cookieFor(guest.sessionToken))
		expect(ics.headers.get('Content-Type')).toContain('text/calendar')
		expect(await ics.text()).toContain(number)
	})

	it('sends the guest back to the rate list, saying so, when the room sold out while they were typing', async () => {
		const cart = await cartInSession()
		await sendDetails()
		await sellOutRoom(upstreamSandbox().database.db, { propertyId: 'NYCMC', roomCode: 'DKNG', checkInDate: cart.checkInDate, checkOutDate: cart.checkOutDate })
		const response = await bookNow(key())
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`/reservation/rateListMenu.mi?${search}`)
		expect(response.headers.get('Set-Cookie')).toBeTruthy()
	})

	it('says a cart booked by another submit is booked (E_DOUBLE_CLICK, 409)', async () => {
		const cart = await cartInSession()
		await sendDetails()
		const elsewhere = await createOrder({ cartId: cart.id, idempotencyKey: key() }, guest)
		expect(elsewhere.ok).toBe(true)
		const response = await bookNow(key())
		expect(response.status).toBe(409)
		expect(await response.json()).toMatchObject({ error: { key: 'booking.reservationErrors.alreadyConfirmed' } })
	})

	it.each([
		['E_FRAUD_ALERT', 422, { key: 'booking.reservationErrors.callHotel' }],
		['E_NO_CERTS_LEFT', 422, { key: 'booking.reservationErrors.noCertificates' }],
		['E_REPEATED_HOTEL', 409, { key: 'booking.reservationErrors.repeatedHotel' }],
		['630', 503, { key: 'booking.reservationErrors.hotelSystem', code: '630' }],
		['ACS064', 503, { key: 'booking.reservationErrors.generic' }],
	] as const)('says the platform’s %s at Book now as the one table does (%i), keeping the key and the guest’s entries', async (code, status, error) => {
		const cart = await cartInSession()
		await sendDetails()
		const { db } = upstreamSandbox().database
		const email = 'ana.routes@example.com'
		await db.insert(orderRefusals).values({ guestEmail: email, code })
		try {
			const submit = key()
			const response = await bookNow(submit)
			expect(response.status).toBe(status)
			expect(await response.json()).toEqual({ error, idempotencyKey: submit })
			// Nothing booked: the cart, with everything the guest gave, is there for the page to show again.
			expect((await readCart(cart.id, guest)).guest).toMatchObject({ givenName: 'Ana', email, address: { postalCode: '78701' } })
		} finally {
			// This file's guests are all this one: no other refusal is set.
			await db.delete(orderRefusals)
		}
	})

	it('says a reservation code the platform sends as an error, not an answer, from the same table', async () => {
		await cartInSession()
		await sendDetails()
		const submit = key()
		upstreamFaults.next('PhoenixBookCreateOrder', { code: 'E_ALREADY_CONFIRMED' })
		const response = await bookNow(submit)
		expect(response.status).toBe(409)
		expect(await response.json()).toEqual({ error: { key: 'booking.reservationErrors.alreadyConfirmed' }, idempotencyKey: submit })
	})

	it('keeps the submit (same key) when the platform fails, and the retry books', async () => {
		await cartInSession()
		await sendDetails()
		const submit = key()
		upstreamFaults.next('PhoenixBookCreateOrder', 'server-error')
		const failed = await bookNow(submit)
		expect(failed.status).toBe(503)
		expect(await failed.json()).toEqual({ error: { key: 'booking.review.errors.unavailable' }, idempotencyKey: submit })
		const retried = await bookNow(submit)
		expect(retried.status).toBe(303)
	})

	it('refuses a submit without a proper key (400), booking nothing', async () => {
		await cartInSession()
		await sendDetails()
		const response = await bookNow('not-a-key')
		expect(response.status).toBe(400)
	})
})

describe('the confirmation', () => {
	it('shows the number with the fallback text when the stay details cannot be read', async () => {
		await cartInSession()
		await sendDetails()
		await bookNow(key())
		upstreamFaults.next('PhoenixBookOrderDetails', 'server-error')
		const response = await get(confirmation, '/reservation/confirmation.mi', await cookieFor(guest.sessionToken))
		expect(response.status).toBe(200)
		const data = await response.json()
		expect(data.kind).toBe('unread')
		expect(data.confirmationNumber).toMatch(/^\d{8}$/)
	})

	it('answers 404 with a way home when this session booked nothing', async () => {
		const response = await get(confirmation, '/reservation/confirmation.mi', await cookieFor(guest.sessionToken))
		expect(response.status).toBe(404)
		expect((await response.json()).kind).toBe('none')
		expect((await get(calendar, '/reservation/confirmation.ics', await cookieFor(guest.sessionToken))).status).toBe(404)
	})

	it('shares the stay by e-mail and text (back to the confirmation), and keeps a bad number with its message', async () => {
		await cartInSession()
		await sendDetails()
		await bookNow(key())
		const cookie = await cookieFor(guest.sessionToken)
		const sent = await post(share, '/reservation/confirmation.mi', { intent: 'share', channel: 'EMAIL', email: 'friend.routes@example.com' }, cookie)
		expect(sent.status).toBe(303)
		expect(sent.headers.get('Location')).toBe('/reservation/confirmation.mi')
		const outbox = await (await fetch(`${upstreamSandbox().url}/sandbox/outbox?recipient=friend.routes%40example.com`)).json()
		expect(outbox.messages).toHaveLength(1)

		const refused = await post(share, '/reservation/confirmation.mi', { intent: 'share', channel: 'SMS', dialCode: '+1', phone: '12' }, cookie)
		expect(refused.status).toBe(400)
		expect(await refused.json()).toMatchObject({
			share: { channel: 'SMS', result: { error: { phone: [mobileNumberProblem({ callingCode: '+1' })] }, initialValue: { dialCode: '+1', phone: '12' } } },
		})

		upstreamFaults.next('PhoenixBookShareReservation', 'server-error')
		const failed = await post(share, '/reservation/confirmation.mi', { intent: 'share', channel: 'SMS', dialCode: '+1', phone: '512 555 0147' }, cookie)
		expect(failed.status).toBe(503)
		expect(await failed.json()).toMatchObject({ share: { result: { error: { '': ['shareFailed'] } } } })
	})

	it('makes a guest who joins while booking a member, whose stay it becomes, and welcomes them with their number', async () => {
		await cartInSession()
		const joined = await sendDetails({ joinNow: 'on', password: 'Booking#2026', email: 'new.member.routes@example.com' })
		expect(joined.status).toBe(303)
		await bookNow(key())
		const data = await (await get(confirmation, '/reservation/confirmation.mi', await cookieFor(guest.sessionToken))).json()
		expect(data.newMemberNumber).toMatch(/^3\d{8}$/)
		const booked = await lookUpReservation(data.view.confirmationNumber, 'García', guest)
		expect(booked?.guest.customerId).toMatch(/^CUST-/)
		// The stay is the new member's: it earns them points.
		const earned = await (await get(earnings, '/reservation/earnWhileYouSleep.mi', await cookieFor(guest.sessionToken))).json()
		expect(earned.view).toMatchObject({ kind: 'own' })
	})

	it('says an e-mail that already has an account next to the e-mail, and never gives the password back', async () => {
		await cartInSession()
		const refused = await sendDetails({ joinNow: 'on', password: 'Booking#2026', email: 'gold@example.com' })
		expect(refused.status).toBe(400)
		const text = await refused.text()
		expect(JSON.parse(text).result.error).toEqual({ email: ['emailDuplicateError'] })
		expect(text).not.toContain('Booking#2026')
	})
})

describe('earn while you sleep', () => {
	it('shows a guest what a member earns for the stay just booked, with the ways to join or save it', async () => {
		await cartInSession()
		await sendDetails()
		await bookNow(key())
		const page = await get(earnings, '/reservation/earnWhileYouSleep.mi', await cookieFor(guest.sessionToken))
		expect(page.status).toBe(200)
		const data = await page.json()
		expect(data.view).toMatchObject({ kind: 'join', spend: expect.stringMatching(/^\$[\d,]+\.\d\d$/) })
		expect(Number(data.view.base.replace(/,/g, ''))).toBeGreaterThan(0)
		expect(data.links).toMatchObject({ joinAndSave: '/reservation/joinAndSaveReservation.mi', saveToTrips: '/reservation/saveToMyTrips.mi' })
	})

	it('gives the signed-in member who booked their points, with their tier’s bonus', async () => {
		await cartInSession('FLEX', signedInMember, goldMember.id)
		const cookie = await cookieFor(signedInMember.sessionToken)
		expect(
			(await post(guestInfoAction, '/reservation/guestInfo.mi', details({ email: goldMember.email, paymentMethodId: 'PM-GOLD-VISA' }), cookie)).status,
		).toBe(303)
		expect((await post(book, '/reservation/reviewDetails.mi', { idempotencyKey: key() }, cookie)).status).toBe(303)
		const { view, links } = await (await get(earnings, '/es-es/reservation/earnWhileYouSleep.mi', cookie)).json()
		expect(view).toMatchObject({ kind: 'own', tier: 'gold' })
		const points = (figure: string) => Number(figure.replace(/\D/g, ''))
		expect(points(view.bonus)).toBe(Math.round(points(view.base) / 4))
		expect(points(view.total)).toBe(points(view.base) + points(view.bonus))
		expect(links).toMatchObject({ saveToTrips: null, joinAndSave: null })
	})

	it('sends a visitor who has booked nothing to the confirmation page, which says so', async () => {
		const page = await get(earnings, '/reservation/earnWhileYouSleep.mi', await cookieFor(guest.sessionToken))
		expect(page.status).toBe(302)
		expect(page.headers.get('Location')).toBe('/reservation/confirmation.mi')
	})
})

describe('the address lists', () => {
	it('fall back to our own countries and a free state field when the platform cannot give them', async () => {
		await cartInSession()
		upstreamFaults.next('PhoenixBookLookupsByType', 'server-error')
		const page = await get(guestInfoPage, '/reservation/guestInfo.mi', await cookieFor(guest.sessionToken))
		expect(page.status).toBe(200)
		const data = await page.json()
		expect(data.stateGroups).toEqual([])
		expect(data.countries).toContainEqual({ code: 'US', name: 'United States' })
	})

	it('come from the platform: its countries, and the states of the US, Canada and Australia, kept for the next page', async () => {
		await cartInSession()
		const cookie = await cookieFor(guest.sessionToken)
		const data = await (await get(guestInfoPage, '/reservation/guestInfo.mi', cookie)).json()
		expect(data.countries).toContainEqual({ code: 'CU', name: 'Cuba' })
		expect(data.stateGroups.map((group: { countryCode: string }) => group.countryCode)).toEqual(['US', 'CA', 'AU'])
		expect(data.stateGroups[1].states).toContainEqual({ value: 'CA-ON', name: 'Ontario' })
		upstreamJournal.reset()
		await get(guestInfoPage, '/reservation/guestInfo.mi', cookie)
		expect(upstreamJournal.to('/mi/query/PhoenixBookLookupsByType')).toEqual([])
		expect(upstreamJournal.all().length).toBeGreaterThan(0)
	})

	it('refuse a state of another country, and one the platform does not know, next to the state', async () => {
		await cartInSession()
		const elsewhere = await sendDetails({ stateProvinceCode: 'CA-ON' })
		expect(elsewhere.status).toBe(400)
		expect(((await elsewhere.json()) as Reply).result.error).toEqual({ stateProvinceCode: ['stateNotInCountry'] })
		const unknown = await sendDetails({ stateProvinceCode: 'US-ZZ' })
		expect(unknown.status).toBe(400)
		expect(((await unknown.json()) as Reply).result.error).toEqual({ stateProvinceCode: ['upstreamRefused'] })
		expect((await sendDetails({ stateProvinceCode: 'US-TX' })).status).toBe(303)
	})
})

describe('saved cards', () => {
	it('offers a signed-in member their saved cards, and pays with one, typing nothing of it', async () => {
		const cart = await cartInSession('FLEX', signedInMember, goldMember.id)
		const cookie = await cookieFor(signedInMember.sessionToken)
		const page = await (await get(guestInfoPage, '/es-es/reservation/guestInfo.mi', cookie)).json()
		expect(page.savedCards).toEqual([expect.objectContaining({ id: 'PM-GOLD-VISA', network: 'visa', lastFour: '1111', isDefault: true })])
		expect(page.canSaveCard).toBe(true)

		const paid = await post(guestInfoAction, '/reservation/guestInfo.mi', details({ email: goldMember.email, paymentMethodId: 'PM-GOLD-VISA' }), cookie)
		expect(paid.status).toBe(303)
		expect(paid.headers.get('Location')).toBe('/reservation/reviewDetails.mi')
		expect(upstreamJournal.to('/sessions')).toEqual([])
		expect((await readCart(cart.id, signedInMember)).payment).toMatchObject({ network: 'visa', lastFour: '1111', cardholderName: 'Grace Lindqvist' })
	})

	it('keeps a new card for a member who asks, and for nobody else', async () => {
		await cartInSession('FLEX', signedInMember, goldMember.id)
		const cookie = await cookieFor(signedInMember.sessionToken)
		const asked = await post(guestInfoAction, '/reservation/guestInfo.mi', details({ email: goldMember.email, paymentMethodId: 'new', saveCard: 'on' }), cookie)
		expect((await throughCardStep(asked, cookie, TEST_CARDS.mastercard)).status).toBe(303)
		expect((await paymentMethods(signedInMember)).map((card) => card.lastFour)).toEqual(['1111', '4444'])
		// A guest's box is ignored: there is no account to keep it in.
		await cartInSession()
		expect((await sendDetails({ saveCard: 'on' })).status).toBe(303)
		expect(await paymentMethods(guest)).toEqual([])
	})
})
