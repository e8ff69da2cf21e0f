import type { AppLoadContext } from '@remix-run/node'
import {
	convertMoney,
	currencyCodeOf,
	parseCurrencyChoices,
	rateFromSample,
	rescaleFor,
	sampleConversion,
	withCurrencyChoice,
	type Money,
} from '#app/models/currency-conversion.ts'
import type { Currency } from '@meridian/upstream-contract/booking.ts'
import { logger } from './logger.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { UpstreamError } from './upstream/errors.server.ts'
import { sharedCurrencies } from './shared-content.server.ts'
import { exchangeCurrency } from './upstream/operations/booking.server.ts'
import { getVisitor } from './visitor.server.ts'

// The currency selector's server side (spec 001 §1 "Currency conversion", §3): which
// currency prices are shown in, remembered per locale in `rk_currency` (the cookie is
// app/http/currency-cookie.server.ts), and the conversion of every price through one
// exchange call per currency pair. The hotel's currency is still the one charged.

export type DisplayCurrency = {
	/** The currency prices are shown in. */
	currency: string
	/** The hotel's currency: the one charged, whatever is shown. */
	hotelCurrency: string
	/** What the selector offers (the hotel's currency always among them). */
	currencies: string[]
	/** Whether prices are converted (false when shown in the hotel's own currency). */
	converted: boolean
	/** The `currency` query value was not one on offer: show the message next to the selector, answer 400. */
	invalid: boolean
	/** A price in the shown currency (unchanged when not converted). */
	convert: (money: Money) => Money
	/** What rk_currency is to hold now, when the choice changed; null, leave it as it is. */
	remember: string | null
}

/** Converts each amount from one currency to another with one exchange call per pair (two for a weak source); null when the platform cannot. */
export async function displayPrices<T extends Money>(
	amounts: readonly T[],
	fromCurrency: string,
	toCurrency: string,
	ctx: UpstreamContext,
	toDecimalPoint?: number,
): Promise<Money[] | null> {
	const convert = await converterFor(fromCurrency, toCurrency, ctx, toDecimalPoint)
	return convert ? amounts.map(convert) : null
}

async function converterFor(fromCurrency: string, toCurrency: string, ctx: UpstreamContext, toDecimalPoint?: number) {
	if (fromCurrency === toCurrency) return (money: Money) => money
	try {
		let sample = await exchangeCurrency(sampleConversion(fromCurrency, toCurrency), ctx)
		// A weak currency into a strong one: 100 units come back as a few cents, too few digits.
		const scale = rescaleFor(sample) ?? 1
		if (scale > 1) sample = await exchangeCurrency(sampleConversion(fromCurrency, toCurrency, scale), ctx)
		const rate = rateFromSample(sample, scale)
		if (rate === null) {
			logger.warn('currency exchange answered no usable rate', { fromCurrency, toCurrency })
			return null
		}
		const decimals = toDecimalPoint ?? sample.valueDecimalPoint
		return (money: Money) => (money.currency === fromCurrency ? convertMoney(money, rate, toCurrency, decimals) : money)
	} catch (error) {
		// The client has logged the failure; prices then stay in the hotel's currency.
		if (error instanceof UpstreamError) return null
		throw error
	}
}

async function offeredCurrencies(ctx: UpstreamContext): Promise<Currency[]> {
	try {
		return await sharedCurrencies(ctx)
	} catch (error) {
		if (error instanceof UpstreamError) return []
		throw error
	}
}

/**
 * The currency a page shows prices in: the `currency` query value when it is on offer
 * (and then remembered for this locale), else the remembered one, else the hotel's.
 * `rememberedChoices`: what the visitor's rk_currency holds.
 */
export async function loadDisplayCurrency(
	request: Request,
	context: AppLoadContext,
	hotelCurrency: string,
	rememberedChoices: string | null,
): Promise<DisplayCurrency> {
	const visitor = await getVisitor(request, context)
	const offered = await offeredCurrencies(visitor.upstream)
	const codes = [...new Set([hotelCurrency, ...offered.map((currency) => currency.code)])].sort()
	const decimalsOf = (code: string) => offered.find((currency) => currency.code === code)?.decimalPoint

	const requestedRaw = new URL(request.url).searchParams.get('currency')
	const requested = requestedRaw === null || requestedRaw === '' ? null : currencyCodeOf(requestedRaw)
	const invalid = requestedRaw !== null && requestedRaw !== '' && (!requested || !codes.includes(requested))
	const remembered = parseCurrencyChoices(rememberedChoices).get(visitor.locale)

	let wanted = hotelCurrency
	let remember: string | null = null
	if (requested && !invalid) {
		wanted = requested
		if (remembered !== requested) remember = withCurrencyChoice(rememberedChoices, visitor.locale, requested)
	} else if (remembered && codes.includes(remembered)) {
		wanted = remembered
	}

	const convert = await converterFor(hotelCurrency, wanted, visitor.upstream, decimalsOf(wanted))
	if (!convert) {
		const same = (money: Money) => money
		return { currency: hotelCurrency, hotelCurrency, currencies: codes, converted: false, invalid, convert: same, remember }
	}
	return { currency: wanted, hotelCurrency, currencies: codes, converted: wanted !== hotelCurrency, invalid, convert, remember }
}
