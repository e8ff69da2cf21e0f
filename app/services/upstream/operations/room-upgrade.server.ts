import { z } from 'zod'
import { MoneySchema } from '@meridian/upstream-contract/booking.ts'
import { OrderReservationSchema, type OrderReservation } from '@meridian/upstream-contract/order.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'
import { MONEY, STATUS } from './booking-selections.server.ts'
import { ORDER_RESERVATION, refusalOf, StatusListSchema, SUCCESS, type Outcome } from './order.server.ts'

// Room upgrades (spec 001 §7 room upgrade data): the dearer rooms a found reservation may
// move to, and accepting one.

const RoomUpgradeOfferSchema = z.object({
	roomOrdinal: z.number().int(),
	fromRoomCode: z.string(),
	room: z.object({ code: z.string(), name: z.string() }),
	extraPerNight: MoneySchema,
	extraTotal: MoneySchema,
})
export type RoomUpgradeOffer = z.infer<typeof RoomUpgradeOfferSchema>

export const PhoenixBookRoomUpgradeData = defineOperation(
	`query PhoenixBookRoomUpgradeData($confirmationNumber: String!, $surname: String!) { roomUpgradeOffers(confirmationNumber: $confirmationNumber, surname: $surname) { roomOrdinal fromRoomCode room { code name } extraPerNight { ${MONEY} } extraTotal { ${MONEY} } } }`,
	z.object({ roomUpgradeOffers: z.array(RoomUpgradeOfferSchema) }),
)

export const PhoenixBookAcceptRoomUpgrade = defineOperation(
	`mutation PhoenixBookAcceptRoomUpgrade($input: AcceptRoomUpgradeInput!) { acceptRoomUpgrade(input: $input) { ${STATUS} reservation { ${ORDER_RESERVATION} } } }`,
	z.object({ acceptRoomUpgrade: z.object({ status: StatusListSchema, reservation: OrderReservationSchema.nullable() }) }),
)

/** The upgrades on offer, each for one room; none for a stay that takes none. */
export async function roomUpgradeOffers(confirmationNumber: string, surname: string, ctx: UpstreamContext, options?: CallOptions): Promise<RoomUpgradeOffer[]> {
	const { roomUpgradeOffers: offers } = await runOperation(PhoenixBookRoomUpgradeData, { confirmationNumber, surname }, ctx, options)
	return offers
}

/** Moves a room to an offered type. Refusals: 'E_MOD_DISALLOW', '427' (gone meanwhile), 'BAD_REQUEST', 'reservation.not.found'. */
export async function acceptRoomUpgrade(
	input: { confirmationNumber: string; surname: string; roomOrdinal: number; roomCode: string },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ reservation: OrderReservation }>> {
	const { acceptRoomUpgrade: payload } = await runOperation(PhoenixBookAcceptRoomUpgrade, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.reservation) return { ok: true, reservation: payload.reservation }
	return refusalOf(PhoenixBookAcceptRoomUpgrade, status, ctx)
}
