import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { issueToken } from '../../../auth/tokens.ts'
import { cartPayments, customers, orders, reservations } from '../../../db/schema/index.ts'
import { sellOutRoom } from '../../../sold-out.ts'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { startTestSandbox } from '../../../testing.ts'
import { client } from '../../accounts/testing.ts'
import { bearer, graph } from '../testing.ts'
import { MAX_BOOKINGS_PER_GUEST } from './orders.ts'

// Booking step two against a sandbox of its own: the guest and the card on a cart, the
// order it becomes (once, whatever is repeated), and what the order leaves behind.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const STATUS = 'status { httpStatus code errors { message field } }'
const CREATE_CART = `mutation PhoenixBookCreateCart($input: CreateCartInput!) { createCart(input: $input) { ${STATUS} cart { id totalPoints } } }`
const GUEST = `mutation PhoenixBookUpdateCartGuest($input: CartGuestInput!) { updateCartGuest(input: $input) { ${STATUS} cart { id guest { givenName surname email phone address { countryCode postalCode } arrivalTime requestCodes } } } }`
const PAYMENT = `mutation PhoenixBookAddCartPayment($input: CartPaymentInput!) { addCartPayment(input: $input) { ${STATUS} cart { id payment { network lastFour expiryMonth expiryYear cardholderName } } } }`
const ORDER_FIELDS =
	'id orderRevisionNumber items { basicInformation { confirmationNumber } reservationRevisionNumber reservation { confirmationNumber status checkInDate guest { surname email customerId } rooms { room { code } } totalPoints travelAgent { code name } travelInsurance { value currency } } }'
const CREATE_ORDER = `mutation PhoenixBookCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ${STATUS} order { ${ORDER_FIELDS} } } }`
const READ_ORDER = `query PhoenixBookOrderDetails($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`

const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days)
let nextStay = 60
/** Each test books its own nights, so no test takes another's room. */
const stay = () => {
	nextStay += 3
	return { checkInDate: inDays(nextStay), checkOutDate: inDays(nextStay + 2) }
}
const guest = (cartId: string, overrides: Record<string, unknown> = {}) => ({
	cartId,
	givenName: 'Ana',
	surname: 'García',
	email: 'ana.orders@example.com',
	phone: '512 555 0147',
	address: { line1: '1 Congress Ave', city: 'Austin', stateProvinceCode: 'TX', postalCode: '78701', countryCode: 'US' },
	arrivalTime: '15:00',
	requestCodes: ['CRIB'],
	...overrides,
})
const card = (cartId: string, overrides: Record<string, unknown> = {}) => ({
	cartId,
	cardNumber: TEST_CARDS.visa.number,
	cvv: TEST_CARDS.visa.cvv,
	expiryMonth: 12,
	expiryYear: new Date().getUTCFullYear() + 2,
	cardholderName: 'Ana García',
	...overrides,
})

// The answers are read loosely: each test says what it expects of them.
type Loose = any
const call = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Loose> =>
	(await graph(sandbox.url, query, variables, headers)).body
async function newCart(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
	const input = { propertyId: 'NYCMC', ...stay(), rooms: [{ adults: 2, children: 0 }], ratePlanCode: 'FLEX', roomCode: 'DKNG', ...overrides }
	const payload = (await call(CREATE_CART, { input }, headers)).data.createCart
	expect(payload.status[0].code).toBe('SUCCESS')
	return payload.cart.id as string
}
async function readyCart(guestOverrides: Record<string, unknown> = {}) {
	const id = await newCart()
	expect((await call(GUEST, { input: guest(id, guestOverrides) })).data.updateCartGuest.status[0].code).toBe('SUCCESS')
	expect((await call(PAYMENT, { input: card(id) })).data.addCartPayment.status[0].code).toBe('SUCCESS')
	return id
}
const reservationsOf = (email: string) => sandbox.database.db.select().from(reservations).where(eq(reservations.guestEmail, email))
const order = async (cartId: string, idempotencyKey: string, headers: Record<string, string> = {}) =>
	(await call(CREATE_ORDER, { input: { cartId, idempotencyKey } }, headers)).data.createOrder

describe('updateCartGuest', () => {
	it('keeps the guest and the requests on the cart', async () => {
		const id = await newCart()
		const payload = (await call(GUEST, { input: guest(id) })).data.updateCartGuest
		expect(payload.cart.guest).toMatchObject({
			givenName: 'Ana',
			surname: 'García',
			arrivalTime: '15:00',
			requestCodes: ['CRIB'],
			address: { countryCode: 'US', postalCode: '78701' },
		})
	})

	it('names the field it will not take', async () => {
		const id = await newCart()
		const refused = async (overrides: Record<string, unknown>) => (await call(GUEST, { input: guest(id, overrides) })).data.updateCartGuest.status[0]
		expect(await refused({ email: 'ana@' })).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, errors: [{ field: 'email' }] })
		expect(await refused({ arrivalTime: '15:30' })).toMatchObject({ errors: [{ field: 'arrivalTime' }] })
		expect(await refused({ requestCodes: ['HELIPAD'] })).toMatchObject({ errors: [{ field: 'requestCodes' }] })
		expect(await refused({ address: { countryCode: 'usa' } })).toMatchObject({ errors: [{ field: 'address.countryCode' }] })
	})

	it('answers an unknown cart as an expired one', async () => {
		const body = await call(GUEST, { input: guest('no-such-cart') })
		expect(body.errors[0].extensions.code).toBe('CART_VALIDATION_FAILED_OR_EXPIRED')
	})
})

describe('addCartPayment', () => {
	it('keeps the network, the last four digits and the expiry, never the number', async () => {
		const id = await newCart()
		const payload = (await call(PAYMENT, { input: card(id) })).data.addCartPayment
		expect(payload.cart.payment).toMatchObject({ network: 'visa', lastFour: '1111', expiryMonth: 12, cardholderName: 'Ana García' })
		const [stored] = await sandbox.database.db.select().from(cartPayments).where(eq(cartPayments.cartId, id))
		expect(JSON.stringify(stored)).not.toContain(TEST_CARDS.visa.number)
		expect(Object.values(stored ?? {})).not.toContain(TEST_CARDS.visa.cvv)
	})

	it('declines the declined test card, and refuses an Amex with a three-digit code', async () => {
		const id = await newCart()
		const declined = (await call(PAYMENT, { input: card(id, { cardNumber: TEST_CARDS.declined.number }) })).data.addCartPayment
		expect(declined.status[0]).toMatchObject({ code: 'PAYMENT_DECLINED', httpStatus: 402 })
		expect(declined.cart.payment).toBeNull()
		const amex = (await call(PAYMENT, { input: card(id, { cardNumber: TEST_CARDS.amex.number, cvv: '123' }) })).data.addCartPayment
		expect(amex.status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'cvv' }] })
		const expired = (await call(PAYMENT, { input: card(id, { expiryYear: 2020 }) })).data.addCartPayment
		expect(expired.status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'expiryMonth' }] })
	})

	it('names the network by its prefix (Mastercard from 2221 to 2720 too), and refuses a wrong length or check digit', async () => {
		const id = await newCart()
		const network = async (cardNumber: string) => (await call(PAYMENT, { input: card(id, { cardNumber }) })).data.addCartPayment
		for (const [cardNumber, expected] of [
			['2221000000000009', 'mastercard'],
			['2720990000000007', 'mastercard'],
			['6011111111111117', 'discover'],
			['30569309025904', 'diners'],
			['3530111333300000', 'jcb'],
		]) {
			expect((await network(cardNumber as string)).cart.payment).toMatchObject({ network: expected })
		}
		expect((await network('22210000000000090')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'cardNumber' }] })
		expect((await network('4111111111111112')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'cardNumber' }] })
		const tooFar = (await call(PAYMENT, { input: card(id, { expiryYear: new Date().getUTCFullYear() + 11 }) })).data.addCartPayment
		expect(tooFar.status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'expiryMonth' }] })
	})
})

const QUOTE = `query PhoenixBookTravelInsuranceQuote($cartId: ID!) { travelInsuranceQuote(cartId: $cartId) { premium { value valueDecimalPoint currency } provider coverage } }`
const AGENT = `query PhoenixBookValidateTravelAgent($n: String!) { travelAgent(iataNumber: $n) { iataNumber code name rateNames } }`
const UPDATE_CART = `mutation PhoenixBookUpdateCart($input: UpdateCartInput!) { updateCart(input: $input) { ${STATUS} cart { id guest { travelInsurance } } } }`
const GUEST_EXTRAS = `mutation PhoenixBookUpdateCartGuest($input: CartGuestInput!) { updateCartGuest(input: $input) { ${STATUS} cart { id guest { travelAgent { code name } travelInsurance } } } }`

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
		await call(PAYMENT, { input: card(id) })
		const placed = await order(id, 'key-insured')
		expect(placed.order.items[0].reservation).toMatchObject({ travelAgent: { code: 'YX3' }, travelInsurance: { value: quote.premium.value, currency: 'USD' } })
	})
})

describe('createOrder', () => {
	it('books the cart once: one reservation, the cart gone, the e-mail in the outbox', async () => {
		const id = await readyCart()
		const placed = await order(id, 'key-book-once')
		expect(placed.status[0].code).toBe('SUCCESS')
		const [item] = placed.order.items
		expect(item.basicInformation.confirmationNumber).toMatch(/^[0-9]{8}$/)
		expect(item.reservation).toMatchObject({
			status: 'CONFIRMED',
			guest: { surname: 'García', email: 'ana.orders@example.com', customerId: null },
			rooms: [{ room: { code: 'DKNG' } }],
		})
		const number = item.basicInformation.confirmationNumber
		const [row] = await sandbox.database.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
		expect(row).toMatchObject({ cardNetwork: 'visa', cardLastFour: '1111', arrivalTime: '15:00', requestCodes: ['CRIB'] })

		const read = (await call(READ_ORDER, { id: placed.order.id })).data.order
		expect(read.items[0].basicInformation.confirmationNumber).toBe(number)
		expect(read.items[0].reservation).toEqual(item.reservation)
		expect((await call(READ_ORDER, { id: 'no-such-order' })).data.order).toBeNull()

		const outbox = await (await fetch(`${sandbox.url}/sandbox/outbox?recipient=ana.orders@example.com`)).json()
		expect(outbox.messages.some((message: { body: string }) => message.body.includes(number))).toBe(true)
	})

	it('answers the same order to the same key, and E_DOUBLE_CLICK to another key for the same cart', async () => {
		const id = await readyCart({ email: 'twice.orders@example.com' })
		const first = await order(id, 'key-twice')
		const again = await order(id, 'key-twice')
		expect(again.status[0].code).toBe('SUCCESS')
		expect(again.order.id).toBe(first.order.id)
		expect(again.order.items[0].basicInformation.confirmationNumber).toBe(first.order.items[0].basicInformation.confirmationNumber)
		expect(await reservationsOf('twice.orders@example.com')).toHaveLength(1)
		const other = await order(id, 'key-other')
		expect(other.status[0]).toMatchObject({ code: 'E_DOUBLE_CLICK', httpStatus: 409 })
		const rows = await sandbox.database.db.select().from(orders).where(eq(orders.cartId, id))
		expect(rows).toHaveLength(1)
	})

	it('books once when the same submit arrives twice at the same moment', async () => {
		const id = await readyCart({ email: 'race.orders@example.com' })
		const [one, two] = await Promise.all([order(id, 'key-race'), order(id, 'key-race')])
		expect(one.status[0].code).toBe('SUCCESS')
		expect(two.status[0].code).toBe('SUCCESS')
		expect(two.order.items[0].basicInformation.confirmationNumber).toBe(one.order.items[0].basicInformation.confirmationNumber)
		expect(await sandbox.database.db.select().from(orders).where(eq(orders.cartId, id))).toHaveLength(1)
		expect(await reservationsOf('race.orders@example.com')).toHaveLength(1)
	})

	it('answers 427 when the room sold out while the guest was typing (the hold ran out)', async () => {
		const id = await readyCart()
		const cart = (await call('query PhoenixBookCart($id: ID!) { cart(id: $id) { checkInDate checkOutDate } }', { id })).data.cart
		await sellOutRoom(sandbox.database.db, { propertyId: 'NYCMC', roomCode: 'DKNG', ...cart }, 60_000_000)
		expect((await order(id, 'key-sold-out')).status[0]).toMatchObject({ code: '427' })
		expect(await sandbox.database.db.select().from(orders).where(eq(orders.cartId, id))).toHaveLength(0)
	})

	it(`books a guest's ${MAX_BOOKINGS_PER_GUEST}th future stay at a hotel, not one more (E_MAX_BOOKINGS)`, async () => {
		const email = 'many.orders@example.com'
		const booked = (index: number, status: 'CONFIRMED' | 'CANCELLED', checkInDate: string) => ({
			confirmationNumber: String(61_000_000 + index),
			propertyId: 'NYCMC',
			guestGivenName: 'Ana',
			guestSurname: 'García',
			guestEmail: email,
			status,
			checkInDate,
			checkOutDate: addDays(checkInDate, 1),
		})
		// A cancelled stay and a past one do not count.
		await sandbox.database.db
			.insert(reservations)
			.values([
				...Array.from({ length: MAX_BOOKINGS_PER_GUEST - 1 }, (_, index) => booked(index, 'CONFIRMED', inDays(200 + index))),
				booked(50, 'CANCELLED', inDays(300)),
				booked(51, 'CONFIRMED', inDays(-10)),
			])
		expect((await order(await readyCart({ email }), 'key-last-allowed')).status[0].code).toBe('SUCCESS')
		const refused = (await order(await readyCart({ email }), 'key-one-too-many')).status[0]
		expect(refused).toMatchObject({ code: 'E_MAX_BOOKINGS', httpStatus: 422 })
	})

	it('wants the guest, and the card of a cash stay, first', async () => {
		const id = await newCart()
		expect((await order(id, 'key-no-guest')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'guest' }] })
		await call(GUEST, { input: guest(id) })
		expect((await order(id, 'key-no-card')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'payment' }] })
	})

	it('takes the points of a points stay from the member, with no card', async () => {
		const gold = bearer(await issueToken(sandbox.database.db, 'CUST-GOLD', 'access', new Date()))
		const balance = async () => (await sandbox.database.db.select().from(customers).where(eq(customers.id, 'CUST-GOLD')))[0]?.pointBalance ?? 0
		const before = await balance()
		// One night: what a gold member's balance covers at the New York hotel.
		const { checkInDate } = stay()
		const id = await newCart({ ratePlanCode: 'PNTS', customerId: 'CUST-GOLD', checkInDate, checkOutDate: addDays(checkInDate, 1) }, gold)
		await call(GUEST, { input: guest(id, { email: 'gold@example.com' }) }, gold)
		const placed = await order(id, 'key-points', gold)
		expect(placed.status[0].code).toBe('SUCCESS')
		const points = placed.order.items[0].reservation.totalPoints
		expect(points).toBeGreaterThan(0)
		expect(await balance()).toBe(before - points)
	})

	it('refuses a points stay the balance does not cover, and takes nothing', async () => {
		const gold = bearer(await issueToken(sandbox.database.db, 'CUST-GOLD', 'access', new Date()))
		const { checkInDate } = stay()
		const id = await newCart({ ratePlanCode: 'PNTS', customerId: 'CUST-GOLD', checkInDate, checkOutDate: addDays(checkInDate, 5) }, gold)
		await call(GUEST, { input: guest(id, { email: 'gold@example.com' }) }, gold)
		const before = (await sandbox.database.db.select().from(customers).where(eq(customers.id, 'CUST-GOLD')))[0]?.pointBalance
		expect((await order(id, 'key-too-many-points', gold)).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'points' }] })
		expect((await sandbox.database.db.select().from(customers).where(eq(customers.id, 'CUST-GOLD')))[0]?.pointBalance).toBe(before)
		expect(await sandbox.database.db.select().from(orders).where(eq(orders.cartId, id))).toHaveLength(0)
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
})
