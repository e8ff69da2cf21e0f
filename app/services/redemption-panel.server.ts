import type { AppLoadContext } from '@remix-run/node'
import type { RedemptionData } from '@meridian/upstream-contract/booking.ts'
import { rememberedBooking } from './booking-session.server.ts'
import { logger } from './logger.server.ts'
import { UpstreamError } from './upstream/errors.server.ts'
import { redemptionData } from './upstream/operations/cart.server.ts'
import { getVisitor } from './visitor.server.ts'

/**
 * The redemption panel's figures (spec 001 §3: points deducted, additional points
 * required) for a member's points cart, from the platform rather than the header's
 * cached balance; null for a cash cart or a guest. The panel is extra: if the platform
 * cannot answer, the page shows the cart without it (the layout deals with a cart or
 * session that is gone).
 */
export async function loadRedemptionPanel(request: Request, context: AppLoadContext): Promise<RedemptionData | null> {
	const visitor = await getVisitor(request, context)
	if (visitor.state !== 'member' || !visitor.customerId) return null
	try {
		const booking = await rememberedBooking(request, context)
		if (!booking) return null
		const figures = await redemptionData({ customerId: visitor.customerId, cartId: booking.cartId }, visitor.upstream)
		return figures.pointsRequired > 0 ? figures : null
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		logger.warn('guest information: no redemption figures', { code: error.code })
		return null
	}
}
