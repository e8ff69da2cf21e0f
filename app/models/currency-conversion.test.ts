import { describe, expect, it } from 'vitest'
import {
	convertMoney,
	currencyCodeOf,
	parseCurrencyChoices,
	rateFromSample,
	rescaleFor,
	sampleConversion,
	serializeCurrencyChoices,
	withCurrencyChoice,
} from './currency-conversion.ts'

describe('the sample conversion', () => {
	it('asks for 100 units with decimal point 2', () => {
		expect(sampleConversion('USD', 'EUR')).toEqual({ fromCurrency: 'USD', value: 10000, valueDecimalPoint: 2, toCurrency: 'EUR' })
	})

	it('gives the rate per unit from the converted sample, whatever its decimal point', () => {
		expect(rateFromSample({ value: 9200, valueDecimalPoint: 2 })).toBe(0.92)
		expect(rateFromSample({ value: 15000, valueDecimalPoint: 0 })).toBe(150)
		expect(rateFromSample({ value: 13800000, valueDecimalPoint: 2 })).toBe(1380)
	})

	it('asks for a larger sample when the first has too few digits', () => {
		expect(rescaleFor({ value: 9200, valueDecimalPoint: 2 })).toBeNull()
		expect(rescaleFor({ value: 7, valueDecimalPoint: 2 })).toBe(1000)
		expect(rescaleFor({ value: 66, valueDecimalPoint: 2 })).toBe(100)
		expect(rescaleFor({ value: 0, valueDecimalPoint: 2 })).toBe(10000)
		expect(sampleConversion('KRW', 'USD', 1000)).toEqual({ fromCurrency: 'KRW', value: 10000000, valueDecimalPoint: 2, toCurrency: 'USD' })
		expect(rateFromSample({ value: 7246, valueDecimalPoint: 2 }, 1000)).toBeCloseTo(0.0007246, 10)
	})

	it('refuses a rate of nothing', () => {
		expect(rateFromSample({ value: 0, valueDecimalPoint: 2 })).toBeNull()
		expect(rateFromSample({ value: -5, valueDecimalPoint: 2 })).toBeNull()
	})
})

describe('convertMoney', () => {
	it("rounds to the target currency's decimals", () => {
		expect(convertMoney({ value: 45900, valueDecimalPoint: 2 }, 0.92, 'EUR', 2)).toEqual({ value: 42228, valueDecimalPoint: 2, currency: 'EUR' })
		expect(convertMoney({ value: 1999, valueDecimalPoint: 2 }, 0.333, 'GBP', 2)).toEqual({ value: 666, valueDecimalPoint: 2, currency: 'GBP' })
	})

	it('gives KRW and JPY in whole units', () => {
		expect(convertMoney({ value: 45900, valueDecimalPoint: 2 }, 1380, 'KRW', 0)).toEqual({ value: 633420, valueDecimalPoint: 0, currency: 'KRW' })
		expect(convertMoney({ value: 19999, valueDecimalPoint: 2 }, 150.5, 'JPY', 0)).toEqual({ value: 30098, valueDecimalPoint: 0, currency: 'JPY' })
	})

	it('converts from a currency without decimals', () => {
		expect(convertMoney({ value: 42000, valueDecimalPoint: 0 }, 0.0067, 'USD', 2)).toEqual({ value: 28140, valueDecimalPoint: 2, currency: 'USD' })
	})
})

describe('the remembered choice (rk_currency)', () => {
	it('reads a comma list of locale:currency pairs and skips what is not one', () => {
		const choices = parseCurrencyChoices('en-US:EUR,es-ES:usd,garbage,xx-YY:1,:GBP')
		expect([...choices]).toEqual([
			['en-US', 'EUR'],
			['es-ES', 'USD'],
		])
		expect(parseCurrencyChoices(null).size).toBe(0)
	})

	it('sets one locale without losing the others', () => {
		expect(withCurrencyChoice('en-US:EUR,es-ES:USD', 'en-US', 'JPY')).toBe('en-US:JPY,es-ES:USD')
		expect(withCurrencyChoice('', 'es-ES', 'KRW')).toBe('es-ES:KRW')
		expect(serializeCurrencyChoices(new Map([['en-US', 'GBP']]))).toBe('en-US:GBP')
	})

	it('accepts only three-letter codes', () => {
		expect(currencyCodeOf(' eur ')).toBe('EUR')
		expect(currencyCodeOf('EURO')).toBeNull()
		expect(currencyCodeOf(['EUR'])).toBeNull()
	})
})
