import { z } from 'zod'
import { CartSchema, RedemptionDataSchema, type Cart, type CartOutcome, type CartSelection, type RedemptionData } from '@meridian/upstream-contract/booking.ts'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { ResponseStatusSchema } from '@meridian/upstream-contract/customer.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { errorForCode } from '../errors.server.ts'
import { reported } from '../failure-log.server.ts'
import { defineOperation, runOperation, type Operation } from '../graphql.server.ts'
import { MONEY, PRODUCT, STATUS } from './booking-selections.server.ts'
import { CART_GUEST } from './order.server.ts'

// The cart (spec 001 §7): one stay at one hotel, held for the cart lifetime while the
// guest books it. A refusal the guest can act on (sold out, too many nights, a stale
// revision number) is an outcome; an expired or unknown cart throws CartExpired, which
// the reservation layout turns into a redirect to the rate list. A member's calls carry
// the bearer token from ctx; a points cart answers only to its member.

const ITEMS = `items { ordinal adults children product { ${PRODUCT} } }`
const PROPERTY = 'property { id seoNickname migrationStatus basicInformation { name timeZone brand { id } } paymentInformation { acceptedCards } }'
const CART = /* GraphQL */ `
	id
	revisionNumber
	expiresAt
	${PROPERTY}
	checkInDate
	checkOutDate
	lengthOfStay
	currency
	customerId
	modifiesConfirmationNumber
	${ITEMS}
	subtotal { ${MONEY} }
	totalTaxes { ${MONEY} }
	total { ${MONEY} }
	totalPoints
	${CART_GUEST}
	payment { network lastFour expiryMonth expiryYear cardholderName }
`

const CartPayloadSchema = z.object({ status: z.array(ResponseStatusSchema).min(1), cart: CartSchema.nullable() })
type CartPayload = z.infer<typeof CartPayloadSchema>

export const PhoenixBookCreateCart = defineOperation(
	`mutation PhoenixBookCreateCart($input: CreateCartInput!) { createCart(input: $input) { ${STATUS} cart { ${CART} } } }`,
	z.object({ createCart: CartPayloadSchema }),
)

export const PhoenixBookUpdateCart = defineOperation(
	`mutation PhoenixBookUpdateCart($input: UpdateCartInput!) { updateCart(input: $input) { ${STATUS} cart { ${CART} } } }`,
	z.object({ updateCart: CartPayloadSchema }),
)

export const PhoenixBookDeleteCart = defineOperation(
	`mutation PhoenixBookDeleteCart($id: ID!) { deleteCart(id: $id) { ${STATUS} } }`,
	z.object({ deleteCart: z.object({ status: z.array(ResponseStatusSchema).min(1) }) }),
)

export const PhoenixBookCart = defineOperation(`query PhoenixBookCart($id: ID!) { cart(id: $id) { ${CART} } }`, z.object({ cart: CartSchema }))

export const PhoenixBookExtendCartExpiration = defineOperation(
	`mutation PhoenixBookExtendCartExpiration($id: ID!) { extendCartExpiration(id: $id) { ${STATUS} cart { ${CART} } } }`,
	z.object({ extendCartExpiration: CartPayloadSchema }),
)

export const PhoenixBookUpdateCartExpiration = defineOperation(
	`mutation PhoenixBookUpdateCartExpiration($id: ID!, $expiresInSeconds: Int!) {
		updateCartExpiration(id: $id, expiresInSeconds: $expiresInSeconds) { ${STATUS} cart { ${CART} } }
	}`,
	z.object({ updateCartExpiration: CartPayloadSchema }),
)

const StickyBarSchema = CartSchema.pick({
	id: true,
	expiresAt: true,
	property: true,
	checkInDate: true,
	checkOutDate: true,
	lengthOfStay: true,
	items: true,
	total: true,
	totalPoints: true,
	currency: true,
})
export const PhoenixBookStickyBar = defineOperation(
	`query PhoenixBookStickyBar($id: ID!) {
		cart(id: $id) { id expiresAt ${PROPERTY} checkInDate checkOutDate lengthOfStay ${ITEMS} total { ${MONEY} } totalPoints currency }
	}`,
	z.object({ cart: StickyBarSchema }),
)

const StayDateSchema = CartSchema.pick({ checkInDate: true, checkOutDate: true, lengthOfStay: true })
export const PhoenixBookStayDate = defineOperation(
	`query PhoenixBookStayDate($id: ID!) { cart(id: $id) { checkInDate checkOutDate lengthOfStay } }`,
	z.object({ cart: StayDateSchema }),
)

export const PhoenixBookRedemptionData = defineOperation(
	`query PhoenixBookRedemptionData($customerId: ID!, $cartId: ID, $pointsRequired: Int) {
		redemptionData(customerId: $customerId, cartId: $cartId, pointsRequired: $pointsRequired) {
			currentPointBalance
			pointsRequired
			additionalPointsRequired
			canBuyPoints
		}
	}`,
	z.object({ redemptionData: RedemptionDataSchema }),
)

const SUCCESS = 'SUCCESS'

const occupancy = (selection: CartSelection) => selection.rooms.map(({ adults, children }) => ({ adults, children }))

/** The selection as the platform's input; empty codes are no codes. */
function selectionInput(selection: CartSelection) {
	return {
		checkInDate: selection.checkInDate,
		checkOutDate: selection.checkOutDate,
		rooms: occupancy(selection),
		ratePlanCode: selection.ratePlanCode,
		roomCode: selection.roomCode,
		corporateCode: selection.corporateCode || null,
		groupCode: selection.groupCode || null,
		customerId: selection.customerId || null,
	}
}

function failureOf(operation: Operation<unknown>, status: CartPayload['status'][number]) {
	return errorForCode(status.code, {
		source: 'UXL_ERROR',
		component: operation.name,
		status: status.httpStatus,
		detail: status.errors.map((error) => error.message).join(', '),
	})
}

/** The first status decides (spec 001 §8); an expired cart throws whichever way it is said. */
function outcomeOf(operation: Operation<unknown>, payload: CartPayload, ctx: UpstreamContext): CartOutcome {
	const [status] = payload.status
	if (status?.code === UPSTREAM_ERROR_CODES.cartExpired) throw reported(failureOf(operation, status), ctx)
	if (status?.code === SUCCESS && payload.cart) return { ok: true, cart: payload.cart }
	return { ok: false, code: status?.code ?? 'UNKNOWN' }
}

/** A call that must succeed: any refusal is thrown as its typed error. */
function cartOf(operation: Operation<unknown>, payload: CartPayload, ctx: UpstreamContext): Cart {
	const outcome = outcomeOf(operation, payload, ctx)
	if (outcome.ok) return outcome.cart
	const status = payload.status[0] ?? { httpStatus: 0, code: outcome.code, errors: [], warnings: [] }
	throw reported(failureOf(operation, status), ctx)
}

/**
 * A new cart for the selection. Refusals are outcomes: '427' (no longer available),
 * 'E_TOO_MANY_NIGHTS', 'invalidTravelDatesErrorText', 'NOT_FOUND' (no such rate or room,
 * or a corporate/group rate without its code), 'UNAUTHORIZED' (a points rate, or a
 * customerId, without that member's bearer token), 'BAD_REQUEST'.
 */
export async function createCart(selection: CartSelection, ctx: UpstreamContext, options?: CallOptions): Promise<CartOutcome> {
	const input = {
		propertyId: selection.propertyId,
		...selectionInput(selection),
		modifiesConfirmationNumber: selection.modifiesConfirmationNumber || null,
	}
	const { createCart: payload } = await runOperation(PhoenixBookCreateCart, { input }, ctx, options)
	return outcomeOf(PhoenixBookCreateCart, payload, ctx)
}

/**
 * Replaces the selection (same hotel: selection.propertyId must be the cart's). 'CONFLICT'
 * for a stale revision number (read the cart again), and the refusals of createCart, are
 * outcomes; the cart is then unchanged. Throws CartExpired.
 */
export async function updateCart(
	id: string,
	revisionNumber: number,
	selection: CartSelection,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<CartOutcome> {
	const input = { id, revisionNumber, propertyId: selection.propertyId, ...selectionInput(selection) }
	const { updateCart: payload } = await runOperation(PhoenixBookUpdateCart, { input }, ctx, options)
	return outcomeOf(PhoenixBookUpdateCart, payload, ctx)
}

/** Removes the cart; deleting one that is gone or expired is no error. */
export async function deleteCart(id: string, ctx: UpstreamContext, options?: CallOptions): Promise<void> {
	const { deleteCart: payload } = await runOperation(PhoenixBookDeleteCart, { id }, ctx, options)
	const [status] = payload.status
	if (status && status.code !== SUCCESS) throw reported(failureOf(PhoenixBookDeleteCart, status), ctx)
}

/** Throws CartExpired for an expired or unknown cart; prices are as of now. */
export async function readCart(id: string, ctx: UpstreamContext, options?: CallOptions): Promise<Cart> {
	const { cart } = await runOperation(PhoenixBookCart, { id }, ctx, options)
	return cart
}

/** One more cart lifetime from now. Throws CartExpired. */
export async function extendCartExpiration(id: string, ctx: UpstreamContext, options?: CallOptions): Promise<Cart> {
	const { extendCartExpiration: payload } = await runOperation(PhoenixBookExtendCartExpiration, { id }, ctx, options)
	return cartOf(PhoenixBookExtendCartExpiration, payload, ctx)
}

/** Expires the cart that many seconds from now (at most one cart lifetime; 0 expires it now). Throws CartExpired. */
export async function updateCartExpiration(id: string, expiresInSeconds: number, ctx: UpstreamContext, options?: CallOptions): Promise<Cart> {
	const { updateCartExpiration: payload } = await runOperation(
		PhoenixBookUpdateCartExpiration,
		{ id, expiresInSeconds: Math.max(0, Math.floor(expiresInSeconds)) },
		ctx,
		options,
	)
	return cartOf(PhoenixBookUpdateCartExpiration, payload, ctx)
}

/** The sticky bar's summary of the cart (PhoenixBookStickyBar). Throws CartExpired. */
export async function stickyBar(
	id: string,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Pick<Cart, 'id' | 'expiresAt' | 'property' | 'checkInDate' | 'checkOutDate' | 'lengthOfStay' | 'items' | 'total' | 'totalPoints' | 'currency'>> {
	const { cart } = await runOperation(PhoenixBookStickyBar, { id }, ctx, options)
	return cart
}

/** Stay dates of the cart (PhoenixBookStayDate). Throws CartExpired. */
export async function stayDate(id: string, ctx: UpstreamContext, options?: CallOptions): Promise<Pick<Cart, 'checkInDate' | 'checkOutDate' | 'lengthOfStay'>> {
	const { cart } = await runOperation(PhoenixBookStayDate, { id }, ctx, options)
	return cart
}

/**
 * The member's balance against the points a cart (cartId) or a product (pointsRequired,
 * which wins when both are given) needs. Needs the member's bearer token (else throws
 * Unauthorized); throws CartExpired for a cartId that is gone.
 */
export async function redemptionData(
	input: { customerId: string; cartId?: string; pointsRequired?: number },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<RedemptionData> {
	const variables = { customerId: input.customerId, cartId: input.cartId ?? null, pointsRequired: input.pointsRequired ?? null }
	const { redemptionData } = await runOperation(PhoenixBookRedemptionData, variables, ctx, options)
	return redemptionData
}
