import { eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { orders, reservations } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { status } from './payload-status.ts'

// Save to my trips (spec 001 §2): a stay booked as a guest joins the trips of the member
// who signs in afterwards. The order id is the proof of having booked it; a stay that is
// already another member's stays theirs.

async function saveReservationToTrips(context: GraphContext, orderId: string) {
	const member = await context.memberId()
	if (!member) return { status: status(UPSTREAM_ERROR_CODES.unauthorized, 'Sign in to save a stay to your trips') }
	const [row] = await context.db
		.select({ confirmationNumber: reservations.confirmationNumber, customerId: reservations.customerId })
		.from(orders)
		.innerJoin(reservations, eq(reservations.confirmationNumber, orders.confirmationNumber))
		.where(eq(orders.id, orderId))
	if (!row) return { status: status(UPSTREAM_ERROR_CODES.notFound, 'No such order', 'orderId') }
	if (row.customerId === member) return { status: status('SUCCESS') }
	if (row.customerId !== null) return { status: status(UPSTREAM_ERROR_CODES.conflict, 'This stay is in another member’s trips') }
	await context.db.update(reservations).set({ customerId: member }).where(eq(reservations.confirmationNumber, row.confirmationNumber))
	return { status: status('SUCCESS') }
}

export const saveToTripsResolvers: Resolvers = {
	Mutation: {
		saveReservationToTrips: (_parent, args: { orderId: string }, context) => saveReservationToTrips(context, args.orderId),
	},
}
