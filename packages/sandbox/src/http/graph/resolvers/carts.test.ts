import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../../auth/tokens.ts'
import { parseSandboxConfig } from '../../../config.ts'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer, graph } from '../testing.ts'

// Carts against a sandbox whose clock the tests move: a tiny cart lifetime (5 s) expires
// by moving the clock, never by sleeping.
const TTL = 5
let skewMs = 0
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox({ SANDBOX_CART_TTL_SECONDS: TTL }, () => new Date(Date.now() + skewMs))
})
afterAll(() => sandbox.close())

const MONEY = 'value valueDecimalPoint currency'
const CART = `
	id revisionNumber expiresAt checkInDate checkOutDate lengthOfStay currency customerId modifiesConfirmationNumber
	property { id }
	items { ordinal adults children product { id room { code } ratePlan { code } totalBeforeTaxes { ${MONEY} } totalTaxes { ${MONEY} } totalWithTaxes { ${MONEY} } totalPoints roomsLeft } }
	subtotal { ${MONEY} } totalTaxes { ${MONEY} } total { ${MONEY} } totalPoints
`
const STATUS = 'status { httpStatus code errors { message field } }'
const CREATE = `mutation PhoenixBookCreateCart($input: CreateCartInput!) { createCart(input: $input) { ${STATUS} cart { ${CART} } } }`
const UPDATE = `mutation PhoenixBookUpdateCart($input: UpdateCartInput!) { updateCart(input: $input) { ${STATUS} cart { ${CART} } } }`
const READ = `query PhoenixBookCart($id: ID!) { cart(id: $id) { ${CART} } }`
const DELETE = `mutation PhoenixBookDeleteCart($id: ID!) { deleteCart(id: $id) { ${STATUS} } }`
const EXTEND = `mutation PhoenixBookExtendCartExpiration($id: ID!) { extendCartExpiration(id: $id) { ${STATUS} cart { id expiresAt } } }`
const EXPIRE = `mutation PhoenixBookUpdateCartExpiration($id: ID!, $s: Int!) { updateCartExpiration(id: $id, expiresInSeconds: $s) { ${STATUS} cart { id expiresAt } } }`
const SEARCH = `query PhoenixBookSearchProductsByProperty($input: ProductSearchInput!) { searchProductsByProperty(input: $input) { products { id roomsLeft } } }`
const REDEMPTION = `query PhoenixBookRedemptionData($customerId: ID!, $cartId: ID, $pointsRequired: Int) {
	redemptionData(customerId: $customerId, cartId: $cartId, pointsRequired: $pointsRequired) { currentPointBalance pointsRequired additionalPointsRequired canBuyPoints }
}`

// A stay well ahead of every hotel's today, and clear of NYCMC's sold-out night.
const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days)
const stay = (nights = 2, from = 20) => ({ checkInDate: inDays(from), checkOutDate: inDays(from + nights) })
const selection = (overrides: Record<string, unknown> = {}) => ({
	propertyId: 'NYCMC',
	...stay(),
	rooms: [{ adults: 2, children: 0 }],
	ratePlanCode: 'FLEX',
	roomCode: 'DKNG',
	...overrides,
})

const sandboxNow = () => Date.now() + skewMs
const create = async (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
	(await graph(sandbox.url, CREATE, { input }, headers)).body.data?.createCart
const read = (id: string, headers: Record<string, string> = {}) => graph(sandbox.url, READ, { id }, headers)
const memberHeaders = async (customerId: string) => bearer(await issueToken(sandbox.database.db, customerId, 'access', new Date()))

describe('createCart and cart', () => {
	it('stores the selection, one item a room, priced as the rate list prices it', async () => {
		const before = sandboxNow()
		const payload = await create(selection({ rooms: [{ adults: 2, children: 1 }, { adults: 1 }] }))
		expect(payload.status).toEqual([{ httpStatus: 200, code: 'SUCCESS', errors: [] }])
		const cart = payload.cart
		expect(cart).toMatchObject({ revisionNumber: 1, property: { id: 'NYCMC' }, currency: 'USD', lengthOfStay: 2, customerId: null, totalPoints: null })
		expect(cart.items.map((item: any) => [item.ordinal, item.adults, item.children, item.product.id])).toEqual([
			[1, 2, 1, 'FLEX:DKNG'],
			[2, 1, 0, 'FLEX:DKNG'],
		])
		const [first] = cart.items
		expect(cart.total.value).toBe(first.product.totalWithTaxes.value * 2)
		expect(cart.subtotal.value + cart.totalTaxes.value).toBe(cart.total.value)
		const expiresIn = Date.parse(cart.expiresAt) - before
		expect(expiresIn).toBeGreaterThanOrEqual(TTL * 1000 - 50)
		expect(expiresIn).toBeLessThanOrEqual(TTL * 1000 + 1000)

		const again = await read(cart.id)
		expect(again.body.data?.cart).toEqual(cart)
	})

	it('refuses what cannot be booked with the status codes', async () => {
		const refusal = async (input: Record<string, unknown>) => (await create(selection(input))).status[0]
		expect(await refusal(stay(31))).toMatchObject({ code: 'E_TOO_MANY_NIGHTS', httpStatus: 422 })
		expect(await refusal({ checkInDate: inDays(-3), checkOutDate: inDays(-1) })).toMatchObject({ code: 'invalidTravelDatesErrorText' })
		expect(await refusal({ ratePlanCode: 'NOPE' })).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 })
		expect(await refusal({ roomCode: 'NOPE' })).toMatchObject({ code: 'NOT_FOUND' })
		expect(await refusal({ ratePlanCode: 'CORP' })).toMatchObject({ code: 'NOT_FOUND' })
		expect(await refusal({ ratePlanCode: 'CORP', corporateCode: 'acm' })).toMatchObject({ code: 'SUCCESS' })
		expect(await refusal({ rooms: [] })).toMatchObject({ code: 'BAD_REQUEST' })
		expect(await refusal({ customerId: 'CUST-GOLD' })).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 })
	})

	it('holds its rooms: a live cart takes them from availability until deleted or expired', async () => {
		const dates = stay(1, 60)
		const suitesLeft = async () => {
			const input = { propertyId: 'NYCMC', ...dates, rooms: [{ adults: 1 }], tab: 'STANDARD' }
			const answer = await graph(sandbox.url, SEARCH, { input })
			return answer.body.data?.searchProductsByProperty.products.find((product: any) => product.id === 'FLEX:STE1')?.roomsLeft ?? 0
		}
		expect(await suitesLeft()).toBe(3)
		const all = await create(selection({ ...dates, roomCode: 'STE1', rooms: [{ adults: 1 }, { adults: 1 }, { adults: 1 }] }))
		expect(all.status[0].code).toBe('SUCCESS')
		expect(await suitesLeft()).toBe(0)
		expect((await create(selection({ ...dates, roomCode: 'STE1' }))).status[0]).toMatchObject({ code: '427', httpStatus: 409 })
		// Its own rooms do not count against it when it is read again.
		expect((await read(all.cart.id)).body.data?.cart.items).toHaveLength(3)

		expect((await graph(sandbox.url, DELETE, { id: all.cart.id })).body.data?.deleteCart.status[0].code).toBe('SUCCESS')
		const next = await create(selection({ ...dates, roomCode: 'STE1', rooms: [{ adults: 1 }, { adults: 1 }, { adults: 1 }] }))
		expect(next.status[0].code).toBe('SUCCESS')
		skewMs += (TTL + 1) * 1000
		expect((await create(selection({ ...dates, roomCode: 'STE1' }))).status[0].code).toBe('SUCCESS')
	})
})

describe('updateCart', () => {
	it('replaces the selection under the revision number, and refuses a stale one with CONFLICT', async () => {
		const { cart } = await create(selection())
		const input = { id: cart.id, ...stay(3), rooms: [{ adults: 1 }], ratePlanCode: 'PPAY', roomCode: 'DQQN' }
		const changed = (await graph(sandbox.url, UPDATE, { input: { ...input, revisionNumber: 1 } })).body.data?.updateCart
		expect(changed.status[0].code).toBe('SUCCESS')
		expect(changed.cart).toMatchObject({ id: cart.id, revisionNumber: 2, lengthOfStay: 3, items: [{ product: { id: 'PPAY:DQQN' } }] })

		const stale = (await graph(sandbox.url, UPDATE, { input: { ...input, roomCode: 'DKNG', revisionNumber: 1 } })).body.data?.updateCart
		expect(stale.status[0]).toMatchObject({ httpStatus: 409, code: 'CONFLICT', errors: [{ field: 'revisionNumber' }] })
		expect(stale.cart).toEqual(changed.cart)

		const otherHotel = (await graph(sandbox.url, UPDATE, { input: { ...input, propertyId: 'CHIMC', revisionNumber: 2 } })).body.data?.updateCart
		expect(otherHotel.status[0].code).toBe('BAD_REQUEST')
		const tooLong = (await graph(sandbox.url, UPDATE, { input: { ...input, ...stay(40), revisionNumber: 2 } })).body.data?.updateCart
		expect(tooLong.status[0].code).toBe('E_TOO_MANY_NIGHTS')
		expect(tooLong.cart.revisionNumber).toBe(2)
	})
})

describe('cart lifetime', () => {
	it('extends by one lifetime from now, sets a shorter expiry, and then the cart is gone', async () => {
		const { cart } = await create(selection())
		skewMs += 3_000
		const extended = (await graph(sandbox.url, EXTEND, { id: cart.id })).body.data?.extendCartExpiration
		expect(Date.parse(extended.cart.expiresAt) - sandboxNow()).toBeGreaterThan((TTL - 1) * 1000)
		expect(Date.parse(extended.cart.expiresAt)).toBeGreaterThan(Date.parse(cart.expiresAt))

		const capped = (await graph(sandbox.url, EXPIRE, { id: cart.id, s: 3_600 })).body.data?.updateCartExpiration
		expect(Date.parse(capped.cart.expiresAt) - sandboxNow()).toBeLessThanOrEqual(TTL * 1000)
		const shorter = (await graph(sandbox.url, EXPIRE, { id: cart.id, s: 1 })).body.data?.updateCartExpiration
		expect(Date.parse(shorter.cart.expiresAt) - sandboxNow()).toBeLessThanOrEqual(1_000)

		skewMs += 1_500
		for (const answer of [await read(cart.id), await graph(sandbox.url, EXTEND, { id: cart.id })]) {
			expect(answer.body.errors?.[0]?.extensions.code).toBe('CART_VALIDATION_FAILED_OR_EXPIRED')
		}
		const update = await graph(sandbox.url, UPDATE, {
			input: { id: cart.id, revisionNumber: 1, ...stay(), rooms: [{ adults: 1 }], ratePlanCode: 'FLEX', roomCode: 'DKNG' },
		})
		expect(update.body.errors?.[0]?.extensions.code).toBe('CART_VALIDATION_FAILED_OR_EXPIRED')
	})

	it('answers CART_VALIDATION_FAILED_OR_EXPIRED for an unknown or deleted cart; deleting twice is fine', async () => {
		expect((await read('no-such-cart')).body.errors?.[0]?.extensions.code).toBe('CART_VALIDATION_FAILED_OR_EXPIRED')
		const { cart } = await create(selection())
		await graph(sandbox.url, DELETE, { id: cart.id })
		expect((await read(cart.id)).body.errors?.[0]?.extensions.code).toBe('CART_VALIDATION_FAILED_OR_EXPIRED')
		expect((await graph(sandbox.url, DELETE, { id: cart.id })).body.data?.deleteCart.status[0].code).toBe('SUCCESS')
	})
})

describe('points carts and redemption data', () => {
	it('need the member, signed in, and answer only to that member', async () => {
		const points = selection({ ratePlanCode: 'PNTS', customerId: 'CUST-GOLD' })
		expect((await create(points)).status[0]).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 })
		expect((await create({ ...points, customerId: undefined }, await memberHeaders('CUST-GOLD'))).status[0].code).toBe('UNAUTHORIZED')

		const gold = await memberHeaders('CUST-GOLD')
		const { cart } = await create(points, gold)
		expect(cart).toMatchObject({ customerId: 'CUST-GOLD', items: [{ product: { ratePlan: { code: 'PNTS' } } }] })
		expect(cart.totalPoints).toBeGreaterThan(0)
		expect((await read(cart.id)).body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		expect((await read(cart.id, await memberHeaders('CUST-SILVER'))).body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		expect((await read(cart.id, gold)).body.data?.cart.id).toBe(cart.id)

		const fromCart = (await graph(sandbox.url, REDEMPTION, { customerId: 'CUST-GOLD', cartId: cart.id }, gold)).body.data?.redemptionData
		expect(fromCart).toEqual({
			currentPointBalance: 86_000,
			pointsRequired: cart.totalPoints,
			additionalPointsRequired: Math.max(cart.totalPoints - 86_000, 0),
			canBuyPoints: cart.totalPoints > 86_000 && cart.totalPoints - 86_000 <= 50_000,
		})
	})

	it('compares a given figure with the balance; buying covers at most 50,000 missing points', async () => {
		const silver = await memberHeaders('CUST-SILVER')
		const ask = async (pointsRequired: number) =>
			(await graph(sandbox.url, REDEMPTION, { customerId: 'CUST-SILVER', pointsRequired }, silver)).body.data?.redemptionData
		expect(await ask(10_000)).toEqual({ currentPointBalance: 18_500, pointsRequired: 10_000, additionalPointsRequired: 0, canBuyPoints: false })
		expect(await ask(68_500)).toMatchObject({ additionalPointsRequired: 50_000, canBuyPoints: true })
		expect(await ask(68_501)).toMatchObject({ additionalPointsRequired: 50_001, canBuyPoints: false })
		const anonymous = await graph(sandbox.url, REDEMPTION, { customerId: 'CUST-SILVER', pointsRequired: 1 })
		expect(anonymous.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
	})
})

describe('SANDBOX_CART_TTL_SECONDS', () => {
	it('defaults to 15 minutes and takes whole seconds, at least 1', () => {
		expect(parseSandboxConfig({}).SANDBOX_CART_TTL_SECONDS).toBe(900)
		expect(parseSandboxConfig({ SANDBOX_CART_TTL_SECONDS: '2' }).SANDBOX_CART_TTL_SECONDS).toBe(2)
		expect(() => parseSandboxConfig({ SANDBOX_CART_TTL_SECONDS: '0' })).toThrow(/SANDBOX_CART_TTL_SECONDS/)
		expect(() => parseSandboxConfig({ SANDBOX_CART_TTL_SECONDS: '1.5' })).toThrow(/SANDBOX_CART_TTL_SECONDS/)
	})
})
