import type { AppLoadContext } from '@remix-run/node'
import { acknowledgedBrands } from '#app/http/leaving-notice-cookie.server.ts'
import { localizePath } from '#app/models/locale.ts'
import { CONFIRMATION_PATH } from '#app/models/reservation-pages.ts'
import { rememberedOrder, type OrderMemory } from '#app/services/booking-session.server.ts'
import { hotelHeaderWithSave } from '#app/services/hotel-header.server.ts'
import { noteMigrationStatus } from '#app/services/migration-status.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { lookupLinkFor } from '#app/services/lookup-link.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { sharedHotel } from '#app/services/shared-content.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import type { Order } from '@meridian/upstream-contract/order.ts'
import { offersBesideConfirmation, readPlacedOrder } from '#app/services/placed-order.server.ts'

// The order the confirmation page and its calendar file show: the one this session placed
// last. Its id never appears in a URL; the session holds it.

export type PlacedOrder =
	| { kind: 'none' }
	/** The platform could not give the stay details now: the page says so and shows the number. */
	| { kind: 'unread'; memory: OrderMemory }
	| { kind: 'order'; memory: OrderMemory; order: Order }

export async function placedOrder(request: Request, context: AppLoadContext): Promise<PlacedOrder> {
	const visitor = await getVisitor(request, context)
	const memory = await rememberedOrder(request, context).catch(noneOnOutage)
	if (!memory) return { kind: 'none' }
	return orderOf(visitor, memory)
}

/**
 * The confirmation page: the order, and beside it (in parallel) the hotel's header with
 * its save heart (spec 000 §2: a post-booking page shows the details and save links).
 * The header is extra: without it the page still confirms the booking.
 */
export async function confirmationPage(request: Request, context: AppLoadContext) {
	const visitor = await getVisitor(request, context)
	const memory = await rememberedOrder(request, context).catch(noneOnOutage)
	if (!memory) return { placed: { kind: 'none' } as PlacedOrder, header: null, offers: [], lookupLink: null }
	const [placed, header, offers] = await Promise.all([
		orderOf(visitor, memory),
		memory.propertyId ? headerOf(request, context, visitor, memory.propertyId) : null,
		// Offers are extra: without them the page still confirms the booking.
		offersBesideConfirmation(memory.orderId, visitor.upstream).catch(noneOnOutage),
	])
	// The link to find the stay later carries its details encrypted, so it is made from the order read above.
	const stay = placed.kind === 'order' ? placed.order.items[0]?.reservation : undefined
	const lookupLink = stay ? await lookupLinkFor(stay, visitor) : null
	return { placed, header, offers: offers ?? [], lookupLink }
}

async function orderOf(visitor: Visitor, memory: OrderMemory): Promise<PlacedOrder> {
	try {
		const order = await readPlacedOrder(memory.orderId, visitor.upstream)
		return order ? { kind: 'order', memory, order } : { kind: 'unread', memory }
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		// The client logged the failure; the booking itself is safe.
		logger.warn('confirmation: stay details unavailable', { code: error.code })
		return { kind: 'unread', memory }
	}
}

async function headerOf(request: Request, context: AppLoadContext, visitor: Visitor, propertyId: string) {
	try {
		const property = await sharedHotel(propertyId, visitor.upstream)
		if (!property) return null
		await noteMigrationStatus(visitor, property)
		return await hotelHeaderWithSave(request, context, visitor, property, {
			pageType: 'confirmation',
			here: localizePath(CONFIRMATION_PATH, visitor.locale),
			acknowledged: await acknowledgedBrands(request),
		})
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return null
	}
}

function noneOnOutage(error: unknown): null {
	if (!(error instanceof UpstreamError)) throw error
	return null
}
