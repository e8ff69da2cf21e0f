import { http, HttpResponse } from 'msw'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { addDaysTo, utcToday } from '#mocks/upstream/fixtures/booking.ts'
import { EXPIRED_CART_ID, newCartRecord, SOLD_OUT_ROOM_CODE, UNKNOWN_CODE } from '#mocks/upstream/fixtures/cart.ts'
import { GUEST_SESSION } from '#mocks/upstream/fixtures/session.ts'
import { mockState, upstreamFaults, upstreamServer } from '#mocks/upstream/server.ts'
import { action as selectRate, loader as rateList } from '#app/routes/($lang).reservation.rateListMenu[.]mi.tsx'
import { action as guestInfoAction } from '#app/routes/($lang).reservation.guestInfo[.]mi.tsx'
import { loader as layout } from '#app/routes/($lang).reservation.tsx'
import { BOOKING_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { sessionStorageFor } from '#app/services/session.server.ts'
import { useMockUpstream } from './setup.ts'

// The booking routes against the mock upstream with faults on demand: a platform that
// fails is a friendly 503 that keeps the visitor's search, a refused Select is the right
// redirect, an expired cart or session follows the redirect table. Never a thrown 500.
// A short deadline so a "timeout" fault ends the call quickly (the env is read once, early).
vi.hoisted(() => {
	process.env.UPSTREAM_TIMEOUT_MS = '300'
	process.env.LOG_LEVEL = 'silent'
})
useMockUpstream()

type Route = (args: LoaderFunctionArgs) => unknown
const context = () => ({
	requestId: 'req-booking-routes',
	cspNonce: 'nonce',
	clientIp: '127.0.0.1',
})
const fromDate = addDaysTo(utcToday(), 10)
const toDate = addDaysTo(utcToday(), 12)
const search = `propertyCode=CHIMC&fromDate=${fromDate}&toDate=${toDate}&roomCount=1&numAdultsPerRoom=2&childrenCountPerRoom=0&tab=standard`
const HEADER = 'PhoenixBookDTTHotelHeaderData'
const PRODUCTS = 'PhoenixBookSearchProductsByProperty'

/** Whatever a loader or action answers, returned or thrown: a Response, never an Error. */
const settle = async (work: Promise<unknown>): Promise<Response> => {
	const outcome = await work.catch((thrown: unknown) => thrown)
	expect(outcome).toBeInstanceOf(Response)
	return outcome as Response
}

async function cookieFor(sessionToken: string) {
	const sessionCookieStorage = sessionStorageFor(new Request('http://localhost/'))
	const session = await sessionCookieStorage.getSession()
	session.set('sessionToken', sessionToken)
	return (await sessionCookieStorage.commitSession(session)).split(';')[0]!
}

/** The guest session remembers a cart (a live one unless an id is given). */
function rememberCartInSession(cartId?: string) {
	const id =
		cartId ??
		(() => {
			const record = newCartRecord({
				propertyId: 'CHIMC',
				checkInDate: fromDate,
				checkOutDate: toDate,
				rooms: [{ adults: 2 }],
				ratePlanCode: 'FLEX',
				roomCode: 'DKNG',
			})
			mockState.carts.set(record.id, record)
			return record.id
		})()
	const session = mockState.sessions.get(GUEST_SESSION)!
	mockState.sessions.set(GUEST_SESSION, {
		...session,
		[BOOKING_SESSION_KEY]: { cartId: id, rateListSearch: search },
	})
	return id
}

async function get(load: Route, path: string, cookie?: string) {
	const headers = cookie ? { Cookie: cookie } : undefined
	return settle(
		load({
			request: new Request(`http://localhost${path}`, { headers }),
			params: {},
			context: context(),
		}) as Promise<Response>
	)
}

async function post(act: Route, path: string, fields: Record<string, string>, cookie?: string) {
	const headers: Record<string, string> = {
		'Content-Type': 'application/x-www-form-urlencoded',
		Origin: 'http://localhost',
	}
	if (cookie) headers.Cookie = cookie
	const request = new Request(`http://localhost${path}`, {
		method: 'POST',
		headers,
		body: new URLSearchParams(fields),
	})
	return settle(act({ request, params: {}, context: context() }) as Promise<Response>)
}

describe('the rate list loader', () => {
	it('lists the rooms of a stay (the mock knows the hotel)', async () => {
		const response = await get(rateList, `/reservation/rateListMenu.mi?${search}`)
		expect(response.status).toBe(200)
		expect((await response.json()).kind).toBe('list')
	})

	it.each([
		['the hotel read fails', HEADER, 'server-error'],
		['the hotel read times out', HEADER, 'timeout'],
		['the products search fails', PRODUCTS, 'server-error'],
		['the platform is unreachable', PRODUCTS, 'network-error'],
	] as const)('answers the 503 section with the search kept when %s', async (_, target, fault) => {
		for (let i = 0; i < 3; i++) upstreamFaults.next(target, fault)
		const response = await get(rateList, `/es/reservation/rateListMenu.mi?${search}`)
		expect(response.status).toBe(503)
		const data = await response.json()
		expect(data.kind).toBe('unavailable')
		expect(data.values).toMatchObject({
			propertyCode: 'CHIMC',
			fromDate,
			toDate,
			roomCount: '1',
			numAdultsPerRoom: '2',
		})
		expect(data.retry).toBe(`/es/reservation/rateListMenu.mi?${search}`)
	})
})

describe('Select on the rate list', () => {
	const selection = (roomCode: string) => ({
		propertyCode: 'CHIMC',
		fromDate,
		toDate,
		roomCount: '1',
		numAdultsPerRoom: '2',
		ratePlanCode: 'FLEX',
		roomCode,
	})
	const path = `/reservation/rateListMenu.mi?${search}`

	it('puts the selection in a cart and goes on to guest information', async () => {
		const response = await post(selectRate, path, selection('DKNG'))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi')
	})

	it('sends a sold-out room (427) to productsUnavailable with the search', async () => {
		const response = await post(selectRate, `/es${path}`, selection(SOLD_OUT_ROOM_CODE))
		expect(response.status).toBe(303)
		const location = response.headers.get('Location') ?? ''
		expect(location.startsWith('/es/reservation/productsUnavailable.mi?')).toBe(true)
		expect(new URL(location, 'http://localhost').searchParams.get('propertyCode')).toBe('CHIMC')
	})

	it('sends any other refusal to unsuccessfulSell', async () => {
		const response = await post(selectRate, path, selection(UNKNOWN_CODE))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/unsuccessfulSell.mi')
	})

	it.each(['server-error', 'timeout', 'network-error'] as const)('answers a 503 message when creating the cart meets a %s', async (fault) => {
		upstreamFaults.next('PhoenixBookCreateCart', fault)
		const response = await post(selectRate, path, selection('DKNG'))
		expect(response.status).toBe(503)
		expect(await response.json()).toEqual({ error: 'unavailable' })
	})

	it('answers a 503 message when the session cannot keep the new cart', async () => {
		for (let i = 0; i < 3; i++) upstreamFaults.next('POST /mi/session', 'server-error')
		const response = await post(selectRate, path, selection('DKNG'))
		expect(response.status).toBe(503)
	})

	it('answers a 503 message, the cart kept, when updating the remembered cart fails', async () => {
		const cartId = rememberCartInSession()
		upstreamFaults.next('PhoenixBookUpdateCart', 'server-error')
		const response = await post(selectRate, path, selection('DQQN'), await cookieFor(GUEST_SESSION))
		expect(response.status).toBe(503)
		expect(mockState.carts.get(cartId)?.input.roomCode).toBe('DKNG')
		expect((mockState.sessions.get(GUEST_SESSION) as Record<string, unknown>)[BOOKING_SESSION_KEY]).toMatchObject({ cartId })
	})
})

describe('the reservation layout', () => {
	it('hands a live cart to guest information', async () => {
		rememberCartInSession()
		const response = await get(layout, '/reservation/guestInfo.mi', await cookieFor(GUEST_SESSION))
		expect(response.status).toBe(200)
		expect((await response.json()).booking.cart.id).toMatch(/^cart-/)
	})

	it('sends an expired cart back to the rate list with its search (302)', async () => {
		rememberCartInSession(EXPIRED_CART_ID)
		const response = await get(layout, '/es/reservation/guestInfo.mi', await cookieFor(GUEST_SESSION))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`/es/reservation/rateListMenu.mi?${search}`)
	})

	it('sends an expired session to expiredSession (302) and drops the dead id', async () => {
		const response = await get(layout, '/reservation/guestInfo.mi', await cookieFor('mock-session-gone'))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/reservation/expiredSession.mi')
		expect(response.headers.get('Set-Cookie')).toBeTruthy()
	})

	it.each(['server-error', 'timeout'] as const)('answers 503 when reading the cart meets a %s', async (fault) => {
		rememberCartInSession()
		for (let i = 0; i < 3; i++) upstreamFaults.next('PhoenixBookCart', fault)
		const response = await get(layout, '/reservation/guestInfo.mi', await cookieFor(GUEST_SESSION))
		expect(response.status).toBe(503)
	})
})

describe('the reservation layout, continued', () => {
	it('answers 503 when the session cannot be read to find the cart', async () => {
		rememberCartInSession()
		const cookie = await cookieFor(GUEST_SESSION)
		failSessionReads()
		const response = await get(layout, '/reservation/guestInfo.mi', cookie)
		expect(response.status).toBe(503)
	})
})

describe('extending the cart on guest information', () => {
	const extend = async (path = '/reservation/guestInfo.mi') => post(guestInfoAction, path, { intent: 'extend' }, await cookieFor(GUEST_SESSION))

	it('holds the cart longer and says so', async () => {
		const cartId = rememberCartInSession()
		const before = mockState.carts.get(cartId)!.expiresAtMs
		const response = await extend()
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi')
		expect(mockState.carts.get(cartId)!.expiresAtMs).toBeGreaterThanOrEqual(before)
	})

	it.each(['server-error', 'timeout', 'network-error'] as const)('keeps the cart and says it could not when the platform meets a %s', async (fault) => {
		const cartId = rememberCartInSession()
		upstreamFaults.next('PhoenixBookExtendCartExpiration', fault)
		const response = await extend()
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi')
		expect(response.headers.get('Set-Cookie')).toBeTruthy()
		expect(mockState.carts.has(cartId)).toBe(true)
	})

	it('sends an expired cart back to the rate list with its search', async () => {
		rememberCartInSession(EXPIRED_CART_ID)
		const response = await extend('/es/reservation/guestInfo.mi')
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`/es/reservation/rateListMenu.mi?${search}`)
	})

	it('keeps the cart and says it could not when the session cannot be read to find the cart', async () => {
		const cartId = rememberCartInSession()
		const cookie = await cookieFor(GUEST_SESSION)
		failSessionReads()
		const response = await post(guestInfoAction, '/reservation/guestInfo.mi', { intent: 'extend' }, cookie)
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi')
		expect(response.headers.get('Set-Cookie')).toBeTruthy()
		expect(mockState.carts.has(cartId)).toBe(true)
	})
})

/** Every read of the session meets a connection failure (a request reads it once). */
function failSessionReads() {
	upstreamServer.use(http.get('*/mi/session', () => HttpResponse.error()))
}
