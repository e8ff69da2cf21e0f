import { and, asc, eq, gt } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { cartItems, carts } from '../../../db/schema/index.ts'
import { graphError, type GraphContext } from '../context.ts'
import { moneyIn } from './money.ts'
import { loadProperty } from './property.ts'
import { priceProducts, type PriceRequest, type ProductNode, type RefusalCode, type RoomRequest } from './products.ts'
import { ratePlansOfProperty, ratesOfProperty, roomsOfProperty } from './rooms-and-rates.ts'
import { status } from './payload-status.ts'

// A cart as the data graph answers it: the stored selection, priced now through the
// rate list's own pricing, so the cart shows what the list showed.

export type CartRow = typeof carts.$inferSelect
export type CartItemRow = typeof cartItems.$inferSelect

/** What a cart holds: one rate plan and room type for every room of one stay. */
export type Selection = {
	propertyId: string
	checkInDate: string
	checkOutDate: string
	rooms: RoomRequest[]
	ratePlanCode: string
	roomCode: string
	corporateCode?: string | null
	groupCode?: string | null
}

export type Refusal = { code: RefusalCode | 'NOT_FOUND'; message: string }
export type PricedSelection = { items: Array<{ ordinal: number; adults: number; children: number; product: ProductNode }>; isRedemption: boolean }

export const cartExpired = () => graphError('The cart has expired or does not exist', UPSTREAM_ERROR_CODES.cartExpired)

export const REFUSAL_MESSAGES: Record<RefusalCode, string> = {
	invalidTravelDatesErrorText: 'These dates cannot be booked',
	E_TOO_MANY_NIGHTS: 'The stay is longer than can be booked online',
	'427': 'This room and rate is not available for the stay',
	BAD_REQUEST: 'Not a bookable number of rooms or guests',
}

/**
 * Prices the selection for the whole stay (availability for every room at once), then
 * each room on its own, so an item's product is one room's price. `notCounted`: the
 * cart's own rooms are not held against it; a booking counts reservations only.
 */
export async function priceSelection(
	context: GraphContext,
	selection: Selection,
	notCounted: Pick<PriceRequest, 'excludeCartId' | 'booking' | 'changes'> = {},
): Promise<PricedSelection | Refusal> {
	const [rooms, plans] = await Promise.all([
		roomsOfProperty(context, selection.propertyId.toUpperCase()),
		ratesOfProperty(context, selection.propertyId.toUpperCase(), { corporateCode: selection.corporateCode, groupCode: selection.groupCode }),
	])
	const same = (a: string, b: string) => a.trim().toUpperCase() === b.toUpperCase()
	const plan = plans.find((candidate) => same(selection.ratePlanCode, candidate.code))
	if (!plan) return { code: 'NOT_FOUND', message: 'The hotel has no such rate (or not for this corporate or group code)' }
	if (!rooms.some((room) => same(selection.roomCode, room.code))) return { code: 'NOT_FOUND', message: 'The hotel has no such room type' }

	const request = { ...selection, ratePlanCode: plan.code, ...notCounted }
	const whole = await priceProducts(context, request)
	if (whole.code !== 'SUCCESS') return { code: whole.code, message: REFUSAL_MESSAGES[whole.code] }
	if (whole.products.length === 0) return { code: '427', message: REFUSAL_MESSAGES['427'] }

	const items: PricedSelection['items'] = []
	for (const [index, room] of selection.rooms.entries()) {
		const one = await priceProducts(context, { ...request, rooms: [room] })
		const product = one.products[0]
		if (one.code !== 'SUCCESS' || !product) return { code: '427', message: REFUSAL_MESSAGES['427'] }
		items.push({ ordinal: index + 1, adults: room.adults, children: room.children ?? 0, product })
	}
	return { items, isRedemption: plan.tab === 'REDEMPTION' }
}

export const isRefusal = (priced: PricedSelection | Refusal): priced is Refusal => 'code' in priced

/** The live cart with that id (not expired at context.now), with its items; null otherwise. */
export async function loadLiveCart(context: GraphContext, id: string): Promise<{ row: CartRow; items: CartItemRow[] } | null> {
	const [row] = await context.db
		.select()
		.from(carts)
		.where(and(eq(carts.id, id), gt(carts.expiresAt, context.now)))
	if (!row) return null
	const items = await context.db.select().from(cartItems).where(eq(cartItems.cartId, id)).orderBy(asc(cartItems.ordinal))
	return { row, items }
}

export function selectionOf(row: CartRow, items: CartItemRow[]): Selection {
	const [first] = items
	return {
		propertyId: row.propertyId,
		checkInDate: row.checkInDate,
		checkOutDate: row.checkOutDate,
		rooms: items.map((item) => ({ adults: item.adults, children: item.children })),
		ratePlanCode: first?.ratePlanCode ?? '',
		roomCode: first?.roomCode ?? '',
		corporateCode: row.corporateCode,
		groupCode: row.groupCode,
	}
}

/** A points cart answers only to its member's bearer token. */
export async function requireCartHolder(context: GraphContext, row: CartRow, items: CartItemRow[]): Promise<void> {
	const plans = await ratePlansOfProperty(context, row.propertyId)
	const isRedemption = items.some((item) => plans.some((plan) => plan.code === item.ratePlanCode && plan.tab === 'REDEMPTION'))
	if (!isRedemption) return
	const requester = await context.memberId()
	if (requester === null || requester !== row.customerId) {
		throw graphError('A points cart is for its member only', UPSTREAM_ERROR_CODES.unauthorized)
	}
}

/**
 * The Cart node, its products priced as of now. A cart that no longer prices (its
 * check-in has passed at the hotel, the rate is gone) fails validation like an expired one.
 */
export async function cartNode(context: GraphContext, row: CartRow, items: CartItemRow[], priced?: PricedSelection) {
	const current = priced ?? (await priceSelection(context, selectionOf(row, items), { excludeCartId: row.id, changes: row.modifiesConfirmationNumber }))
	if (isRefusal(current)) throw cartExpired()
	const [first] = current.items
	if (!first) throw cartExpired()
	const sum = (pick: (product: ProductNode) => number) => current.items.reduce((total, item) => total + pick(item.product), 0)
	const money = (value: number) => moneyIn(context, row.currency, value)
	const points = current.items.map((item) => item.product.totalPoints)
	return {
		id: row.id,
		revisionNumber: row.revisionNumber,
		expiresAt: row.expiresAt.toISOString(),
		property: await loadProperty(context, row.propertyId),
		checkInDate: row.checkInDate,
		checkOutDate: row.checkOutDate,
		lengthOfStay: first.product.nightly.length,
		currency: row.currency,
		customerId: row.customerId,
		modifiesConfirmationNumber: row.modifiesConfirmationNumber,
		items: current.items,
		subtotal: await money(sum((product) => product.totalBeforeTaxes.value)),
		totalTaxes: await money(sum((product) => product.totalTaxes.value)),
		total: await money(sum((product) => product.totalWithTaxes.value)),
		totalPoints: points.every((value) => value === null) ? null : points.reduce<number>((total, value) => total + (value ?? 0), 0),
	}
}

/**
 * A live cart its caller may change (a points cart: its member only), and how to answer
 * with it: a status and the cart as it stands. Throws CART_VALIDATION_FAILED_OR_EXPIRED.
 */
export async function cartToChange(context: GraphContext, cartId: string) {
	const live = await loadLiveCart(context, cartId)
	if (!live) throw cartExpired()
	await requireCartHolder(context, live.row, live.items)
	const answer = async (code: string, why?: string, field?: string) => ({
		status: status(code, why, field),
		cart: await cartNode(context, live.row, live.items),
	})
	return { live, answer }
}
