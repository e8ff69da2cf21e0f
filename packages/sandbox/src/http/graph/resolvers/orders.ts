import { randomUUID } from 'node:crypto'
import { and, count, eq, gt, sql, TransactionRollbackError } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import {
	carts,
	cartGuests,
	cartPayments,
	cartRewardsMembers,
	customers,
	orderRefusals,
	orders,
	outbox,
	reservationRooms,
	reservations,
} from '../../../db/schema/index.ts'
import { newConfirmationNumber } from '../../../db/confirmation-numbers.ts'
import { hotelToday } from '../../../db/seed/catalogue/demo-dates.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { cartExpired, isRefusal, loadLiveCart, priceSelection, REFUSAL_MESSAGES, requireCartHolder, selectionOf, type PricedSelection } from './cart-node.ts'
import { status } from './payload-status.ts'
import { loadProperty } from './property.ts'
import { reservationNode } from './reservations.ts'
import { ROOMS_GONE, roomsStillFree, takeOf } from './room-take.ts'
import { rewardsMemberOfCart } from './rewards.ts'
import { insurancePremium } from './travel.ts'

// Create order (spec 001 §7): a cart with its guest (and its card, unless points pay)
// becomes one reservation. The client's idempotency key finds the same order again, so a
// double submit books once; the cart goes, so its hold is released and the reservation
// counts against the hotel's rooms instead. The confirmation e-mail goes to the outbox.
// The reservation is the cart's member's, else the member whose number the guest gave.

type OrderInput = { cartId: string; idempotencyKey: string }
type OrderRow = typeof orders.$inferSelect

/** Confirmed future stays one e-mail may hold at one hotel (the spec names E_MAX_BOOKINGS, not its limit; ours). */
export const MAX_BOOKINGS_PER_GUEST = 20

const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), order: null })

async function orderNode(context: GraphContext, row: OrderRow) {
	const [reservation] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, row.confirmationNumber))
	if (!reservation) throw new Error(`Order ${row.id} names no reservation`)
	return {
		id: row.id,
		orderRevisionNumber: row.orderRevisionNumber,
		createdAt: row.createdAt.toISOString(),
		items: [
			{
				basicInformation: { confirmationNumber: row.confirmationNumber },
				reservationRevisionNumber: reservation.revisionNumber,
				reservation: await reservationNode(context, reservation),
			},
		],
	}
}

async function orderWhere(context: GraphContext, condition: ReturnType<typeof eq>) {
	const [row] = await context.db.select().from(orders).where(condition)
	return row ?? null
}

export const pointsOf = (priced: PricedSelection) => priced.items.reduce((total, item) => total + (item.product.totalPoints ?? 0), 0)

async function createOrder(context: GraphContext, input: OrderInput) {
	const key = input.idempotencyKey.trim()
	if (!key || key.length > 100) return refused(UPSTREAM_ERROR_CODES.badRequest, 'An idempotency key of 1 to 100 characters is required', 'idempotencyKey')
	const again = await orderWhere(context, eq(orders.idempotencyKey, key))
	if (again) {
		if (again.cartId !== input.cartId) return refused(UPSTREAM_ERROR_CODES.badRequest, 'This idempotency key was used for another cart', 'idempotencyKey')
		return { status: status('SUCCESS'), order: await orderNode(context, again) }
	}
	const live = await loadLiveCart(context, input.cartId)
	if (!live) {
		const booked = await orderWhere(context, eq(orders.cartId, input.cartId))
		// The same submit may have found no order above and the cart gone here: its twin booked in between.
		if (booked?.idempotencyKey === key) return { status: status('SUCCESS'), order: await orderNode(context, booked) }
		if (booked) return refused('E_DOUBLE_CLICK', 'This cart was already booked')
		throw cartExpired()
	}
	await requireCartHolder(context, live.row, live.items)
	const { row: cart, items } = live
	const [[guest], [payment], property, rewards] = await Promise.all([
		context.db.select().from(cartGuests).where(eq(cartGuests.cartId, cart.id)),
		context.db.select().from(cartPayments).where(eq(cartPayments.cartId, cart.id)),
		loadProperty(context, cart.propertyId),
		rewardsMemberOfCart(context, cart.id),
	])
	if (!property) throw new Error(`Cart ${cart.id} names no property`)
	if (!guest) return refused(UPSTREAM_ERROR_CODES.badRequest, 'The cart has no guest yet', 'guest')
	// The stay is priced again now: a room sold in the meantime (the hold ran out) is a 427.
	const priced = await priceSelection(context, selectionOf(cart, items), { booking: { changes: null } })
	if (isRefusal(priced)) return refused(priced.code, priced.message)
	if (!priced.isRedemption && !payment) return refused(UPSTREAM_ERROR_CODES.badRequest, 'The cart has no payment yet', 'payment')
	const prepaid = priced.items.some((item) => item.product.ratePlan.isPrepay)
	if (prepaid && !guest.prepayConsent) return refused(UPSTREAM_ERROR_CODES.badRequest, 'A prepaid rate needs the guest’s consent', 'prepayConsent')

	const today = hotelToday(context.now, property.timeZone)
	const [booked] = await context.db
		.select({ n: count() })
		.from(reservations)
		.where(
			and(
				eq(reservations.guestEmail, guest.email),
				eq(reservations.propertyId, cart.propertyId),
				eq(reservations.status, 'CONFIRMED'),
				gt(reservations.checkOutDate, today),
			),
		)
	if ((booked?.n ?? 0) >= MAX_BOOKINGS_PER_GUEST) return refused('E_MAX_BOOKINGS', 'Too many reservations at this hotel for this guest')
	// The platform's other checks (the fraud screen, free-night certificates, ...), as the scenario endpoint set them.
	const [check] = await context.db.select().from(orderRefusals).where(eq(orderRefusals.guestEmail, guest.email.toLowerCase()))
	if (check) return refused(check.code, 'The platform refused this guest’s booking')

	const points = priced.isRedemption ? pointsOf(priced) : 0
	const insurance = guest.travelInsurance ? await insurancePremium(context, cart.id) : null
	const confirmationNumber = await newConfirmationNumber(context.db)
	const orderId = randomUUID()
	const outcome = await context.db
		.transaction(async (tx) => {
			if (!(await roomsStillFree(tx, takeOf(cart, priced)))) return ROOMS_GONE
			await tx.insert(reservations).values({
				confirmationNumber,
				propertyId: cart.propertyId,
				customerId: cart.customerId ?? rewards?.customerId ?? null,
				guestGivenName: guest.givenName,
				guestSurname: guest.surname,
				guestEmail: guest.email,
				status: 'CONFIRMED',
				checkInDate: cart.checkInDate,
				checkOutDate: cart.checkOutDate,
				guestPhone: guest.phone,
				guestAddress: guest.address,
				arrivalTime: guest.arrivalTime,
				comments: guest.comments,
				requestCodes: guest.requestCodes,
				cardNetwork: payment?.network ?? null,
				cardLastFour: payment?.lastFour ?? null,
				travelAgentIata: guest.travelAgentIata,
				prepayConsentedAt: prepaid ? context.now : null,
				// The terms the room is held on, as the rate gave them when it was booked.
				guaranteeType: priced.items[0]?.product.ratePlan.guaranteeType ?? '5.PMT',
				depositType: priced.items[0]?.product.ratePlan.depositType ?? null,
				travelInsurancePremium: insurance?.value ?? null,
			})
			await tx.insert(reservationRooms).values(reservedRoomRows(confirmationNumber, priced))
			if (points > 0) {
				const [paid] = await tx
					.update(customers)
					.set({ pointBalance: sql`${customers.pointBalance} - ${points}` })
					.where(and(eq(customers.id, cart.customerId ?? ''), sql`${customers.pointBalance} >= ${points}`))
					.returning({ id: customers.id })
				if (!paid) return tx.rollback()
			}
			const [placed] = await tx
				.insert(orders)
				.values({ id: orderId, cartId: cart.id, idempotencyKey: key, confirmationNumber })
				.onConflictDoNothing()
				.returning()
			// Another submit with the same key (or for the same cart) got here first: this one books nothing.
			if (!placed) return tx.rollback()
			await tx.delete(carts).where(eq(carts.id, cart.id))
			await tx.delete(cartRewardsMembers).where(eq(cartRewardsMembers.cartId, cart.id))
			await tx.insert(outbox).values({
				channel: 'email',
				recipient: guest.email,
				subject: `Your reservation at ${property.basicInformation.name} is confirmed`,
				body: [
					`Dear ${guest.givenName} ${guest.surname},`,
					`Your reservation at ${property.basicInformation.name} is confirmed.`,
					`Confirmation number: ${confirmationNumber}`,
					`Check-in: ${cart.checkInDate}. Check-out: ${cart.checkOutDate}.`,
				].join('\n'),
				confirmationNumber,
			})
			return placed
		})
		.catch((error: unknown) => {
			if (isRollback(error)) return null
			throw error
		})
	if (outcome && outcome !== ROOMS_GONE) return { status: status('SUCCESS'), order: await orderNode(context, outcome) }
	// A twin submit may have booked the cart's room first: that is this order, not a 427.
	const winner = (await orderWhere(context, eq(orders.idempotencyKey, key))) ?? (await orderWhere(context, eq(orders.cartId, cart.id)))
	if (winner?.idempotencyKey === key) return { status: status('SUCCESS'), order: await orderNode(context, winner) }
	if (winner) return refused('E_DOUBLE_CLICK', 'This cart was already booked')
	if (outcome === ROOMS_GONE) return refused('427', REFUSAL_MESSAGES['427'])
	return refused(UPSTREAM_ERROR_CODES.badRequest, 'Not enough points for this stay', 'points')
}

export const isRollback = (error: unknown) => error instanceof TransactionRollbackError

/** The rooms a priced selection books, each at its nightly share of the stay's price. */
export function reservedRoomRows(confirmationNumber: string, priced: PricedSelection) {
	const nights = priced.items[0]?.product.nightly.length || 1
	return priced.items.map((item) => ({
		confirmationNumber,
		ordinal: item.ordinal,
		roomCode: item.product.room.code,
		ratePlanCode: item.product.ratePlan.code,
		adults: item.adults,
		children: item.children,
		amountPerNight: Math.round(item.product.totalBeforeTaxes.value / nights),
		taxesPerNight: Math.round(item.product.totalTaxes.value / nights),
		pointsPerNight: item.product.pointsPerNight,
	}))
}

export const orderResolvers: Resolvers = {
	Query: {
		order: async (_parent, args: { id: string }, context) => {
			const row = await orderWhere(context, eq(orders.id, args.id))
			return row ? orderNode(context, row) : null
		},
	},
	Mutation: {
		createOrder: (_parent, args: { input: OrderInput }, context) => createOrder(context, args.input),
	},
}
