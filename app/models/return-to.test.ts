import { describe, expect, it } from 'vitest'
import { safeReturnTo } from './return-to.ts'

describe('safeReturnTo', () => {
	it.each([
		['/hotels/nycmc-new-york/overview', '/hotels/nycmc-new-york/overview'],
		['/es/sign-in.mi?returnTo=%2F', '/es/sign-in.mi?returnTo=%2F'],
		['/reservation/rateListMenu.mi#rates', '/reservation/rateListMenu.mi#rates'],
		['  /trimmed  ', '/trimmed'],
	])('keeps the same-origin path %s', (input, expected) => {
		expect(safeReturnTo(input)).toBe(expected)
	})

	it.each([
		'//evil.example/x',
		'/\\evil.example',
		'/\t/evil.example',
		'/\n/evil.example',
		'https://evil.example/',
		'http:/evil.example',
		'javascript:alert(1)',
		'JAVASCRIPT:alert(1)',
		'data:text/html,hi',
		'evil.example',
		'/../../etc',
		'',
		undefined,
		42,
	])('falls back for %j', (input) => {
		expect(safeReturnTo(input)).toBe('/')
		expect(safeReturnTo(input, '/es')).toBe('/es')
	})
})
