import { numberFormat } from './intl-formats.ts'

// Money as the platform sends it (spec 001 §3): a whole number of minor units and the
// number of decimal places, e.g. { value: 45900, valueDecimalPoint: 2 } is 459.00.

export type PlatformMoney = { value: number; valueDecimalPoint: number }

/** The amount in major units: minor units divided by ten to the power of the decimal places. */
export function fromMinorUnits({ value, valueDecimalPoint }: PlatformMoney): number {
	return value / 10 ** valueDecimalPoint
}

/** An amount as the platform takes it, rounded to the currency's decimal places. */
export function toMinorUnits(amount: number, valueDecimalPoint: number): PlatformMoney {
	return { value: Math.round(amount * 10 ** valueDecimalPoint), valueDecimalPoint }
}

// Currencies written without decimals whatever the amount (spec 000 §9: KRW has none).
const NO_DECIMALS = new Set(['KRW', 'JPY'])

/** Spec 000 §9: the Korean locale ko_KR prices in KRW, with no decimals. */
export const KOREAN_LOCALE = { locale: 'ko_KR', currency: 'KRW', decimals: 0 } as const

/** The decimals a currency is written with: none for KRW (and JPY), else the platform's own (at most 3). */
export function displayDecimalsOf(currency: string, valueDecimalPoint: number): number {
	return NO_DECIMALS.has(currency.toUpperCase()) ? 0 : Math.min(Math.max(valueDecimalPoint, 0), 3)
}

/** A platform locale (ko_KR, en_US) as Intl takes it (ko-KR); a tag that already is one is kept. */
export const intlLocaleOf = (locale: string) => locale.replace('_', '-')

/** Money for people: the locale's digits, separators and symbol, with the currency's decimals. */
export function formatMoney(money: PlatformMoney, currency: string, locale: string): string {
	const code = currency.toUpperCase()
	const digits = displayDecimalsOf(code, money.valueDecimalPoint)
	return numberFormat(intlLocaleOf(locale), { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
		fromMinorUnits(money),
	)
}

/** Spec 001 §9: a was-price is shown only when the saving exceeds 3.3 percent. */
export const WAS_PRICE_THRESHOLD_PERCENT = 3.3

export function showsWasPrice(was: PlatformMoney, now: PlatformMoney): boolean {
	const before = fromMinorUnits(was)
	if (before <= 0) return false
	const savingPercent = ((before - fromMinorUnits(now)) / before) * 100
	return savingPercent > WAS_PRICE_THRESHOLD_PERCENT
}

/** The input of a currency conversion (spec 001 §3): the value in cents, decimal point 2. */
export function conversionInput(money: PlatformMoney, fromCurrency: string, toCurrency: string) {
	return { fromCurrency, value: toMinorUnits(fromMinorUnits(money), 2).value, decimalPoint: 2, toCurrency }
}
