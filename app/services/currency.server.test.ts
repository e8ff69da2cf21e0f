import type { AppLoadContext } from '@remix-run/node'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { displayPrices, loadDisplayCurrency } from './currency.server.ts'
import { UpstreamUnavailable } from './upstream/errors.server.ts'
import { currencies, exchangeCurrency } from './upstream/operations/booking.server.ts'

// The platform's currency calls are a fake: these tests say how many calls a page makes,
// what is remembered, and what happens when the exchange fails.
vi.mock('./upstream/operations/booking.server.ts', () => ({ currencies: vi.fn(), exchangeCurrency: vi.fn() }))

const OFFERED = [
	{ code: 'USD', decimalPoint: 2 },
	{ code: 'EUR', decimalPoint: 2 },
	{ code: 'KRW', decimalPoint: 0 },
]
// Per US dollar.
const RATES: Record<string, number> = { USD: 1, EUR: 0.92, KRW: 1380 }

const context = () => ({ requestId: 'req-currency-1', clientIp: '127.0.0.1', cspNonce: 'n' }) as AppLoadContext
const request = (query = '') => new Request(`http://localhost/search/hotelQuickView.mi?propertyCode=NYCMC${query}`)
const usd = (value: number) => ({ value, valueDecimalPoint: 2, currency: 'USD' })

beforeEach(() => {
	vi.mocked(currencies).mockReset().mockResolvedValue(OFFERED)
	vi.mocked(exchangeCurrency)
		.mockReset()
		.mockImplementation(async ({ fromCurrency, value, valueDecimalPoint, toCurrency }) => {
			const to = OFFERED.find((currency) => currency.code === toCurrency)?.decimalPoint ?? 2
			const units = (value / 10 ** valueDecimalPoint / (RATES[fromCurrency] ?? 1)) * (RATES[toCurrency] ?? 1)
			return { value: Math.round(units * 10 ** to), valueDecimalPoint: to, currency: toCurrency }
		})
})

describe('loadDisplayCurrency', () => {
	it("shows the hotel's currency by default, with no exchange call and nothing to remember", async () => {
		const display = await loadDisplayCurrency(request(), context(), 'USD', null)
		expect(display).toMatchObject({ currency: 'USD', hotelCurrency: 'USD', converted: false, invalid: false, remember: null })
		expect(display.currencies).toEqual(['EUR', 'KRW', 'USD'])
		expect(display.convert(usd(45900))).toEqual(usd(45900))
		expect(exchangeCurrency).not.toHaveBeenCalled()
	})

	it('converts every price with one call per pair and remembers the choice for the locale', async () => {
		const display = await loadDisplayCurrency(request('&currency=krw'), context(), 'USD', null)
		expect(display.currency).toBe('KRW')
		expect(display.convert(usd(45900))).toEqual({ value: 633420, valueDecimalPoint: 0, currency: 'KRW' })
		expect(display.convert(usd(1999))).toEqual({ value: 27586, valueDecimalPoint: 0, currency: 'KRW' })
		expect(exchangeCurrency).toHaveBeenCalledTimes(1)
		expect(vi.mocked(exchangeCurrency).mock.calls[0]?.[0]).toEqual({ fromCurrency: 'USD', value: 10000, valueDecimalPoint: 2, toCurrency: 'KRW' })
		expect(display.remember).toBe('en-US:KRW')

		const later = await loadDisplayCurrency(request(), context(), 'USD', display.remember)
		expect(later).toMatchObject({ currency: 'KRW', converted: true, remember: null })
	})

	it("keeps another locale's choice beside this one's", async () => {
		const display = await loadDisplayCurrency(request('&currency=EUR'), context(), 'USD', 'es-ES:KRW')
		expect(display.remember).toBe('es-ES:KRW,en-US:EUR')
	})

	it('answers invalid for a currency not on offer and keeps the hotel currency', async () => {
		const display = await loadDisplayCurrency(request('&currency=XYZ'), context(), 'USD', null)
		expect(display).toMatchObject({ currency: 'USD', invalid: true, remember: null })
	})

	it("falls back to the hotel's currency when the exchange fails", async () => {
		vi.mocked(exchangeCurrency).mockRejectedValue(new UpstreamUnavailable('TIMEOUT', { source: 'UXL_ERROR', component: 'PhoenixBookCurrencyExchange' }))
		const display = await loadDisplayCurrency(request('&currency=EUR'), context(), 'USD', null)
		expect(display).toMatchObject({ currency: 'USD', converted: false })
		expect(display.convert(usd(100))).toEqual(usd(100))
	})
})

describe('displayPrices', () => {
	it('takes a second, larger sample when the first has too few digits', async () => {
		const prices = await displayPrices([{ value: 350000, valueDecimalPoint: 0, currency: 'KRW' }], 'KRW', 'USD', { locale: 'en-US', requestId: 'r' }, 2)
		expect(exchangeCurrency).toHaveBeenCalledTimes(2)
		// 350 000 KRW is 253.62 USD; the 100 000 KRW sample (72.46) is within 0.05 %.
		expect(prices).toEqual([{ value: 25361, valueDecimalPoint: 2, currency: 'USD' }])
	})
})
