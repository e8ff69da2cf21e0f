import { expect } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { tokenFor } from '../../../payment/testing.ts'
import type { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'

// What the booking tests of the sandbox share: the documents, a guest, a card and a token for it, and
// carts for nights of their own (from firstStay days ahead), so no test takes another's room.

export const STATUS = 'status { httpStatus code errors { message field } }'
export const CREATE_CART = `mutation PhoenixBookCreateCart($input: CreateCartInput!) { createCart(input: $input) { ${STATUS} cart { id totalPoints } } }`
export const GUEST = `mutation PhoenixBookUpdateCartGuest($input: CartGuestInput!) { updateCartGuest(input: $input) { ${STATUS} cart { id guest { givenName surname email phone address { countryCode postalCode } arrivalTime requestCodes } } } }`
export const PAYMENT = `mutation PhoenixBookAddCartPayment($input: CartPaymentInput!) { addCartPayment(input: $input) { ${STATUS} cart { id payment { network lastFour expiryMonth expiryYear cardholderName } } } }`
const ORDER_FIELDS =
	'id orderRevisionNumber items { basicInformation { confirmationNumber } reservationRevisionNumber reservation { confirmationNumber status checkInDate guest { surname email customerId } rooms { room { code } } totalPoints travelAgent { code name } travelInsurance { value currency } } }'
export const CREATE_ORDER = `mutation PhoenixBookCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ${STATUS} order { ${ORDER_FIELDS} } } }`
export const READ_ORDER = `query PhoenixBookOrderDetails($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`

// The answers are read loosely: each test says what it expects of them.
type Loose = any

export function bookingTestKit(sandboxOf: () => Awaited<ReturnType<typeof startTestSandbox>>, firstStay: number) {
	const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days)
	let nextStay = firstStay
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
	/** The payment operation's input: the payment service's one-time token for the card typed (a Visa unless overridden). */
	const paid = async (cartId: string, typed: Record<string, string> = {}) => ({ cartId, paymentToken: await tokenFor(sandboxOf().paymentUrl, cartId, typed) })
	const call = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Loose> =>
		(await graph(sandboxOf().url, query, variables, headers)).body
	async function newCart(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
		const input = { propertyId: 'NYCMC', ...stay(), rooms: [{ adults: 2, children: 0 }], ratePlanCode: 'FLEX', roomCode: 'DKNG', ...overrides }
		const payload = (await call(CREATE_CART, { input }, headers)).data.createCart
		expect(payload.status[0].code).toBe('SUCCESS')
		return payload.cart.id as string
	}
	async function readyCart(guestOverrides: Record<string, unknown> = {}, cartOverrides: Record<string, unknown> = {}) {
		const id = await newCart(cartOverrides)
		expect((await call(GUEST, { input: guest(id, guestOverrides) })).data.updateCartGuest.status[0].code).toBe('SUCCESS')
		expect((await call(PAYMENT, { input: await paid(id) })).data.addCartPayment.status[0].code).toBe('SUCCESS')
		return id
	}
	const order = async (cartId: string, idempotencyKey: string, headers: Record<string, string> = {}) =>
		(await call(CREATE_ORDER, { input: { cartId, idempotencyKey } }, headers)).data.createOrder
	return { stay, guest, card, paid, call, newCart, readyCart, order }
}
