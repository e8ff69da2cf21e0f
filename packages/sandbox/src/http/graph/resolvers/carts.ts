import { randomUUID } from 'node:crypto'
import { and, eq, gt, lte, notInArray } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { cartGuests, cartItems, cartRewardsMembers, carts, reservations } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import {
	cartExpired,
	cartNode,
	isRefusal,
	loadLiveCart,
	priceSelection,
	REFUSAL_MESSAGES,
	requireCartHolder,
	type CartRow,
	type PricedSelection,
	type Selection,
} from './cart-node.ts'
import { loadProperty } from './property.ts'
import { status } from './payload-status.ts'
import { ROOMS_GONE, roomsStillFree, takeOf } from './room-take.ts'

// Carts (spec 001 §7): created from a rate-list selection, changed under a revision
// number, held for SANDBOX_CART_TTL_SECONDS and extended on request. A refusal the guest
// can act on is a status in the payload; an expired or unknown cart is the GraphQL error
// CART_VALIDATION_FAILED_OR_EXPIRED on every call that names one.

type Occupancy = { adults: number; children?: number | null }
type SelectionInput = {
	checkInDate: string
	checkOutDate: string
	rooms: Occupancy[]
	ratePlanCode: string
	roomCode: string
	corporateCode?: string | null
	groupCode?: string | null
	customerId?: string | null
}
type CreateInput = SelectionInput & { propertyId: string; modifiesConfirmationNumber?: string | null }
type UpdateInput = SelectionInput & { id: string; revisionNumber: number; propertyId?: string | null }

const success = (cart: unknown) => ({ status: status('SUCCESS'), cart })

const expiryFrom = (context: GraphContext, seconds: number) => new Date(context.now.getTime() + seconds * 1000)
const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

/** The member a cart is for must be the one the bearer token speaks for; a points rate needs one. */
async function holderRefusal(context: GraphContext, customerId: string | null, isRedemption: boolean) {
	if (customerId === null && !isRedemption) return null
	const requester = await context.memberId()
	if (customerId === null || requester !== customerId) {
		const why = isRedemption ? 'A points rate needs the member, signed in' : 'The cart may only name the signed-in member'
		return { status: status(UPSTREAM_ERROR_CODES.unauthorized, why, 'customerId'), cart: null }
	}
	return null
}

const itemRows = (cartId: string, priced: PricedSelection) =>
	priced.items.map((item) => ({
		cartId,
		ordinal: item.ordinal,
		roomCode: item.product.room.code,
		ratePlanCode: item.product.ratePlan.code,
		adults: item.adults,
		children: item.children,
	}))

function selectionFrom(propertyId: string, input: SelectionInput): Selection {
	return {
		propertyId,
		checkInDate: input.checkInDate,
		checkOutDate: input.checkOutDate,
		rooms: input.rooms.map((room) => ({ adults: room.adults, children: room.children ?? 0 })),
		ratePlanCode: input.ratePlanCode,
		roomCode: input.roomCode,
		corporateCode: blankToNull(input.corporateCode),
		groupCode: blankToNull(input.groupCode),
	}
}

async function createCart(context: GraphContext, input: CreateInput) {
	const property = await loadProperty(context, input.propertyId)
	if (!property) return { status: status(UPSTREAM_ERROR_CODES.notFound, 'No such property', 'propertyId'), cart: null }
	const selection = selectionFrom(property.id, input)
	const modifies = blankToNull(input.modifiesConfirmationNumber)
	if (modifies) {
		const [reservation] = await context.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.confirmationNumber, modifies))
		if (reservation?.status !== 'CONFIRMED') {
			return { status: status(UPSTREAM_ERROR_CODES.notFound, 'No such reservation to change', 'modifiesConfirmationNumber'), cart: null }
		}
	}
	// A guest keeps their own room: the reservation a change cart replaces does not count against it.
	const priced = await priceSelection(context, selection, { changes: modifies })
	if (isRefusal(priced)) return { status: status(priced.code, priced.message), cart: null }
	const customerId = blankToNull(input.customerId)
	const refused = await holderRefusal(context, customerId, priced.isRedemption)
	if (refused) return refused
	const id = randomUUID()
	const row: CartRow = {
		id,
		revisionNumber: 1,
		expiresAt: expiryFrom(context, context.cartTtlSeconds),
		propertyId: property.id,
		checkInDate: selection.checkInDate,
		checkOutDate: selection.checkOutDate,
		customerId,
		modifiesConfirmationNumber: modifies,
		currency: property.currency,
		corporateCode: selection.corporateCode ?? null,
		groupCode: selection.groupCode ?? null,
		createdAt: context.now,
	}
	const placed = await context.db.transaction(async (tx) => {
		// A hold is a take too: of two guests holding the last room at once, one gets a 427 now.
		if (!(await roomsStillFree(tx, { ...takeOf(row, priced, modifies), holds: { now: context.now, exceptCart: null } }))) return ROOMS_GONE
		// Expired carts hold nothing and can never be read again: they go as new ones come.
		await tx.delete(carts).where(lte(carts.expiresAt, context.now))
		// What a gone cart's guest named (lookup rewards) goes with it: that table cannot cascade (0111).
		await tx.delete(cartRewardsMembers).where(notInArray(cartRewardsMembers.cartId, tx.select({ id: carts.id }).from(carts)))
		await tx.insert(carts).values(row)
		await tx.insert(cartItems).values(itemRows(id, priced))
		return row
	})
	if (placed === ROOMS_GONE) return { status: status('427', REFUSAL_MESSAGES['427']), cart: null }
	return success(await cartNode(context, row, [], priced))
}

/**
 * Replaces the selection when the revision number is still the stored one; the check and
 * the write are one conditional update, so of two writers with the same number one gets
 * CONFLICT. A change restarts the cart's lifetime.
 */
async function updateCart(context: GraphContext, input: UpdateInput) {
	const live = await loadLiveCart(context, input.id)
	if (!live) throw cartExpired()
	await requireCartHolder(context, live.row, live.items)
	const unchanged = async (code: string, message: string, field?: string) => ({
		status: status(code, message, field),
		cart: await cartNode(context, live.row, live.items),
	})
	if (input.propertyId && input.propertyId.trim().toUpperCase() !== live.row.propertyId) {
		return unchanged(UPSTREAM_ERROR_CODES.badRequest, 'A cart stays at its hotel; start a new cart for another', 'propertyId')
	}
	if (input.revisionNumber !== live.row.revisionNumber) {
		return unchanged(UPSTREAM_ERROR_CODES.conflict, 'The cart changed since it was read', 'revisionNumber')
	}
	const selection = selectionFrom(live.row.propertyId, input)
	const priced = await priceSelection(context, selection, { excludeCartId: live.row.id, changes: live.row.modifiesConfirmationNumber })
	if (isRefusal(priced)) return unchanged(priced.code, priced.message)
	const customerId = input.customerId === undefined || input.customerId === null ? live.row.customerId : blankToNull(input.customerId)
	const refused = await holderRefusal(context, customerId, priced.isRedemption)
	if (refused) return { ...refused, cart: await cartNode(context, live.row, live.items) }

	const changes = {
		revisionNumber: input.revisionNumber + 1,
		expiresAt: expiryFrom(context, context.cartTtlSeconds),
		checkInDate: selection.checkInDate,
		checkOutDate: selection.checkOutDate,
		customerId,
		corporateCode: selection.corporateCode ?? null,
		groupCode: selection.groupCode ?? null,
	}
	const take = { ...takeOf({ ...live.row, ...changes }, priced, live.row.modifiesConfirmationNumber), holds: { now: context.now, exceptCart: input.id } }
	const updated = await context.db.transaction(async (tx) => {
		if (!(await roomsStillFree(tx, take))) return ROOMS_GONE
		const [claimed] = await tx
			.update(carts)
			.set(changes)
			.where(and(eq(carts.id, input.id), eq(carts.revisionNumber, input.revisionNumber), gt(carts.expiresAt, context.now)))
			.returning()
		if (!claimed) return null
		await tx.delete(cartItems).where(eq(cartItems.cartId, input.id))
		await tx.insert(cartItems).values(itemRows(input.id, priced))
		// Insurance was quoted for the old stay: the guest chooses again for the new one.
		await tx.update(cartGuests).set({ travelInsurance: null }).where(eq(cartGuests.cartId, input.id))
		return claimed
	})
	if (updated === ROOMS_GONE) return unchanged('427', REFUSAL_MESSAGES['427'])
	if (!updated) {
		const now = await loadLiveCart(context, input.id)
		if (!now) throw cartExpired()
		return {
			status: status(UPSTREAM_ERROR_CODES.conflict, 'The cart changed since it was read', 'revisionNumber'),
			cart: await cartNode(context, now.row, now.items),
		}
	}
	return success(await cartNode(context, updated, [], priced))
}

/** Sets the expiry `seconds` from now, capped at one cart lifetime; 0 expires it at once. */
async function setExpiry(context: GraphContext, id: string, seconds: number) {
	const live = await loadLiveCart(context, id)
	if (!live) throw cartExpired()
	await requireCartHolder(context, live.row, live.items)
	if (!Number.isInteger(seconds) || seconds < 0) {
		return {
			status: status(UPSTREAM_ERROR_CODES.badRequest, 'expiresInSeconds is a whole number of seconds, 0 or more', 'expiresInSeconds'),
			cart: await cartNode(context, live.row, live.items),
		}
	}
	const expiresAt = expiryFrom(context, Math.min(seconds, context.cartTtlSeconds))
	const [row] = await context.db
		.update(carts)
		.set({ expiresAt })
		.where(and(eq(carts.id, id), gt(carts.expiresAt, context.now)))
		.returning()
	if (!row) throw cartExpired()
	return success(await cartNode(context, row, live.items))
}

/** Deleting is idempotent: a cart already gone or expired is simply no more. */
async function deleteCart(context: GraphContext, id: string) {
	const live = await loadLiveCart(context, id)
	if (live) await requireCartHolder(context, live.row, live.items)
	await context.db.delete(carts).where(eq(carts.id, id))
	return { status: status('SUCCESS'), cart: null }
}

async function readCart(context: GraphContext, id: string) {
	const live = await loadLiveCart(context, id)
	if (!live) throw cartExpired()
	await requireCartHolder(context, live.row, live.items)
	return cartNode(context, live.row, live.items)
}

export const cartResolvers: Resolvers = {
	Query: {
		cart: (_parent, args: { id: string }, context) => readCart(context, args.id),
	},
	Mutation: {
		createCart: (_parent, args: { input: CreateInput }, context) => createCart(context, args.input),
		updateCart: (_parent, args: { input: UpdateInput }, context) => updateCart(context, args.input),
		deleteCart: (_parent, args: { id: string }, context) => deleteCart(context, args.id),
		extendCartExpiration: (_parent, args: { id: string }, context) => setExpiry(context, args.id, context.cartTtlSeconds),
		updateCartExpiration: (_parent, args: { id: string; expiresInSeconds: number }, context) => setExpiry(context, args.id, args.expiresInSeconds),
	},
}
