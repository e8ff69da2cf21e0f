import { describe, expect, it } from 'vitest'
import { cacheControlFor, PRIVATE, PUBLIC_SHORT } from './cache-policy.ts'

const page = {
	method: 'GET',
	pathname: '/hotels/nycmc-meridian-new-york-times-square/overview',
	cookie: undefined,
	status: 200,
	setsCookie: false,
	cacheControl: undefined,
}

describe('cacheControlFor', () => {
	it('lets a public page read by a visitor without cookies sit in a shared cache briefly', () => {
		for (const pathname of ['/', '/es', '/_root.data', '/es/hotels/x/overview', '/hotels/x/overview.data', '/search/findHotels.mi']) {
			expect(cacheControlFor({ ...page, pathname }), pathname).toBe(PUBLIC_SHORT)
		}
		expect(cacheControlFor({ ...page, method: 'HEAD' })).toBe(PUBLIC_SHORT)
	})

	it('keeps a page private for a visitor with the session cookie (either name) or any cookie', () => {
		for (const cookie of ['__session=abc', '__Host-session=abc', '__Host-session-v2=abc', 'locale=es-ES; __session=x', 'recentlyViewed=abc']) {
			expect(cacheControlFor({ ...page, cookie }), cookie).toBe(PRIVATE)
		}
	})

	it('never lets a response that sets a cookie be stored, whatever the route chose', () => {
		expect(cacheControlFor({ ...page, setsCookie: true })).toBe(PRIVATE)
		expect(cacheControlFor({ ...page, setsCookie: true, cacheControl: 'public, max-age=3600' })).toBe(PRIVATE)
	})

	it('keeps booking, account and sign-in pages private even for a visitor without cookies', () => {
		for (const pathname of [
			'/reservation/rateListMenu.mi',
			'/es/reservation/guestInfo.mi',
			'/loyalty/myAccount/saveProperties.mi',
			'/sign-in.mi',
			'/login',
			'/signInOverlay.mi',
			'/reservation/signInOverlay.mi',
			'/logout.mi',
			'/unAuth',
			'/error',
			'/some-new-route',
		]) {
			expect(cacheControlFor({ ...page, pathname }), pathname).toBe(PRIVATE)
		}
	})

	it('stores no write, error or redirect', () => {
		expect(cacheControlFor({ ...page, method: 'POST' })).toBe(PRIVATE)
		for (const status of [302, 400, 404, 503]) expect(cacheControlFor({ ...page, status })).toBe(PRIVATE)
	})

	it('keeps what a route or the static files chose on purpose', () => {
		expect(cacheControlFor({ ...page, pathname: '/assets/root-abc.js', cacheControl: 'public, max-age=31536000, immutable' })).toBe(
			'public, max-age=31536000, immutable',
		)
		expect(cacheControlFor({ ...page, cookie: '__session=x', pathname: '/assets/root-abc.js', cacheControl: 'public, max-age=31536000, immutable' })).toBe(
			'public, max-age=31536000, immutable',
		)
	})
})
