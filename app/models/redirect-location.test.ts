import { describe, expect, it } from 'vitest'
import { isPermittedLocation, isSameOriginLocation, LOCATION_MAX_LENGTH, redirectStatusFor } from './redirect-location.ts'

const ORIGIN = 'https://hotels.example'

describe('isSameOriginLocation', () => {
	it.each([
		'//x',
		'//evil.example/path',
		'/\\x',
		'/\\/x',
		'/./\\/x',
		'/.//x',
		'/..//x',
		'/a/..//x',
		'/\tx',
		'/\t/x',
		'/\n/x',
		'/x\r\nSet-Cookie: a=b',
		'/\u0000x',
		' /x',
		'https:x',
		'https:/x',
		'http:evil.example',
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'http://evil.example/',
		'https://hotels.example.evil.example/',
		'https://hotels.example@evil.example/',
		'http://hotels.example/',
		'https://hotels.example//evil.example',
		'x',
		'evil.example',
		'',
		// One rule with return addresses: a path that a decoding proxy or a stripped
		// locale prefix could turn into `//x` is refused, though a browser would stay here.
		'/%2F%2Fx',
		'/es//x',
		`/${'a'.repeat(LOCATION_MAX_LENGTH)}`,
	])('refuses %j', (location) => {
		expect(isSameOriginLocation(location, ORIGIN)).toBe(false)
	})

	it.each([
		'/',
		'/es',
		'/reservation/guestInfo.mi',
		'/reservation/rateListMenu.mi?propertyCode=NYCMC&fromDate=2026-12-01&toDate=2026-12-03',
		'/sign-in.mi?returnTo=%2F%2Fevil.example',
		'https://hotels.example/es/hotels/x/overview',
	])('accepts %j', (location) => {
		expect(isSameOriginLocation(location, ORIGIN)).toBe(true)
		expect(new URL(location, ORIGIN).origin).toBe(ORIGIN)
	})
})

describe('redirectStatusFor', () => {
	it('turns a redirect answering a POST into a 303', () => {
		for (const status of [301, 302, 307, 308]) expect(redirectStatusFor(status, 'POST')).toBe(303)
		expect(redirectStatusFor(303, 'POST')).toBe(303)
	})

	it('keeps the status of a redirect answering a GET or HEAD', () => {
		for (const status of [301, 302, 307, 308]) {
			expect(redirectStatusFor(status, 'GET')).toBe(status)
			expect(redirectStatusFor(status, 'HEAD')).toBe(status)
		}
	})
})

describe('isPermittedLocation', () => {
	const brandSites = ['https://www.ritzcarlton.com', 'https://www.bulgarihotels.com']

	it.each(['/reservation/guestInfo.mi', 'https://www.ritzcarlton.com/en/hotel-review/CHIRZ', 'https://www.bulgarihotels.com/en_US/milano'])(
		'lets %j go',
		(location) => {
			expect(isPermittedLocation(location, ORIGIN, brandSites)).toBe(true)
		},
	)

	it.each([
		'//www.ritzcarlton.com/x',
		'http://www.ritzcarlton.com/x',
		'https://www.ritzcarlton.com.evil.example/',
		'https://www.ritzcarlton.com@evil.example/',
		'https://evil.example/?https://www.ritzcarlton.com',
		'https://www.ritzcarlton.com/\tx',
		'https://www.ritzcarlton.com/ x',
		`https://www.ritzcarlton.com/${'a'.repeat(LOCATION_MAX_LENGTH)}`,
		'//x',
	])('refuses %j', (location) => {
		expect(isPermittedLocation(location, ORIGIN, brandSites)).toBe(false)
	})

	it('is same-origin only when no brand site is configured', () => {
		expect(isPermittedLocation('https://www.ritzcarlton.com/', ORIGIN, [])).toBe(false)
	})
})
