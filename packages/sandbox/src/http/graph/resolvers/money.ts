import { eq } from 'drizzle-orm'
import { currencies } from '../../../db/schema/index.ts'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import type { GraphContext } from '../context.ts'

export type Money = { value: number; valueDecimalPoint: number; currency: string }

/** Minor units of `currency` as the contract's money (spec 001 §3: value and decimal point). */
export async function moneyIn(context: GraphContext, currency: string, value: number): Promise<Money> {
	return (await moneyOf(context, currency))(value)
}

/** moneyIn for many amounts of one currency (a priced stay has dozens): its decimal point read once. */
export async function moneyOf(context: GraphContext, currency: string): Promise<(value: number) => Money> {
	const decimalPoint = await fromCatalogue(context.db, `currency:${currency}`, async () => {
		const [row] = await context.db.select().from(currencies).where(eq(currencies.code, currency))
		if (!row) throw new Error(`Unknown currency ${currency}`)
		return row.decimalPoint
	})
	return (value) => ({ value, valueDecimalPoint: decimalPoint, currency })
}
