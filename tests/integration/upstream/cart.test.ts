import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartSelection } from '@meridian/upstream-contract/booking.ts'
import { issueToken } from '@meridian/sandbox/auth/tokens.ts'
import { addDays } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { startTestSandbox } from '@meridian/sandbox/testing.ts'

// The app's cart client against the sandbox over real HTTP, no mock between them. The
// sandbox runs with a tiny cart lifetime and a clock the test moves, so the expiry path
// is exercised without sleeping.
const TTL = 5
let skewMs = 0
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let cart: typeof import('#app/services/upstream/operations/cart.server.ts')
let errors: typeof import('#app/services/upstream/errors.server.ts')

beforeAll(async () => {
	sandbox = await startTestSandbox({ SANDBOX_CART_TTL_SECONDS: TTL }, () => new Date(Date.now() + skewMs))
	// The client reads its upstream from the environment once, at first use.
	process.env.UPSTREAM_URL = sandbox.url
	process.env.LOG_LEVEL = 'silent'
	cart = await import('#app/services/upstream/operations/cart.server.ts')
	errors = await import('#app/services/upstream/errors.server.ts')
})
afterAll(() => sandbox.close())

const guest = { locale: 'en-US' as const, requestId: 'cart-contract-test' }
const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days)
const selection: CartSelection = {
	propertyId: 'NYCMC',
	checkInDate: inDays(21),
	checkOutDate: inDays(23),
	rooms: [{ adults: 2, children: 0 }],
	ratePlanCode: 'FLEX',
	roomCode: 'DKNG',
}

describe('the cart contract between the client and the sandbox', () => {
	it('creates, reads, refuses a stale revision, updates, extends, and then expires', async () => {
		const created = await cart.createCart(selection, guest)
		if (!created.ok) throw new Error(`refused: ${created.code}`)
		const { id, revisionNumber } = created.cart
		expect(created.cart).toMatchObject({ revisionNumber: 1, property: { id: 'NYCMC' }, lengthOfStay: 2, currency: 'USD' })
		expect(created.cart.items[0]?.product).toMatchObject({ id: 'FLEX:DKNG', room: { code: 'DKNG' }, ratePlan: { code: 'FLEX', isRedemption: false } })

		expect(await cart.readCart(id, guest)).toEqual(created.cart)
		expect(await cart.stayDate(id, guest)).toEqual({ checkInDate: selection.checkInDate, checkOutDate: selection.checkOutDate, lengthOfStay: 2 })
		expect((await cart.stickyBar(id, guest)).total).toEqual(created.cart.total)

		const changed = await cart.updateCart(id, revisionNumber, { ...selection, roomCode: 'DQQN' }, guest)
		expect(changed).toMatchObject({ ok: true, cart: { revisionNumber: 2, items: [{ product: { id: 'FLEX:DQQN' } }] } })
		expect(await cart.updateCart(id, revisionNumber, selection, guest)).toEqual({ ok: false, code: 'CONFLICT' })

		skewMs += 3_000
		const extended = await cart.extendCartExpiration(id, guest)
		expect(Date.parse(extended.expiresAt)).toBeGreaterThan(Date.parse(created.cart.expiresAt))

		skewMs += (TTL + 1) * 1000
		await expect(cart.readCart(id, guest)).rejects.toBeInstanceOf(errors.CartExpired)
		await expect(cart.extendCartExpiration(id, guest)).rejects.toBeInstanceOf(errors.CartExpired)
		await expect(cart.updateCart(id, 2, selection, guest)).rejects.toBeInstanceOf(errors.CartExpired)
		await expect(cart.deleteCart(id, guest)).resolves.toBeUndefined()
	})

	it('answers refusals as outcomes and expires a cart on request', async () => {
		expect(await cart.createCart({ ...selection, checkOutDate: inDays(21 + 31) }, guest)).toEqual({ ok: false, code: 'E_TOO_MANY_NIGHTS' })
		expect(await cart.createCart({ ...selection, ratePlanCode: 'NOPE' }, guest)).toEqual({ ok: false, code: 'NOT_FOUND' })
		expect(await cart.createCart({ ...selection, ratePlanCode: 'PNTS' }, guest)).toEqual({ ok: false, code: 'UNAUTHORIZED' })

		const created = await cart.createCart(selection, guest)
		if (!created.ok) throw new Error(`refused: ${created.code}`)
		const shortened = await cart.updateCartExpiration(created.cart.id, 0, guest)
		expect(Date.parse(shortened.expiresAt)).toBeLessThanOrEqual(Date.now() + skewMs)
		await expect(cart.readCart(created.cart.id, guest)).rejects.toBeInstanceOf(errors.CartExpired)
	})

	it('holds a points cart for its member, with the redemption figures', async () => {
		const member = { ...guest, accessToken: await issueToken(sandbox.database.db, 'CUST-GOLD', 'access', new Date()) }
		const created = await cart.createCart({ ...selection, ratePlanCode: 'PNTS', customerId: 'CUST-GOLD' }, member)
		if (!created.ok) throw new Error(`refused: ${created.code}`)
		expect(created.cart.totalPoints).toBeGreaterThan(0)
		await expect(cart.readCart(created.cart.id, guest)).rejects.toBeInstanceOf(errors.Unauthorized)

		const figures = await cart.redemptionData({ customerId: 'CUST-GOLD', cartId: created.cart.id }, member)
		expect(figures).toMatchObject({ currentPointBalance: 86_000, pointsRequired: created.cart.totalPoints })
		expect(await cart.redemptionData({ customerId: 'CUST-GOLD', pointsRequired: 100_000 }, member)).toEqual({
			currentPointBalance: 86_000,
			pointsRequired: 100_000,
			additionalPointsRequired: 14_000,
			canBuyPoints: true,
		})
		await expect(cart.redemptionData({ customerId: 'CUST-GOLD', pointsRequired: 1 }, guest)).rejects.toBeInstanceOf(errors.Unauthorized)
	})
})
