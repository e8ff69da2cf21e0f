import { z } from 'zod'
import { ResponseStatusSchema } from '@meridian/upstream-contract/customer.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'
import { STATUS } from './booking-selections.server.ts'
import { refusalOf, type Outcome } from './order.server.ts'

// Buying points (the top-up pages): with the payment service's one-time token for the
// member's purchase (the card never passes here), the balance raised at once.

export const PhoenixBookBuyPoints = defineOperation(
	`mutation PhoenixBookBuyPoints($input: BuyPointsInput!) { buyPoints(input: $input) { ${STATUS} currentPointBalance } }`,
	z.object({ buyPoints: z.object({ status: z.array(ResponseStatusSchema).min(1), currentPointBalance: z.number().int().nullish() }) }),
)

/** The balance after buying; refusals 'PAYMENT_DECLINED', 'PURCHASE_LIMIT_ERROR' and 'BAD_REQUEST' (field). Needs the member's bearer token. */
export async function buyPoints(
	input: { customerId: string; points: number; paymentToken: string },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ currentPointBalance: number }>> {
	const { buyPoints: payload } = await runOperation(PhoenixBookBuyPoints, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === 'SUCCESS' && typeof payload.currentPointBalance === 'number') return { ok: true, currentPointBalance: payload.currentPointBalance }
	return refusalOf(PhoenixBookBuyPoints, status, ctx)
}
