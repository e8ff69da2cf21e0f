import { describe, expect, it } from 'vitest'
import { conversionInput, displayDecimalsOf, formatMoney, fromMinorUnits, intlLocaleOf, KOREAN_LOCALE, showsWasPrice, toMinorUnits } from './money.ts'

// Intl separates currency and amount with a no-break space in some locales.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

describe('minor units', () => {
	it('divides by ten to the power of the decimal places', () => {
		expect(fromMinorUnits({ value: 45900, valueDecimalPoint: 2 })).toBe(459)
		expect(fromMinorUnits({ value: 12345, valueDecimalPoint: 0 })).toBe(12345)
		expect(fromMinorUnits({ value: 1234, valueDecimalPoint: 3 })).toBe(1.234)
	})

	it('rounds back to whole minor units', () => {
		expect(toMinorUnits(459.005, 2)).toEqual({ value: 45901, valueDecimalPoint: 2 })
		expect(toMinorUnits(19.99, 2)).toEqual({ value: 1999, valueDecimalPoint: 2 })
	})
})

describe('formatMoney', () => {
	it("writes each currency with its own decimals, in the locale's way", () => {
		expect(plain(formatMoney({ value: 45900, valueDecimalPoint: 2 }, 'USD', 'en-US'))).toBe('$459.00')
		expect(plain(formatMoney({ value: 45900, valueDecimalPoint: 2 }, 'EUR', 'es-ES'))).toBe('459,00 €')
		expect(plain(formatMoney({ value: 123456, valueDecimalPoint: 2 }, 'GBP', 'en-US'))).toBe('£1,234.56')
	})

	it('writes KRW and JPY with no decimals', () => {
		expect(plain(formatMoney({ value: 350000, valueDecimalPoint: 0 }, 'KRW', 'en-US'))).toBe('₩350,000')
		expect(plain(formatMoney({ value: 3500000, valueDecimalPoint: 2 }, 'KRW', 'ko-KR'))).toBe('₩35,000')
		expect(plain(formatMoney({ value: 42000, valueDecimalPoint: 0 }, 'jpy', 'en-US'))).toBe('¥42,000')
	})
})

describe('showsWasPrice', () => {
	it('needs a saving of more than 3.3 percent', () => {
		expect(showsWasPrice({ value: 10000, valueDecimalPoint: 2 }, { value: 9600, valueDecimalPoint: 2 })).toBe(true)
		expect(showsWasPrice({ value: 10000, valueDecimalPoint: 2 }, { value: 9670, valueDecimalPoint: 2 })).toBe(false)
		expect(showsWasPrice({ value: 10000, valueDecimalPoint: 2 }, { value: 9669, valueDecimalPoint: 2 })).toBe(true)
		expect(showsWasPrice({ value: 0, valueDecimalPoint: 2 }, { value: 0, valueDecimalPoint: 2 })).toBe(false)
	})
})

describe('conversionInput', () => {
	it('sends the value in cents with decimal point 2', () => {
		expect(conversionInput({ value: 350000, valueDecimalPoint: 0 }, 'KRW', 'USD')).toEqual({
			fromCurrency: 'KRW',
			value: 35000000,
			decimalPoint: 2,
			toCurrency: 'USD',
		})
	})
})

describe('the Korean locale (spec 000 §9)', () => {
	it('is ko_KR with KRW and no decimals', () => {
		expect(KOREAN_LOCALE).toEqual({ locale: 'ko_KR', currency: 'KRW', decimals: 0 })
		expect(displayDecimalsOf('krw', 2)).toBe(0)
		expect(displayDecimalsOf('USD', 2)).toBe(2)
		expect(intlLocaleOf('ko_KR')).toBe('ko-KR')
		expect(formatMoney({ value: 15_000_050, valueDecimalPoint: 2 }, KOREAN_LOCALE.currency, KOREAN_LOCALE.locale)).toBe('₩150,001')
	})
})
