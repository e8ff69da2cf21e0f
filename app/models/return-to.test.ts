import { describe, expect, it } from 'vitest'
import { LOCALES } from './locale.ts'
import { RETURN_TO_MAX_LENGTH, isSafeLocation, safeLocalizedReturnTo, safeReturnTo } from './return-to.ts'

// Values that leave the site once something between the check and the Location header
// rewrites them: a URL parser (`/./`), the locale prefix stripped (`/es/`), a browser
// that reads `\` as `/` or drops tabs and newlines, a proxy that percent-decodes.
const HOSTILE = [
	'//evil.example',
	'/\\evil.example',
	'/./\\/evil.example',
	'/.//evil.example',
	'/es//evil.example',
	'/es/.//evil.example',
	'/es/./\\evil.example',
	'/%2F%2Fevil.example',
	'/%2f/evil.example',
	'/%5Cevil.example',
	'/%5C%5Cevil.example',
	'/\t/evil.example',
	'/\n/evil.example',
	'/es/\t/evil.example',
	'https:evil.example',
	'https://evil.example/',
	'http:/evil.example',
	'javascript:alert(1)',
	'JAVASCRIPT:alert(1)',
	'data:text/html,hi',
	'evil.example',
	'/../..//evil.example',
	`/${'a'.repeat(RETURN_TO_MAX_LENGTH)}`,
	'',
]

describe('safeReturnTo', () => {
	it.each([
		['/hotels/nycmc-new-york/overview', '/hotels/nycmc-new-york/overview'],
		['/es/sign-in.mi?returnTo=%2F', '/es/sign-in.mi?returnTo=%2F'],
		['/reservation/rateListMenu.mi#rates', '/reservation/rateListMenu.mi#rates'],
		['/search?next=//kept-in-the-query', '/search?next=//kept-in-the-query'],
		['  /trimmed  ', '/trimmed'],
	])('keeps the same-origin path %s', (input, expected) => {
		expect(safeReturnTo(input)).toBe(expected)
	})

	it.each([...HOSTILE, '/../../etc', undefined, 42])('falls back for %j', (input) => {
		expect(safeReturnTo(input)).toBe('/')
		expect(safeReturnTo(input, '/es')).toBe('/es')
	})
})

describe('safeLocalizedReturnTo', () => {
	it.each([
		['/hotels/x/overview', 'en-US', '/hotels/x/overview'],
		['/hotels/x/overview', 'es-ES', '/es/hotels/x/overview'],
		['/es/hotels/x/overview', 'en-US', '/hotels/x/overview'],
		['/es', 'en-US', '/'],
		['/', 'es-ES', '/es'],
		['/language?x=1', 'es-ES', '/es/language?x=1'],
	] as const)('places %s under the %s sub-directory', (input, locale, expected) => {
		expect(safeLocalizedReturnTo(input, locale)).toBe(expected)
	})

	for (const locale of LOCALES) {
		it.each(HOSTILE)(`sends %j home (${locale})`, (input) => {
			const home = locale === 'es-ES' ? '/es' : '/'
			expect(safeLocalizedReturnTo(input, locale)).toBe(home)
			expect(isSafeLocation(safeLocalizedReturnTo(input, locale))).toBe(true)
		})
	}

	it('falls back to the given path, localized', () => {
		expect(safeLocalizedReturnTo('//evil.example', 'es-ES', '/sign-in.mi')).toBe('/es/sign-in.mi')
	})
})

describe('isSafeLocation', () => {
	it.each(['/', '/es', '/hotels/a-b/overview?x=1#y', '/reservation/availability.mi?navigationURL=%2F%2Fquery-only'])('lets %s through', (location) => {
		expect(isSafeLocation(location)).toBe(true)
	})

	it.each([...HOSTILE, '/es//evil.example', '/a/%2F/b', '/%', 'http://return-to.invalid/'])('refuses %j', (location) => {
		expect(isSafeLocation(location)).toBe(false)
	})
})
