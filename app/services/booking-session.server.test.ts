import type { AppLoadContext } from '@remix-run/node'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { guest, useSandboxUpstream } from '#tests/integration/upstream/sandbox-upstream.ts'
import type { Cart } from '@meridian/upstream-contract/booking.ts'
import { BOOKING_SESSION_KEY, currentCart, rememberCart } from './booking-session.server.ts'
import { sessionStorageFor } from './session.server.ts'
import { CartExpired } from './upstream/errors.server.ts'
import { readCart } from './upstream/operations/cart.server.ts'
import { readSession } from './upstream/session.server.ts'

// The session side runs against the sandbox; the cart calls are a fake, so these
// tests say what the booking memory does whatever the cart service answers.
vi.mock('./upstream/operations/cart.server.ts', () => ({ readCart: vi.fn() }))

useSandboxUpstream()

const bookingMemoryOf = async (sessionToken: string) => (await readSession({ ...guest, sessionToken })).data[BOOKING_SESSION_KEY]

const cart = { id: 'cart-1', revisionNumber: 1 } as Cart
const expired = () => new CartExpired({ source: 'UXL_ERROR', component: 'PhoenixBookCart' })

// The cookie of a request to http://localhost (local plain HTTP: __session).
const sessionCookieStorage = sessionStorageFor(new Request('http://localhost/'))

// getVisitor answers once per context: each call here is a request of its own.
const context = () => ({ requestId: 'req-booking-1', clientIp: '127.0.0.1', cspNonce: 'n' }) as AppLoadContext

async function requestWith(sessionToken?: string) {
	if (!sessionToken) return new Request('http://localhost/reservation/guestInfo.mi')
	const cookieSession = await sessionCookieStorage.getSession()
	cookieSession.set('sessionToken', sessionToken)
	const cookie = (await sessionCookieStorage.commitSession(cookieSession)).split(';')[0] ?? ''
	return new Request('http://localhost/reservation/guestInfo.mi', { headers: { Cookie: cookie } })
}

beforeEach(() => {
	vi.mocked(readCart).mockReset()
})

describe('rememberCart', () => {
	it('starts a platform session for a guest and answers it for the cookie to keep', async () => {
		const { newSession } = await rememberCart(await requestWith(), context(), cart, '?propertyCode=NYCMC&arrivalDate=2026-05-01')
		const token = newSession?.get('sessionToken') ?? ''
		expect(token).toBeTruthy()
		expect(await bookingMemoryOf(token)).toEqual({
			cartId: 'cart-1',
			rateListSearch: 'propertyCode=NYCMC&arrivalDate=2026-05-01',
		})
	})

	it('keeps the cart in the live session without a new cookie', async () => {
		const { newSession } = await rememberCart(await requestWith(guest.sessionToken), context(), cart, new URLSearchParams({ propertyCode: 'NYCMC' }))
		expect(newSession).toBeNull()
		expect(await bookingMemoryOf(guest.sessionToken)).toEqual({ cartId: 'cart-1', rateListSearch: 'propertyCode=NYCMC' })
	})
})

describe('currentCart', () => {
	it('is none without a session or without a cart', async () => {
		expect(await currentCart(await requestWith(), context())).toEqual({ kind: 'none' })
		expect(await currentCart(await requestWith(guest.sessionToken), context())).toEqual({ kind: 'none' })
	})

	it('reads the remembered cart', async () => {
		vi.mocked(readCart).mockResolvedValue(cart)
		await rememberCart(await requestWith(guest.sessionToken), context(), cart, 'propertyCode=NYCMC')
		expect(await currentCart(await requestWith(guest.sessionToken), context())).toEqual({ kind: 'cart', cart, rateListSearch: 'propertyCode=NYCMC' })
		expect(vi.mocked(readCart).mock.calls[0]?.[0]).toBe('cart-1')
	})

	it('says an expired cart once, with the search to go back to', async () => {
		vi.mocked(readCart).mockRejectedValue(expired())
		await rememberCart(await requestWith(guest.sessionToken), context(), cart, 'propertyCode=NYCMC')
		expect(await currentCart(await requestWith(guest.sessionToken), context())).toEqual({ kind: 'cart-expired', rateListSearch: 'propertyCode=NYCMC' })
		expect(await currentCart(await requestWith(guest.sessionToken), context())).toEqual({ kind: 'none' })
	})

	it('says the session expired when the platform forgot it', async () => {
		expect(await currentCart(await requestWith('forgotten-session'), context())).toEqual({ kind: 'session-expired' })
	})
})
