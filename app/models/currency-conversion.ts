import { fromMinorUnits, type PlatformMoney } from './money.ts'

// Showing prices in another currency (spec 001 §3 "alternate conversion input"): the
// platform converts a sample of 100 units with decimal point 2 once per currency pair,
// and every price on the page is converted with the rate that sample gives, rounded to
// the target currency's own decimals. The hotel's currency stays the one charged.

export type Money = PlatformMoney & { currency: string }

/** Spec 001 §3: inputCurrencyValue 100, inputCurrencyDecimalPoint 2. */
export const SAMPLE_UNITS = 100
export const SAMPLE_DECIMAL_POINT = 2

/** The conversion input of the sample call for a pair: 100.00 of the source currency (times `scale`). */
export function sampleConversion(fromCurrency: string, toCurrency: string, scale = 1) {
	return {
		fromCurrency,
		value: SAMPLE_UNITS * scale * 10 ** SAMPLE_DECIMAL_POINT,
		valueDecimalPoint: SAMPLE_DECIMAL_POINT,
		toCurrency,
	}
}

/** Units of the target currency per unit of the source, from the converted sample; null for an unusable answer. */
export function rateFromSample(converted: PlatformMoney, scale = 1): number | null {
	const rate = fromMinorUnits(converted) / (SAMPLE_UNITS * scale)
	return Number.isFinite(rate) && rate > 0 ? rate : null
}

// Four significant digits keep the rate within 0.05 %; 100 KRW is 7 US cents, one digit.
const PRECISE_MINOR_UNITS = 1000
// The platform takes 32-bit values: 100 × 10^4 units at decimal point 2 is 10^8.
const MAX_SCALE = 10 ** 4

/**
 * How much larger a second sample must be when the first came back with too few digits
 * (a weak currency into a strong one); null when the first is precise enough.
 */
export function rescaleFor(converted: PlatformMoney): number | null {
	const value = Math.abs(converted.value)
	if (value >= PRECISE_MINOR_UNITS) return null
	const digits = value === 0 ? 0 : Math.floor(Math.log10(value)) + 1
	return Math.min(10 ** (4 - digits), MAX_SCALE)
}

/** An amount in the target currency, in its minor units (no decimals for KRW or JPY). */
export function convertMoney(money: PlatformMoney, rate: number, toCurrency: string, toDecimalPoint: number): Money {
	const decimals = Math.max(0, Math.trunc(toDecimalPoint))
	return { value: Math.round(fromMinorUnits(money) * rate * 10 ** decimals), valueDecimalPoint: decimals, currency: toCurrency }
}

// The remembered choice (spec 001 §3 "rk_currency"): a comma list of locale:currency pairs.

const CURRENCY_CODE = /^[A-Z]{3}$/

/** A currency code as a visitor may send it; null for anything else. */
export function currencyCodeOf(value: unknown): string | null {
	if (typeof value !== 'string') return null
	const code = value.trim().toUpperCase()
	return CURRENCY_CODE.test(code) ? code : null
}

export function parseCurrencyChoices(value: string | null | undefined): Map<string, string> {
	const choices = new Map<string, string>()
	for (const pair of (value ?? '').split(',')) {
		const [locale, currency] = pair.split(':')
		const code = currencyCodeOf(currency)
		if (locale && /^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/.test(locale) && code) choices.set(locale, code)
	}
	return choices
}

export function serializeCurrencyChoices(choices: ReadonlyMap<string, string>): string {
	return [...choices].map(([locale, currency]) => `${locale}:${currency}`).join(',')
}

/** The list with this locale's choice set (or replaced). */
export function withCurrencyChoice(value: string | null | undefined, locale: string, currency: string): string {
	const choices = parseCurrencyChoices(value)
	choices.set(locale, currency)
	return serializeCurrencyChoices(choices)
}
