import { asc, eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { currencies, exchangeRates } from '../../../db/schema/index.ts'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import { graphError, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import type { Money } from './money.ts'

// Currency change and exchange (spec 001 §3 and §9): fixed demo rates per US dollar,
// converted in exact integer arithmetic and rounded half up (away from zero) to the
// target currency's minor units, so KRW and JPY come out whole.

type Rate = { code: string; decimalPoint: number; unitsPerUsd: string }

const RATE_SCALE = 6
const MAX_DECIMAL_POINT = 6
// Money.value is a GraphQL Int: 32 bits.
const INT_MAX = 2_147_483_647

export function exchangeTable(context: GraphContext): Promise<Rate[]> {
	return fromCatalogue(context.db, 'exchange-rates', () =>
		context.db
			.select({ code: currencies.code, decimalPoint: currencies.decimalPoint, unitsPerUsd: exchangeRates.unitsPerUsd })
			.from(exchangeRates)
			.innerJoin(currencies, eq(currencies.code, exchangeRates.currencyCode))
			.orderBy(asc(exchangeRates.position)),
	)
}

/** "151.5" → 151500000n: the rate times 10^RATE_SCALE, exactly. */
function scaledRate(decimal: string): bigint {
	const [whole = '0', fraction = ''] = decimal.split('.')
	return BigInt(whole + fraction.padEnd(RATE_SCALE, '0').slice(0, RATE_SCALE))
}

/** numerator / denominator rounded half away from zero; denominator > 0. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
	const sign = numerator < 0n ? -1n : 1n
	const magnitude = numerator * sign
	return sign * ((2n * magnitude + denominator) / (2n * denominator))
}

export type Conversion = { fromCurrency: string; value: number; valueDecimalPoint?: number | null; toCurrency: string }

/** The amount in the target currency's minor units; null for a currency without a rate. */
export async function convert(context: GraphContext, input: Conversion): Promise<Money | null> {
	const table = await exchangeTable(context)
	const from = table.find((rate) => rate.code === input.fromCurrency.trim().toUpperCase())
	const to = table.find((rate) => rate.code === input.toCurrency.trim().toUpperCase())
	if (!from || !to) return null
	const decimalPoint = input.valueDecimalPoint ?? from.decimalPoint
	const numerator = BigInt(input.value) * scaledRate(to.unitsPerUsd) * 10n ** BigInt(to.decimalPoint)
	const denominator = 10n ** BigInt(decimalPoint) * scaledRate(from.unitsPerUsd)
	return { value: Number(divideRounded(numerator, denominator)), valueDecimalPoint: to.decimalPoint, currency: to.code }
}

async function currencyExchange(context: GraphContext, input: Conversion): Promise<Money> {
	const decimalPoint = input.valueDecimalPoint ?? 2
	if (!Number.isSafeInteger(input.value) || decimalPoint < 0 || decimalPoint > MAX_DECIMAL_POINT) {
		throw graphError('Value or decimal point out of range', UPSTREAM_ERROR_CODES.badRequest)
	}
	const converted = await convert(context, { ...input, valueDecimalPoint: decimalPoint })
	if (!converted) throw graphError('No exchange rate for that currency', UPSTREAM_ERROR_CODES.badRequest)
	if (Math.abs(converted.value) > INT_MAX) throw graphError('Converted value out of range', UPSTREAM_ERROR_CODES.badRequest)
	return converted
}

export const currencyResolvers: Resolvers = {
	Query: {
		currencies: async (_parent, _args, context) => (await exchangeTable(context)).map(({ code, decimalPoint }) => ({ code, decimalPoint })),
		currencyExchange: (_parent, args: { input: Conversion }, context) => currencyExchange(context, args.input),
	},
}
