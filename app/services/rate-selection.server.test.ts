import type { AppLoadContext } from '@remix-run/node'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Cart, CartSelection } from '@meridian/upstream-contract/booking.ts'
import { CartExpired, Conflict } from './upstream/errors.server.ts'

const mocks = vi.hoisted(() => ({
	currentCart: vi.fn(),
	createCart: vi.fn(),
	updateCart: vi.fn(),
	readCart: vi.fn(),
}))
vi.mock('./booking-session.server.ts', () => ({ currentCart: mocks.currentCart }))
vi.mock('./upstream/operations/cart.server.ts', () => ({ createCart: mocks.createCart, updateCart: mocks.updateCart, readCart: mocks.readCart }))
vi.mock('./visitor.server.ts', () => ({ getVisitor: async () => ({ upstream: { locale: 'en-US', requestId: 'test' } }) }))

const { putSelectionInCart } = await import('./rate-selection.server.ts')

const request = new Request('http://localhost/reservation/rateListMenu.mi', { method: 'POST' })
const context = {} as AppLoadContext
const selection = { propertyId: 'NYCMC', ratePlanCode: 'FLEX', roomCode: 'DKNG' } as CartSelection
const cart = (revisionNumber: number) => ({ id: 'cart-1', revisionNumber }) as Cart
const failure = { source: 'UXL_ERROR', component: 'PhoenixBookUpdateCart' } as const

beforeEach(() => vi.resetAllMocks())

describe('putSelectionInCart', () => {
	it('creates a cart when the session has none', async () => {
		mocks.currentCart.mockResolvedValue({ kind: 'none' })
		mocks.createCart.mockResolvedValue({ ok: true, cart: cart(1) })
		expect(await putSelectionInCart(request, context, selection)).toEqual({ ok: true, cart: cart(1) })
		expect(mocks.createCart).toHaveBeenCalledWith(selection, expect.anything())
		expect(mocks.updateCart).not.toHaveBeenCalled()
	})

	it('updates the session cart with its revision number', async () => {
		mocks.currentCart.mockResolvedValue({ kind: 'cart', cart: cart(3), rateListSearch: '' })
		mocks.updateCart.mockResolvedValue({ ok: true, cart: cart(4) })
		expect(await putSelectionInCart(request, context, selection)).toEqual({ ok: true, cart: cart(4) })
		expect(mocks.updateCart).toHaveBeenCalledWith('cart-1', 3, selection, expect.anything())
	})

	it('retries a CONFLICT once on a fresh read, whether answered or thrown', async () => {
		mocks.currentCart.mockResolvedValue({ kind: 'cart', cart: cart(3), rateListSearch: '' })
		mocks.readCart.mockResolvedValue(cart(5))
		mocks.updateCart.mockResolvedValueOnce({ ok: false, code: 'CONFLICT' }).mockResolvedValueOnce({ ok: true, cart: cart(6) })
		expect(await putSelectionInCart(request, context, selection)).toEqual({ ok: true, cart: cart(6) })
		expect(mocks.updateCart).toHaveBeenLastCalledWith('cart-1', 5, selection, expect.anything())

		mocks.updateCart.mockReset()
		mocks.updateCart.mockRejectedValueOnce(new Conflict(failure)).mockResolvedValueOnce({ ok: false, code: 'CONFLICT' })
		expect(await putSelectionInCart(request, context, selection)).toEqual({ ok: false, code: 'CONFLICT' })
		expect(mocks.updateCart).toHaveBeenCalledTimes(2)
	})

	it('passes other refusals on, and replaces an expired cart with a new one', async () => {
		mocks.currentCart.mockResolvedValue({ kind: 'cart', cart: cart(3), rateListSearch: '' })
		mocks.updateCart.mockResolvedValueOnce({ ok: false, code: '427' })
		expect(await putSelectionInCart(request, context, selection)).toEqual({ ok: false, code: '427' })

		mocks.updateCart.mockRejectedValueOnce(new CartExpired(failure))
		mocks.createCart.mockResolvedValue({ ok: true, cart: cart(1) })
		expect(await putSelectionInCart(request, context, selection)).toEqual({ ok: true, cart: cart(1) })
	})
})
