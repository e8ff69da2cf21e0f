import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { upstreamFaults, upstreamServer } from '#mocks/upstream/server.ts'
import { addDays, hotelToday } from '@meridian/sandbox/db/seed/catalogue/demo-dates.ts'
import { SOLD_OUT_NIGHT_OFFSET_DAYS } from '@meridian/sandbox/db/seed/catalogue/booking.ts'
import { action as selectRate, loader as rateList } from '#app/routes/booking/rate-list.tsx'
import { action as guestInfoAction } from '#app/routes/booking/guest-info.tsx'
import { loader as layout } from '#app/routes/booking/reservation-layout.tsx'
import { BOOKING_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { createCart, readCart } from '#app/services/upstream/operations/cart.server.ts'
import { readSession, updateSession } from '#app/services/upstream/session.server.ts'
import { cookieFor, get, post } from './route-calls.ts'
import { guest, useSandboxUpstream } from './sandbox-upstream.ts'

// The booking routes against the sandbox with faults on demand: a platform that
// fails is a friendly 503 that keeps the visitor's search, a refused Select is the right
// redirect, an expired cart or session follows the redirect table. Never a thrown 500.
// A short deadline so a "timeout" fault ends the call quickly (the env is read once, early),
// not so short that a real answer misses it on a busy machine (300 ms did, under load).
vi.hoisted(() => {
	process.env.UPSTREAM_TIMEOUT_MS = '1000'
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

// The hotel's own today: the sandbox sells nights by New York's calendar.
const today = hotelToday(new Date(), 'America/New_York')
const fromDate = addDays(today, 10)
const toDate = addDays(today, 12)
/** A cart id the sandbox never issued, or has let go: the same answer, an expired cart. */
const EXPIRED_CART_ID = 'cart-long-gone'
const search = `propertyCode=NYCMC&fromDate=${fromDate}&toDate=${toDate}&roomCount=1&numAdultsPerRoom=2&childrenCountPerRoom=0&tab=standard`
const HEADER = 'PhoenixBookDTTHotelHeaderData'
const PRODUCTS = 'PhoenixBookSearchProductsByProperty'

/** The guest session remembers a cart (a live one unless an id is given). */
async function rememberCartInSession(cartId?: string) {
	const id = cartId ?? (await newCart())
	await updateSession({ [BOOKING_SESSION_KEY]: { cartId: id, rateListSearch: search } }, guest)
	return id
}

async function newCart() {
	const selection = {
		propertyId: 'NYCMC',
		checkInDate: fromDate,
		checkOutDate: toDate,
		rooms: [{ adults: 2, children: 0 }],
		ratePlanCode: 'FLEX',
		roomCode: 'DKNG',
	}
	const created = await createCart(selection, guest)
	if (!created.ok) throw new Error(`the sandbox refused the cart: ${created.code}`)
	return created.cart.id
}

describe('the rate list loader', () => {
	// The sandbox's first search of a run plans its queries: on a busy machine that takes
	// longer than the deadline above, which is there for the timeout faults.
	beforeAll(async () => {
		await get(rateList, `/reservation/rateListMenu.mi?${search}`)
	})

	it('lists the rooms of a stay (the sandbox knows the hotel)', async () => {
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
			propertyCode: 'NYCMC',
			fromDate,
			toDate,
			roomCount: '1',
			numAdultsPerRoom: '2',
		})
		expect(data.retry).toBe(`/es/reservation/rateListMenu.mi?${search}`)
	})
})

describe('Select on the rate list', () => {
	const selection = (roomCode: string, checkIn = fromDate, checkOut = toDate) => ({
		propertyCode: 'NYCMC',
		fromDate: checkIn,
		toDate: checkOut,
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
		const soldOutNight = addDays(today, SOLD_OUT_NIGHT_OFFSET_DAYS)
		const response = await post(selectRate, `/es${path}`, selection('DKNG', soldOutNight, addDays(soldOutNight, 1)))
		expect(response.status).toBe(303)
		const location = response.headers.get('Location') ?? ''
		expect(location.startsWith('/es/reservation/productsUnavailable.mi?')).toBe(true)
		expect(new URL(location, 'http://localhost').searchParams.get('propertyCode')).toBe('NYCMC')
	})

	it('sends any other refusal to unsuccessfulSell', async () => {
		const response = await post(selectRate, path, selection('NOPE'))
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
		const cartId = await rememberCartInSession()
		upstreamFaults.next('PhoenixBookUpdateCart', 'server-error')
		const response = await post(selectRate, path, selection('DQQN'), await cookieFor(guest.sessionToken))
		expect(response.status).toBe(503)
		expect((await readCart(cartId, guest)).items.map((item) => item.product.room.code)).toEqual(['DKNG'])
		expect((await readSession(guest)).data[BOOKING_SESSION_KEY]).toMatchObject({ cartId })
	})
})

describe('the reservation layout', () => {
	it('hands a live cart to guest information', async () => {
		const cartId = await rememberCartInSession()
		const response = await get(layout, '/reservation/guestInfo.mi', await cookieFor(guest.sessionToken))
		expect(response.status).toBe(200)
		expect((await response.json()).booking.cart.id).toBe(cartId)
	})

	it('sends an expired cart back to the rate list with its search (302)', async () => {
		await rememberCartInSession(EXPIRED_CART_ID)
		const response = await get(layout, '/es/reservation/guestInfo.mi', await cookieFor(guest.sessionToken))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`/es/reservation/rateListMenu.mi?${search}`)
	})

	it('sends an expired session to expiredSession (302) and drops the dead id', async () => {
		const response = await get(layout, '/reservation/guestInfo.mi', await cookieFor('session-the-platform-forgot'))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/reservation/expiredSession.mi')
		expect(response.headers.get('Set-Cookie')).toBeTruthy()
	})

	it.each(['server-error', 'timeout'] as const)('answers 503 when reading the cart meets a %s', async (fault) => {
		await rememberCartInSession()
		for (let i = 0; i < 3; i++) upstreamFaults.next('PhoenixBookCart', fault)
		const response = await get(layout, '/reservation/guestInfo.mi', await cookieFor(guest.sessionToken))
		expect(response.status).toBe(503)
	})
})

describe('the reservation layout, continued', () => {
	it('answers 503 when the session cannot be read to find the cart', async () => {
		await rememberCartInSession()
		const cookie = await cookieFor(guest.sessionToken)
		failSessionReads()
		const response = await get(layout, '/reservation/guestInfo.mi', cookie)
		expect(response.status).toBe(503)
	})
})

describe('extending the cart on guest information', () => {
	const extend = async (path = '/reservation/guestInfo.mi') => post(guestInfoAction, path, { intent: 'extend' }, await cookieFor(guest.sessionToken))

	it('holds the cart longer and says so', async () => {
		const cartId = await rememberCartInSession()
		const before = Date.parse((await readCart(cartId, guest)).expiresAt)
		const response = await extend()
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi')
		expect(Date.parse((await readCart(cartId, guest)).expiresAt)).toBeGreaterThanOrEqual(before)
	})

	it.each(['server-error', 'timeout', 'network-error'] as const)('keeps the cart and says it could not when the platform meets a %s', async (fault) => {
		const cartId = await rememberCartInSession()
		upstreamFaults.next('PhoenixBookExtendCartExpiration', fault)
		const response = await extend()
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi')
		expect(response.headers.get('Set-Cookie')).toBeTruthy()
		expect((await readCart(cartId, guest)).id).toBe(cartId)
	})

	it('sends an expired cart back to the rate list with its search', async () => {
		await rememberCartInSession(EXPIRED_CART_ID)
		const response = await extend('/es/reservation/guestInfo.mi')
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`/es/reservation/rateListMenu.mi?${search}`)
	})

	it('keeps the cart and says it could not when the session cannot be read to find the cart', async () => {
		const cartId = await rememberCartInSession()
		const cookie = await cookieFor(guest.sessionToken)
		failSessionReads()
		const response = await post(guestInfoAction, '/reservation/guestInfo.mi', { intent: 'extend' }, cookie)
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/reservation/guestInfo.mi')
		expect(response.headers.get('Set-Cookie')).toBeTruthy()
		expect((await readCart(cartId, guest)).id).toBe(cartId)
	})
})

/** Every read of the session meets a connection failure (a request reads it once). */
function failSessionReads() {
	upstreamServer.use(http.get('*/mi/session', () => HttpResponse.error()))
}
