import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { pointsPurchaseReference } from '@meridian/upstream-contract/order.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { tokenFor } from '../../../payment/testing.ts'
import { issueToken } from '../../../auth/tokens.ts'
import { customers, pointsPurchases, reservationRooms, reservations } from '../../../db/schema/index.ts'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer } from '../testing.ts'
import { client } from '../../accounts/testing.ts'
import { bookingTestKit, GUEST, PAYMENT, STATUS } from './booking-testing.ts'

// What else booking step two asks of the sandbox: travel agents and travel insurance,
// sharing a stay, and joining while booking.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const { stay, guest, card, paid, call, newCart, readyCart, order } = bookingTestKit(() => sandbox, 60)

const QUOTE = `query PhoenixBookTravelInsuranceQuote($cartId: ID!) { travelInsuranceQuote(cartId: $cartId) { premium { value valueDecimalPoint currency } provider coverage } }`
const AGENT = `query PhoenixBookValidateTravelAgent($n: String!) { travelAgent(iataNumber: $n) { iataNumber code name rateNames } }`
const UPDATE_CART = `mutation PhoenixBookUpdateCart($input: UpdateCartInput!) { updateCart(input: $input) { ${STATUS} cart { id guest { travelInsurance } } } }`
const GUEST_EXTRAS = `mutation PhoenixBookUpdateCartGuest($input: CartGuestInput!) { updateCartGuest(input: $input) { ${STATUS} cart { id guest { travelAgent { code name } travelInsurance } } } }`

const GUEST_TITLE = `mutation PhoenixBookUpdateCartGuest($input: CartGuestInput!) { updateCartGuest(input: $input) { ${STATUS} cart { id guest { title } } } }`

describe('the guest title (user title)', () => {
	it('keeps a userTitles code, in capitals, and refuses another', async () => {
		const id = await newCart()
		const kept = (await call(GUEST_TITLE, { input: guest(id, { title: 'mrs' }) })).data.updateCartGuest
		expect(kept.cart.guest).toEqual({ title: 'MRS' })
		const refused = (await call(GUEST_TITLE, { input: guest(id, { title: 'KING' }) })).data.updateCartGuest
		expect(refused.status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'title' }] })
		expect((await call(GUEST_TITLE, { input: guest(id, { title: null }) })).data.updateCartGuest.cart.guest).toEqual({ title: null })
	})
})

describe('travel agents and travel insurance', () => {
	it('knows the three agencies by IATA number, and no other', async () => {
		expect((await call(AGENT, { n: '12345675' })).data.travelAgent).toMatchObject({ code: 'H77', name: 'Horizon Travel Partners' })
		expect((await call(AGENT, { n: '99999999' })).errors[0].extensions.code).toBe('E_BAD_IATA')
	})

	it('quotes 6 % of the stay, keeps the agent and the choice on the cart, and a new selection asks again', async () => {
		const id = await newCart()
		const quote = (await call(QUOTE, { cartId: id })).data.travelInsuranceQuote
		expect(quote.premium).toMatchObject({ currency: 'USD', valueDecimalPoint: 2 })
		expect(quote.premium.value).toBeGreaterThanOrEqual(2500)

		const refused = (await call(GUEST_EXTRAS, { input: guest(id, { travelAgentNumber: '12345670' }) })).data.updateCartGuest
		expect(refused.status[0]).toMatchObject({ code: 'E_BAD_IATA', errors: [{ field: 'travelAgentNumber' }] })
		const kept = (await call(GUEST_EXTRAS, { input: guest(id, { travelAgentNumber: '77777770', travelInsurance: true }) })).data.updateCartGuest
		expect(kept.cart.guest).toEqual({ travelAgent: { code: '7TA', name: 'Seven Seas Travel Agency' }, travelInsurance: true })

		const input = { id, revisionNumber: 1, ...stay(), rooms: [{ adults: 1 }], ratePlanCode: 'FLEX', roomCode: 'DKNG' }
		expect((await call(UPDATE_CART, { input })).data.updateCart.cart.guest).toEqual({ travelInsurance: null })
	})

	it('books the insurance and the agent with the stay', async () => {
		const id = await newCart()
		const quote = (await call(QUOTE, { cartId: id })).data.travelInsuranceQuote
		await call(GUEST, { input: guest(id, { travelAgentNumber: '45678905', travelInsurance: true }) })
		await call(PAYMENT, { input: await paid(id) })
		const placed = await order(id, 'key-insured')
		expect(placed.order.items[0].reservation).toMatchObject({ travelAgent: { code: 'YX3' }, travelInsurance: { value: quote.premium.value, currency: 'USD' } })
	})
})

const SHARE = `mutation PhoenixBookShareReservation($input: ShareReservationInput!) { shareReservation(input: $input) { ${STATUS} } }`

describe('shareReservation', () => {
	it('puts the stay in the outbox for an e-mail address or an international number, five times an order at most', async () => {
		const id = await readyCart()
		const placed = await order(id, 'key-share')
		const share = async (channel: string, recipient: string, orderId = placed.order.id) =>
			(await call(SHARE, { input: { orderId, channel, recipient } })).data.shareReservation.status[0]
		expect(await share('EMAIL', 'friend.share@example.com')).toMatchObject({ code: 'SUCCESS' })
		expect(await share('SMS', '+15125550147')).toMatchObject({ code: 'SUCCESS' })
		expect(await share('SMS', '5125550147')).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'recipient' }] })
		expect(await share('EMAIL', 'friend@', placed.order.id)).toMatchObject({ code: 'BAD_REQUEST' })
		expect(await share('EMAIL', 'friend@example.com', 'no-such-order')).toMatchObject({ code: 'NOT_FOUND' })
		const outbox = await (await fetch(`${sandbox.url}/sandbox/outbox?recipient=${encodeURIComponent('+15125550147')}`)).json()
		expect(outbox.messages[0]).toMatchObject({ channel: 'sms', confirmationNumber: placed.order.items[0].basicInformation.confirmationNumber })
		for (let i = 0; i < 3; i++) expect(await share('EMAIL', 'friend.share@example.com')).toMatchObject({ code: 'SUCCESS' })
		expect(await share('EMAIL', 'friend.share@example.com')).toMatchObject({ code: 'LIMIT_EXCEEDED', httpStatus: 429 })
	})

	it('shares the reservation a number and surname name, with the lookup link in the e-mail only', async () => {
		const placed = await order(await readyCart(), 'key-share-by-number')
		const confirmationNumber = placed.order.items[0].basicInformation.confirmationNumber
		const link = 'http://localhost:3000/reservation/lookupReservation.mi?data=abc'
		const share = async (input: Record<string, unknown>) =>
			(await call(SHARE, { input: { channel: 'EMAIL', recipient: 'by.number@example.com', ...input } })).data.shareReservation.status[0]
		expect(await share({ confirmationNumber, surname: 'garcia', lookupLink: link })).toMatchObject({ code: 'SUCCESS' })
		expect(await share({ confirmationNumber, surname: 'Nobody' })).toMatchObject({ code: 'NOT_FOUND' })
		expect(await share({ confirmationNumber, surname: 'García', lookupLink: 'javascript:alert(1)' })).toMatchObject({
			code: 'BAD_REQUEST',
			errors: [{ field: 'lookupLink' }],
		})
		const outbox = await (await fetch(`${sandbox.url}/sandbox/outbox?recipient=by.number%40example.com`)).json()
		expect(outbox.messages[0].body).toContain(`See the reservation: ${link}`)
	})
})

const JOIN = `mutation PhoenixBookJoinNow($input: JoinNowInput!) { joinNow(input: $input) { ${STATUS} customerId memberNumber } }`

describe('joinNow', () => {
	const join = async (overrides: Record<string, unknown> = {}) =>
		(
			await call(JOIN, {
				input: {
					givenName: 'Nora',
					surname: 'Quinn',
					email: 'nora.join@example.com',
					password: 'Booking#2026',
					passwordEncrypted: false,
					countryCode: 'US',
					...overrides,
				},
			})
		).data.joinNow

	it('makes a member who can sign in, and the stay being booked becomes theirs', async () => {
		const id = await readyCart()
		const joined = await join({ cartId: id, smsPhone: '512 555 0147' })
		expect(joined.status[0].code).toBe('SUCCESS')
		expect(joined.memberNumber).toMatch(/^3\d{8}$/)
		const placed = await order(id, 'key-joined')
		expect(placed.order.items[0].reservation.guest.customerId).toBe(joined.customerId)
		// The new member signs in with that password, as the sign-in page would.
		const platform = client(sandbox.url)
		const session = await platform.newSession({ locale: 'en-US' })
		expect((await platform.signIn(session, 'nora.join@example.com', { password: 'Booking#2026' })).status).toBe(200)
		expect((await platform.signIn(session, 'nora.join@example.com', { password: 'Wrong#2026x' })).status).toBe(401)
	})

	it('puts a stay booked as a guest in the trips of the member who joins after it', async () => {
		const placed = await order(await readyCart(), 'key-join-after')
		const joined = await join({ email: 'after.join@example.com', orderId: placed.order.id })
		expect(joined.status[0].code).toBe('SUCCESS')
		const number = placed.order.items[0].basicInformation.confirmationNumber
		const [row] = await sandbox.database.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
		expect(row?.customerId).toBe(joined.customerId)
	})

	it('lets one of two joins at once with one address (in any case) in, and refuses the other as a duplicate', async () => {
		const answers = await Promise.all([join({ email: 'Race.Join@example.com' }), join({ email: 'race.join@example.com' })])
		expect(answers.map((answer) => answer.status[0].code).sort()).toEqual(['SUCCESS', 'email.duplicate.account'])
	})

	it('refuses a second account for an e-mail, a weak password, a wrong SMS length and the countries without online join', async () => {
		expect((await join({ email: 'GOLD@example.com' })).status[0]).toMatchObject({ code: 'email.duplicate.account', errors: [{ field: 'email' }] })
		expect((await join({ email: 'weak.join@example.com', password: 'password' })).status[0]).toMatchObject({
			code: 'BAD_REQUEST',
			errors: [{ field: 'password' }],
		})
		expect((await join({ email: 'cn.join@example.com', countryCode: 'CN', smsPhone: '1380013800' })).status[0]).toMatchObject({
			errors: [{ field: 'smsPhone' }],
		})
		for (const countryCode of ['CU', 'KP', 'SY', 'IR'])
			expect((await join({ email: `x.${countryCode}@example.com`, countryCode })).status[0]).toMatchObject({ errors: [{ field: 'countryCode' }] })
	})

	it('refuses a mobile number another account has, alone or with its e-mail, a partner number that is not one, and a name not in Latin letters', async () => {
		expect((await join({ email: 'phone.first@example.com', smsPhone: '512 555 0101' })).status[0].code).toBe('SUCCESS')
		expect((await join({ email: 'phone.second@example.com', smsPhone: '(512) 555-0101' })).status[0]).toMatchObject({
			code: 'phone.duplicate.account',
			errors: [{ field: 'smsPhone' }],
		})
		expect((await join({ email: 'Phone.First@example.com', smsPhone: '5125550101' })).status[0].code).toBe('email.phone.duplicate.account')
		expect((await join({ email: 'partner.bad@example.com', partnerNumber: '12345678' })).status[0]).toMatchObject({
			code: 'INVALID_PARTNER_NUMBER',
			errors: [{ field: 'partnerNumber' }],
		})
		expect((await join({ email: 'partner.good@example.com', partnerNumber: '4111 1111 1111 1111' })).status[0].code).toBe('SUCCESS')
		expect((await join({ email: 'kanji.name@example.com', givenName: '太郎' })).status[0]).toMatchObject({
			code: 'UNPROCESSABLE_ENTITY',
			errors: [{ field: 'givenName' }],
		})
		expect((await join({ email: 'accent.name@example.com', givenName: 'Zoë', surname: "O'Brien-Núñez" })).status[0].code).toBe('SUCCESS')
	})
})

const BUY = `mutation PhoenixBookBuyPoints($input: BuyPointsInput!) { buyPoints(input: $input) { ${STATUS} currentPointBalance } }`
/** A token for the member's purchase, the card typed at the payment service. */
const pointsToken = (customerId: string, card: Record<string, string> = {}) => tokenFor(sandbox.paymentUrl, pointsPurchaseReference(customerId), card)

describe('buyPoints', () => {
	it('adds the points to the member who asks, in steps of 1,000 up to 50,000, charged to a card the issuer takes', async () => {
		const member = bearer(await issueToken(sandbox.database.db, 'CUST-AMBASSADOR', 'access', new Date()))
		const buy = async (points: number, card: Record<string, string> = {}, headers = member) =>
			(await call(BUY, { input: { customerId: 'CUST-AMBASSADOR', points, paymentToken: await pointsToken('CUST-AMBASSADOR', card) } }, headers)).data?.buyPoints
		const before = (await sandbox.database.db.select().from(customers).where(eq(customers.id, 'CUST-AMBASSADOR')))[0]?.pointBalance ?? 0
		expect(await buy(3_000)).toMatchObject({ status: [{ code: 'SUCCESS' }], currentPointBalance: before + 3_000 })
		expect((await buy(1_500)).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'points' }] })
		expect((await buy(51_000)).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'points' }] })
		expect((await buy(1_000, { cardNumber: TEST_CARDS.declined.number })).status[0]).toMatchObject({ code: 'PAYMENT_DECLINED' })
		// A token pays once, and only for the purchase it was issued for.
		const token = await pointsToken('CUST-AMBASSADOR')
		const withToken = async (paymentToken: string) =>
			(await call(BUY, { input: { customerId: 'CUST-AMBASSADOR', points: 1_000, paymentToken } }, member)).data?.buyPoints
		expect((await withToken(await pointsToken('CUST-TITANIUM'))).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'paymentToken' }] })
		expect((await withToken(token)).status[0].code).toBe('SUCCESS')
		expect((await withToken(token)).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'paymentToken' }] })
		const stranger = await call(BUY, { input: { customerId: 'CUST-AMBASSADOR', points: 1_000, paymentToken: await pointsToken('CUST-AMBASSADOR') } })
		expect(stranger.errors[0].extensions.code).toBe('UNAUTHORIZED')
		expect((await sandbox.database.db.select().from(customers).where(eq(customers.id, 'CUST-AMBASSADOR')))[0]?.pointBalance).toBe(before + 4_000)
	})
	it('refuses a purchase past 100,000 points in a calendar year with PURCHASE_LIMIT_ERROR, and takes it again from 1 January', async () => {
		const member = bearer(await issueToken(sandbox.database.db, 'CUST-TITANIUM', 'access', new Date()))
		const buy = async (points: number) =>
			(await call(BUY, { input: { customerId: 'CUST-TITANIUM', points, paymentToken: await pointsToken('CUST-TITANIUM') } }, member)).data?.buyPoints
		expect((await buy(50_000)).status[0].code).toBe('SUCCESS')
		expect((await buy(49_000)).status[0].code).toBe('SUCCESS')
		const over = await buy(2_000)
		expect(over).toMatchObject({ status: [{ code: 'PURCHASE_LIMIT_ERROR', errors: [{ field: 'points' }] }], currentPointBalance: null })
		expect((await buy(1_000)).status[0].code).toBe('SUCCESS')
		expect((await buy(1_000)).status[0].code).toBe('PURCHASE_LIMIT_ERROR')
		// Last year's purchases do not count against this one.
		await sandbox.database.db
			.update(pointsPurchases)
			.set({ boughtAt: new Date(Date.UTC(new Date().getUTCFullYear() - 1, 11, 31)) })
			.where(eq(pointsPurchases.customerId, 'CUST-TITANIUM'))
		expect((await buy(1_000)).status[0].code).toBe('SUCCESS')
	})
})

const OFFERS = `query PhoenixBookConfirmationOffers($orderId: ID!) { confirmationOffers(orderId: $orderId) { type title ctaLink } }`

describe('confirmationOffers', () => {
	it('offers the card, an upsell, a cross-sell and the brand banner beside an order, and nothing for an unknown one', async () => {
		const placed = await order(await readyCart(), 'key-offers')
		const offers = (await call(OFFERS, { orderId: placed.order.id })).data.confirmationOffers
		expect(offers.map((offer: { type: string }) => offer.type)).toEqual(['CO_BRAND_CARD', 'UPSELL', 'CROSS_SELL', 'BRANDED_BANNER'])
		expect(offers[1].ctaLink).toBe('/hotels/nycmc-meridian-new-york-times-square/overview')
		expect((await call(OFFERS, { orderId: 'no-such-order' })).data.confirmationOffers).toEqual([])
	})
})

const SAVE = `mutation PhoenixBookSaveReservationToTrips($orderId: ID!) { saveReservationToTrips(orderId: $orderId) { ${STATUS} } }`

describe('saveReservationToTrips', () => {
	it('puts a guest’s stay in the trips of the member who asks, once, and never takes another member’s', async () => {
		const placed = await order(await readyCart(), 'key-save-to-trips')
		const save = async (customerId: string | null) => {
			const headers = customerId ? bearer(await issueToken(sandbox.database.db, customerId, 'access', new Date())) : {}
			return (await call(SAVE, { orderId: placed.order.id }, headers)).data.saveReservationToTrips.status[0].code
		}
		expect(await save(null)).toBe('UNAUTHORIZED')
		expect(await save('CUST-SILVER')).toBe('SUCCESS')
		expect(await save('CUST-SILVER')).toBe('SUCCESS')
		expect(await save('CUST-GOLD')).toBe('CONFLICT')
		const number = placed.order.items[0].basicInformation.confirmationNumber
		const [row] = await sandbox.database.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
		expect(row?.customerId).toBe('CUST-SILVER')
	})
})

const EARNINGS = `query PhoenixBookStayEarnings($orderId: ID!) { stayEarnings(orderId: $orderId) { redemption qualifyingSpend { value valueDecimalPoint currency } basePoints bonusPoints tier } }`

describe('stayEarnings', () => {
	it('counts 10 points per whole dollar of room charges, and the asking member’s tier bonus on top', async () => {
		const placed = await order(await readyCart(), 'key-earnings')
		const number = placed.order.items[0].basicInformation.confirmationNumber
		const rooms = await sandbox.database.db.select().from(reservationRooms).where(eq(reservationRooms.confirmationNumber, number))
		const cents = rooms.reduce((sum, room) => sum + room.amountPerNight * 2, 0)
		const basePoints = Math.floor(cents / 100) * 10
		const asGuest = (await call(EARNINGS, { orderId: placed.order.id })).data.stayEarnings
		expect(asGuest).toEqual({
			redemption: false,
			qualifyingSpend: { value: cents, valueDecimalPoint: 2, currency: 'USD' },
			basePoints,
			bonusPoints: 0,
			tier: null,
		})
		const gold = bearer(await issueToken(sandbox.database.db, 'CUST-GOLD', 'access', new Date()))
		expect((await call(EARNINGS, { orderId: placed.order.id }, gold)).data.stayEarnings).toMatchObject({
			basePoints,
			bonusPoints: Math.round(basePoints / 4),
			tier: 'gold',
		})
		expect((await call(EARNINGS, { orderId: 'no-such-order' })).data.stayEarnings).toBeNull()
	})

	it('gives nothing for a stay paid with points', async () => {
		const gold = bearer(await issueToken(sandbox.database.db, 'CUST-GOLD', 'access', new Date()))
		const { checkInDate } = stay()
		const id = await newCart({ ratePlanCode: 'PNTS', customerId: 'CUST-GOLD', checkInDate, checkOutDate: addDays(checkInDate, 1) }, gold)
		await call(GUEST, { input: guest(id, { email: 'gold@example.com' }) }, gold)
		const placed = await order(id, 'key-earnings-points', gold)
		expect((await call(EARNINGS, { orderId: placed.order.id }, gold)).data.stayEarnings).toMatchObject({ redemption: true, basePoints: 0, bonusPoints: 0 })
	})
})

const SAVED_CARDS = `query PhoenixBookPaymentMethods { paymentMethods { id network lastFour expiryMonth expiryYear cardholderName isDefault } }`
const PAY_SAVED = `mutation PhoenixBookAddCartSavedPayment($input: SavedPaymentInput!) { addCartSavedPayment(input: $input) { ${STATUS} cart { id payment { network lastFour } } } }`

describe('saved cards', () => {
	it('lists a member’s own cards, default first, and none for a guest', async () => {
		const titanium = bearer(await issueToken(sandbox.database.db, 'CUST-TITANIUM', 'access', new Date()))
		const cards = (await call(SAVED_CARDS, {}, titanium)).data.paymentMethods
		expect(cards.map((card: { id: string }) => card.id)).toEqual(['PM-TITANIUM-AMEX', 'PM-TITANIUM-MC'])
		expect(cards[0]).toMatchObject({ network: 'amex', lastFour: '0005', isDefault: true })
		expect((await call(SAVED_CARDS, {})).data.paymentMethods).toEqual([])
	})

	it('pays a cart with a saved card (the card on file, no security code), never another member’s card, nor one the hotel refuses', async () => {
		const gold = bearer(await issueToken(sandbox.database.db, 'CUST-GOLD', 'access', new Date()))
		const titanium = bearer(await issueToken(sandbox.database.db, 'CUST-TITANIUM', 'access', new Date()))
		const id = await newCart()
		const pay = async (paymentMethodId: string, headers: Record<string, string> = gold, cartId = id) =>
			(await call(PAY_SAVED, { input: { cartId, paymentMethodId } }, headers)).data.addCartSavedPayment
		expect((await pay('PM-TITANIUM-AMEX')).status[0]).toMatchObject({ code: 'NOT_FOUND', errors: [{ field: 'paymentMethodId' }] })
		expect((await pay('PM-GOLD-VISA', {})).status[0].code).toBe('UNAUTHORIZED')
		const paid = await pay('PM-GOLD-VISA')
		expect(paid).toMatchObject({ status: [{ code: 'SUCCESS' }], cart: { payment: { network: 'visa', lastFour: '1111' } } })
		// Berlin takes no American Express.
		const berlin = await newCart({ propertyId: 'BERMC' })
		expect((await pay('PM-TITANIUM-AMEX', titanium, berlin)).status[0]).toMatchObject({ code: 'CARD_NOT_ACCEPTED', errors: [{ field: 'paymentMethodId' }] })
	})

	it('keeps a new card for a member who asks, once, and for no guest', async () => {
		const silver = bearer(await issueToken(sandbox.database.db, 'CUST-SILVER', 'access', new Date()))
		const keep = async (headers: Record<string, string>) => {
			const id = await newCart()
			const input = { ...(await paid(id, { cardNumber: TEST_CARDS.mastercard.number })), saveToProfile: true }
			return (await call(PAYMENT, { input }, headers)).data.addCartPayment.status[0].code
		}
		expect(await keep(silver)).toBe('SUCCESS')
		expect(await keep(silver)).toBe('SUCCESS')
		expect(await keep({})).toBe('SUCCESS')
		const cards = (await call(SAVED_CARDS, {}, silver)).data.paymentMethods
		expect(cards).toEqual([expect.objectContaining({ network: 'mastercard', lastFour: '4444', isDefault: true, cardholderName: 'Ana García' })])
	})
})
