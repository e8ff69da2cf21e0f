import type { AppLoadContext } from '@remix-run/node'
import { rememberedOrder, type OrderMemory } from '#app/services/booking-session.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { readOrder } from '#app/services/upstream/operations/order.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import type { Order } from '@meridian/upstream-contract/order.ts'

// The order the confirmation page and its calendar file show: the one this session placed
// last. Its id never appears in a URL; the session holds it.

export type PlacedOrder =
	| { kind: 'none' }
	/** The platform could not give the stay details now: the page says so and shows the number. */
	| { kind: 'unread'; memory: OrderMemory }
	| { kind: 'order'; memory: OrderMemory; order: Order }

export async function placedOrder(request: Request, context: AppLoadContext): Promise<PlacedOrder> {
	const visitor = await getVisitor(request, context)
	try {
		const memory = await rememberedOrder(request, context)
		if (!memory) return { kind: 'none' }
		try {
			const order = await readOrder(memory.orderId, visitor.upstream)
			return order ? { kind: 'order', memory, order } : { kind: 'unread', memory }
		} catch (error) {
			if (!(error instanceof UpstreamError)) throw error
			// The client logged the failure; the booking itself is safe.
			logger.warn('confirmation: stay details unavailable', { code: error.code })
			return { kind: 'unread', memory }
		}
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return { kind: 'none' }
	}
}
