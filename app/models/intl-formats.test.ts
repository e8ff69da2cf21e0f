import { describe, expect, test } from 'vitest'
import { dateTimeFormat, displayNames, numberFormat } from './intl-formats.ts'

describe('Intl formatters made once', () => {
	test('the same locale and options give the same formatter, which formats as a new one would', () => {
		const first = numberFormat('de-DE', { maximumFractionDigits: 1 })
		expect(numberFormat('de-DE', { maximumFractionDigits: 1 })).toBe(first)
		expect(first.format(1234.56)).toBe(new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(1234.56))
		expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }))
		expect(displayNames('es-ES', { type: 'currency' }).of('USD')).toBe(new Intl.DisplayNames(['es-ES'], { type: 'currency' }).of('USD'))
	})

	test('another locale or other options give another formatter', () => {
		expect(numberFormat('en-US')).not.toBe(numberFormat('de-DE'))
		expect(numberFormat('en-US')).not.toBe(numberFormat('en-US', { maximumFractionDigits: 1 }))
		expect(numberFormat('en-US', { maximumFractionDigits: 1 }).format(2.25)).toBe('2.3')
		expect(numberFormat('en-US', { maximumFractionDigits: 2 }).format(2.25)).toBe('2.25')
	})

	test('a locale Intl refuses still throws, every time', () => {
		expect(() => numberFormat('not a locale!')).toThrow(RangeError)
		expect(() => numberFormat('not a locale!')).toThrow(RangeError)
		expect(() => numberFormat('en-US', { style: 'currency', currency: 'US' })).toThrow(RangeError)
	})
})
