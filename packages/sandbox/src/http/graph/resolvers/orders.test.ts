import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { issueToken } from '../../../auth/tokens.ts'
import { cartPayments, customers, orders, paymentSessions, reservations } from '../../../db/schema/index.ts'
import { ORDER_REFUSAL_PATH, SELL_OUT_PATH } from '../../scenarios/index.ts'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer } from '../testing.ts'
import { bookingTestKit, GUEST, PAYMENT, READ_ORDER } from './booking-testing.ts'
import { MAX_BOOKINGS_PER_GUEST } from './orders.ts'

// Booking step two against a sandbox of its own: the guest and the card on a cart, the
// order it becomes (once, whatever is repeated), and what the order leaves behind.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const { stay, guest, paid, call, newCart, readyCart, order } = bookingTestKit(() => sandbox, 60)
const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days)
const reservationsOf = (email: string) => sandbox.database.db.select().from(reservations).where(eq(reservations.guestEmail, email))

describe('updateCartGuest', () => {
	it('makes a guest’s cart the member’s who gives the details signed in, and never takes another member’s', async () => {
		const silver = bearer(await issueToken(sandbox.database.db, 'CUST-SILVER', 'access', new Date()))
		const gold = bearer(await issueToken(sandbox.database.db, 'CUST-GOLD', 'access', new Date()))
		const id = await newCart()
		const CUSTOMER = 'query PhoenixBookCart($id: ID!) { cart(id: $id) { customerId } }'
		expect((await call(GUEST, { input: guest(id) })).data.updateCartGuest.status[0].code).toBe('SUCCESS')
		expect((await call(CUSTOMER, { id })).data.cart.customerId).toBeNull()
		expect((await call(GUEST, { input: guest(id) }, silver)).data.updateCartGuest.status[0].code).toBe('SUCCESS')
		expect((await call(CUSTOMER, { id })).data.cart.customerId).toBe('CUST-SILVER')
		expect((await call(GUEST, { input: guest(id) }, gold)).data.updateCartGuest.status[0].code).toBe('SUCCESS')
		expect((await call(CUSTOMER, { id })).data.cart.customerId).toBe('CUST-SILVER')
		expect((await call(PAYMENT, { input: await paid(id) })).data.addCartPayment.status[0].code).toBe('SUCCESS')
		expect((await order(id, 'key-associated')).order.items[0].reservation.guest.customerId).toBe('CUST-SILVER')
	})

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
		expect(await refused({ address: { ...guest(id).address, stateProvinceCode: 'ZZ' } })).toMatchObject({ errors: [{ field: 'address.stateProvinceCode' }] })
		expect(await refused({ address: { ...guest(id).address, countryCode: 'AU', stateProvinceCode: 'TX' } })).toMatchObject({
			errors: [{ field: 'address.stateProvinceCode' }],
		})
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
	it('redeems the payment service’s token and keeps the network, the last four digits and the expiry, never the number', async () => {
		const id = await newCart()
		const payload = (await call(PAYMENT, { input: await paid(id) })).data.addCartPayment
		expect(payload.cart.payment).toMatchObject({ network: 'visa', lastFour: '1111', expiryMonth: 12, cardholderName: 'Ana García' })
		const [stored] = await sandbox.database.db.select().from(cartPayments).where(eq(cartPayments.cartId, id))
		expect(JSON.stringify(stored)).not.toContain(TEST_CARDS.visa.number)
		expect(Object.values(stored ?? {})).not.toContain(TEST_CARDS.visa.cvv)
		const [session] = await sandbox.database.db.select().from(paymentSessions).where(eq(paymentSessions.reference, id))
		expect(JSON.stringify(session)).not.toContain(TEST_CARDS.visa.number)
	})

	it('redeems a token once, for its own cart only, and refuses one it never issued', async () => {
		const [id, other] = [await newCart(), await newCart()]
		const input = await paid(id)
		const elsewhere = (await call(PAYMENT, { input: { ...input, cartId: other } })).data.addCartPayment
		expect(elsewhere.status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'paymentToken' }] })
		expect((await call(PAYMENT, { input })).data.addCartPayment.status[0].code).toBe('SUCCESS')
		const again = (await call(PAYMENT, { input })).data.addCartPayment
		expect(again.status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'paymentToken' }] })
		const made = (await call(PAYMENT, { input: { cartId: id, paymentToken: 'made-up' } })).data.addCartPayment
		expect(made.status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'paymentToken' }] })
	})

	it('declines the declined test card when it authorizes it', async () => {
		const id = await newCart()
		const declined = (await call(PAYMENT, { input: await paid(id, { cardNumber: TEST_CARDS.declined.number }) })).data.addCartPayment
		expect(declined.status[0]).toMatchObject({ code: 'PAYMENT_DECLINED', httpStatus: 402 })
		expect(declined.cart.payment).toBeNull()
	})

	it('says which cards a hotel takes, and refuses another network there (property payment information)', async () => {
		const id = await newCart({ propertyId: 'BERMC' })
		const read = await call('query Cart($id: ID!) { cart(id: $id) { property { paymentInformation { acceptedCards } } } }', { id })
		expect(read.data.cart.property.paymentInformation.acceptedCards).toEqual(['visa', 'mastercard', 'discover', 'jcb'])
		// A session opened without the hotel's list takes any card: the platform refuses it still.
		const amex = (await call(PAYMENT, { input: await paid(id, { cardNumber: TEST_CARDS.amex.number, cvv: TEST_CARDS.amex.cvv }) })).data.addCartPayment
		expect(amex.status[0]).toMatchObject({ code: 'CARD_NOT_ACCEPTED', errors: [{ field: 'cardNumber' }] })
		expect(amex.cart.payment).toBeNull()
		expect((await call(PAYMENT, { input: await paid(id) })).data.addCartPayment.status[0].code).toBe('SUCCESS')
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
		// Sold by the sandbox's own scenario endpoint, as a browser test does it.
		const sellOut = (body: unknown) =>
			fetch(`${sandbox.url}${SELL_OUT_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
		expect((await sellOut({ propertyId: 'NYCMC', roomCode: 'DKNG', checkInDate: cart.checkOutDate, checkOutDate: cart.checkInDate })).status).toBe(400)
		expect((await sellOut({ propertyId: 'NYCMC', roomCode: 'NOPE', ...cart })).status).toBe(404)
		const sold = await sellOut({ propertyId: 'NYCMC', roomCode: 'DKNG', ...cart })
		expect(sold.status).toBe(200)
		expect((await sold.json()).roomsSold).toBeGreaterThan(0)
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

	it('refuses the bookings of a guest the platform’s checks stopped, with the code the scenario set, until it is lifted', async () => {
		const email = 'Flagged.Guest@example.com'
		const refuse = (body: unknown) =>
			fetch(`${sandbox.url}${ORDER_REFUSAL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
		expect((await refuse({ email, code: 'E FRAUD' })).status).toBe(400)
		expect((await refuse({ email })).status).toBe(400)
		expect((await refuse({ email: 'flagged.guest@example.com', code: 'E_FRAUD_ALERT' })).status).toBe(200)
		const id = await readyCart({ email })
		expect((await order(id, 'key-fraud-alert')).status[0]).toMatchObject({ code: 'E_FRAUD_ALERT', httpStatus: 422 })
		expect(await reservationsOf(email)).toHaveLength(0)
		// Another code replaces it; another guest is not touched.
		await refuse({ email, code: 'E_NO_CERTS_LEFT' })
		expect((await order(id, 'key-no-certificates')).status[0]).toMatchObject({ code: 'E_NO_CERTS_LEFT' })
		expect((await order(await readyCart({ email: 'unflagged@example.com' }), 'key-unflagged')).status[0].code).toBe('SUCCESS')
		expect((await refuse({ email, code: null })).status).toBe(200)
		expect((await order(id, 'key-lifted')).status[0].code).toBe('SUCCESS')
	})

	it('wants the guest, and the card of a cash stay, first', async () => {
		const id = await newCart()
		expect((await order(id, 'key-no-guest')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'guest' }] })
		await call(GUEST, { input: guest(id) })
		expect((await order(id, 'key-no-card')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'payment' }] })
	})

	it('books a prepaid rate only with the guest’s consent on the cart, and keeps when it was given', async () => {
		const id = await newCart({ ratePlanCode: 'PPAY' })
		await call(GUEST, { input: guest(id) })
		await call(PAYMENT, { input: await paid(id) })
		expect((await order(id, 'key-prepay-no-consent')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'prepayConsent' }] })
		await call(GUEST, { input: guest(id, { prepayConsent: true }) })
		const placed = await order(id, 'key-prepay-consent')
		expect(placed.status[0].code).toBe('SUCCESS')
		const [row] = await sandbox.database.db
			.select()
			.from(reservations)
			.where(eq(reservations.confirmationNumber, placed.order.items[0].basicInformation.confirmationNumber))
		expect(row?.prepayConsentedAt).toBeInstanceOf(Date)
		// The terms it was booked on (spec 001 §9): a card guarantee, the whole stay charged when booked.
		expect(row).toMatchObject({ guaranteeType: '5.PMT', depositType: 1 })
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
