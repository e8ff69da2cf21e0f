import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { carts, customers, orders, outbox, reservationRooms, reservations } from '../../../db/schema/index.ts'
import { hotelToday, nightsBetween } from '../../../db/seed/catalogue/demo-dates.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { cartExpired, isRefusal, loadLiveCart, priceSelection, REFUSAL_MESSAGES, requireCartHolder, selectionOf } from './cart-node.ts'
import { isRollback, pointsOf, reservedRoomRows } from './orders.ts'
import { status } from './payload-status.ts'
import { loadProperty } from './property.ts'
import { plainName, reservationNode } from './reservations.ts'
import { ROOMS_GONE, roomsStillFree, takeOf } from './room-take.ts'

// Update reservation changes (spec 001 §7 updateReservationChanges): a change cart (made
// with modifiesConfirmationNumber from the modify rate list) replaces the reservation's
// dates, rooms and rate, for the holder of the confirmation number and the surname. The
// caller sends the revision numbers it read; a newer one is CONFLICT, so a change made
// elsewhere meanwhile is never overwritten, and everything is one transaction, so nothing
// is half-applied. The answer is the newer order, its revision numbers refreshed; the same
// cart sent again (a double submit) is answered with it as done.

type ChangeInput = {
	cartId: string
	confirmationNumber: string
	surname: string
	reservationRevisionNumber: number
	orderRevisionNumber?: number | null
	prepayConsent?: boolean | null
}
type ReservationRow = typeof reservations.$inferSelect

const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), order: null })
const stale = () => refused(UPSTREAM_ERROR_CODES.conflict, 'The reservation changed since it was read', 'reservationRevisionNumber')

async function orderOf(context: GraphContext, confirmationNumber: string) {
	const [order] = await context.db.select().from(orders).where(eq(orders.confirmationNumber, confirmationNumber))
	return order ?? null
}

/** The order after the change: a reservation booked without one (the seeded, as by telephone) has no order revision. */
async function changedOrder(context: GraphContext, row: ReservationRow) {
	const reservation = await reservationNode(context, row)
	return {
		orderRevisionNumber: reservation.orderRevisionNumber,
		items: [{ basicInformation: { confirmationNumber: row.confirmationNumber }, reservationRevisionNumber: row.revisionNumber, reservation }],
	}
}

const success = async (context: GraphContext, row: ReservationRow) => ({ status: status('SUCCESS'), order: await changedOrder(context, row) })

async function updateReservationChanges(context: GraphContext, input: ChangeInput) {
	const number = input.confirmationNumber.trim()
	const [row] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
	if (!row || plainName(row.guestSurname) !== plainName(input.surname)) return refused('reservation.not.found', 'Reservation not found')
	const live = await loadLiveCart(context, input.cartId)
	if (!live) {
		if (row.lastChangeCartId === input.cartId) return success(context, row)
		throw cartExpired()
	}
	const { row: cart, items } = live
	if (cart.modifiesConfirmationNumber !== number) return refused(UPSTREAM_ERROR_CODES.badRequest, 'This cart changes another reservation', 'cartId')
	if (cart.propertyId !== row.propertyId) return refused('E_MOD_DISALLOW', 'A change cannot move the stay to another hotel', 'propertyId')
	if (row.status !== 'CONFIRMED') return refused('E_MOD_DISALLOW', 'A cancelled reservation cannot be changed')
	const property = await loadProperty(context, row.propertyId)
	if (!property) throw new Error(`Reservation ${number} names no property`)
	if (row.checkInDate <= hotelToday(context.now, property.timeZone)) return refused('E_MOD_DISALLOW', 'A stay that has begun is changed at the hotel')
	const order = await orderOf(context, number)
	if (row.revisionNumber !== input.reservationRevisionNumber || (order?.orderRevisionNumber ?? null) !== (input.orderRevisionNumber ?? null)) return stale()

	await requireCartHolder(context, cart, items)
	const priced = await priceSelection(context, selectionOf(cart, items), { booking: { changes: number } })
	if (isRefusal(priced)) return refused(priced.code, priced.message)
	const booked = await context.db
		.select()
		.from(reservationRooms)
		.where(and(eq(reservationRooms.confirmationNumber, number), isNull(reservationRooms.cancelledAt)))
	// Points pay for points and the card on file for cash: a change keeps how the stay is paid.
	const paidWithPoints = booked.some((room) => room.pointsPerNight !== null)
	if (paidWithPoints !== priced.isRedemption) {
		return refused(UPSTREAM_ERROR_CODES.badRequest, 'A stay keeps its way of paying: points for points, card for card', 'ratePlanCode')
	}
	if (priced.isRedemption && cart.customerId !== row.customerId)
		return refused(UPSTREAM_ERROR_CODES.unauthorized, 'Only the member who booked with points changes it')
	const plan = priced.items[0]?.product.ratePlan
	if (plan?.isPrepay && !input.prepayConsent) return refused(UPSTREAM_ERROR_CODES.badRequest, 'A prepaid rate needs the guest’s consent', 'prepayConsent')
	const nightsBefore = nightsBetween(row.checkInDate, row.checkOutDate)
	const pointsBefore = booked.reduce((total, room) => total + (room.pointsPerNight ?? 0) * nightsBefore, 0)
	const pointsOwed = priced.isRedemption ? pointsOf(priced) - pointsBefore : 0

	const applied = await context.db
		.transaction(async (tx) => {
			// The stay gives back its rooms and takes the new ones in this one step.
			if (!(await roomsStillFree(tx, takeOf(cart, priced, number)))) return ROOMS_GONE
			const [changed] = await tx
				.update(reservations)
				.set({
					checkInDate: cart.checkInDate,
					checkOutDate: cart.checkOutDate,
					revisionNumber: sql`${reservations.revisionNumber} + 1`,
					lastChangeCartId: cart.id,
					guaranteeType: plan?.guaranteeType ?? row.guaranteeType,
					depositType: plan?.depositType ?? null,
					prepayConsentedAt: plan?.isPrepay ? context.now : row.prepayConsentedAt,
				})
				.where(and(eq(reservations.confirmationNumber, number), eq(reservations.revisionNumber, input.reservationRevisionNumber)))
				.returning()
			// Another change (or its twin) got here first: this one applies nothing.
			if (!changed) return tx.rollback()
			await tx.delete(reservationRooms).where(eq(reservationRooms.confirmationNumber, number))
			await tx.insert(reservationRooms).values(reservedRoomRows(number, priced))
			if (order)
				await tx
					.update(orders)
					.set({ orderRevisionNumber: sql`${orders.orderRevisionNumber} + 1` })
					.where(eq(orders.id, order.id))
			if (pointsOwed !== 0) {
				const [paid] = await tx
					.update(customers)
					.set({ pointBalance: sql`${customers.pointBalance} - ${pointsOwed}` })
					.where(and(eq(customers.id, row.customerId ?? ''), gte(customers.pointBalance, Math.max(pointsOwed, 0))))
					.returning({ id: customers.id })
				if (!paid) return tx.rollback()
			}
			await tx.delete(carts).where(eq(carts.id, cart.id))
			await tx.insert(outbox).values({
				channel: 'email',
				recipient: row.guestEmail,
				subject: `Your reservation at ${property.basicInformation.name} has changed`,
				body: [
					`Dear ${row.guestGivenName} ${row.guestSurname},`,
					`Your reservation ${number} at ${property.basicInformation.name} has changed.`,
					`Check-in: ${cart.checkInDate}. Check-out: ${cart.checkOutDate}.`,
				].join('\n'),
				confirmationNumber: number,
			})
			return changed
		})
		.catch((error: unknown) => {
			if (isRollback(error)) return null
			throw error
		})
	if (applied && applied !== ROOMS_GONE) return success(context, applied)
	const [now] = await context.db.select().from(reservations).where(eq(reservations.confirmationNumber, number))
	if (now?.lastChangeCartId === cart.id) return success(context, now)
	if (now?.revisionNumber !== input.reservationRevisionNumber) return stale()
	if (applied === ROOMS_GONE) return refused('427', REFUSAL_MESSAGES['427'])
	return refused(UPSTREAM_ERROR_CODES.badRequest, 'Not enough points for this stay', 'points')
}

export const modifyReservationResolvers: Resolvers = {
	Mutation: {
		updateReservationChanges: (_parent, args: { input: ChangeInput }, context) => updateReservationChanges(context, args.input),
	},
}
