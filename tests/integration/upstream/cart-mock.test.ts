import { describe, expect, it } from 'vitest'
import type { CartSelection } from '@meridian/upstream-contract/booking.ts'
import { CartExpired, Unauthorized } from '#app/services/upstream/errors.server.ts'
import * as cart from '#app/services/upstream/operations/cart.server.ts'
import { goldMember } from '#mocks/upstream/fixtures/customer.ts'
import { EXPIRED_CART_ID, SOLD_OUT_ROOM_CODE } from '#mocks/upstream/fixtures/cart.ts'
import { guest, signedInMember, useMockUpstream } from './setup.ts'

// The cart client against the mock upstream: the shapes route tests rely on.
useMockUpstream()

const selection: CartSelection = {
	propertyId: 'CHIMC',
	checkInDate: '2030-05-01',
	checkOutDate: '2030-05-03',
	rooms: [{ adults: 2, children: 0 }, { adults: 1, children: 0 }],
	ratePlanCode: 'FLEX',
	roomCode: 'DKNG',
}

describe('carts on the mock upstream', () => {
	it('creates, reads, updates under the revision number and deletes', async () => {
		const created = await cart.createCart(selection, guest)
		if (!created.ok) throw new Error(created.code)
		expect(created.cart).toMatchObject({ revisionNumber: 1, lengthOfStay: 2, items: [{ ordinal: 1 }, { ordinal: 2 }], total: { value: 115_000 } })
		expect(await cart.readCart(created.cart.id, guest)).toEqual(created.cart)
		expect(await cart.updateCart(created.cart.id, 1, { ...selection, roomCode: 'DQQN' }, guest)).toMatchObject({ ok: true, cart: { revisionNumber: 2 } })
		expect(await cart.updateCart(created.cart.id, 1, selection, guest)).toEqual({ ok: false, code: 'CONFLICT' })
		await cart.deleteCart(created.cart.id, guest)
		await expect(cart.readCart(created.cart.id, guest)).rejects.toBeInstanceOf(CartExpired)
	})

	it('answers refusals as outcomes and an expired cart as CartExpired', async () => {
		expect(await cart.createCart({ ...selection, roomCode: SOLD_OUT_ROOM_CODE }, guest)).toEqual({ ok: false, code: '427' })
		expect(await cart.createCart({ ...selection, ratePlanCode: 'PNTS' }, guest)).toEqual({ ok: false, code: 'UNAUTHORIZED' })
		await expect(cart.stickyBar(EXPIRED_CART_ID, guest)).rejects.toBeInstanceOf(CartExpired)
		await expect(cart.extendCartExpiration(EXPIRED_CART_ID, guest)).rejects.toBeInstanceOf(CartExpired)
	})

	it('holds a points cart for the member, with the redemption figures', async () => {
		const created = await cart.createCart({ ...selection, ratePlanCode: 'PNTS', customerId: goldMember.id }, signedInMember)
		if (!created.ok) throw new Error(created.code)
		expect(created.cart.totalPoints).toBe(160_000)
		expect(await cart.redemptionData({ customerId: goldMember.id, cartId: created.cart.id }, signedInMember)).toEqual({
			currentPointBalance: 48_250,
			pointsRequired: 160_000,
			additionalPointsRequired: 111_750,
			canBuyPoints: false,
		})
		await expect(cart.readCart(created.cart.id, guest)).rejects.toBeInstanceOf(Unauthorized)
	})
})
