import { and, asc, eq } from 'drizzle-orm'
import { ratePlans, roomFeatureCodes, roomFeatures, roomRates, rooms } from '../../../db/schema/index.ts'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { moneyIn } from './money.ts'
import { loadProperty } from './property.ts'

export type RoomNode = Awaited<ReturnType<typeof roomsOfProperty>>[number]
export type RatePlanNode = typeof ratePlans.$inferSelect

export function roomsOfProperty(context: GraphContext, propertyId: string) {
	return fromCatalogue(context.db, `rooms:${propertyId}`, async () => {
		const roomRows = await context.db.select().from(rooms).where(eq(rooms.propertyId, propertyId)).orderBy(asc(rooms.position))
		const featureRows = await context.db
			.select({
				roomCode: roomFeatures.roomCode,
				code: roomFeatureCodes.code,
				description: roomFeatureCodes.description,
				categories: roomFeatureCodes.categories,
			})
			.from(roomFeatures)
			.innerJoin(roomFeatureCodes, eq(roomFeatureCodes.code, roomFeatures.featureCode))
			.where(eq(roomFeatures.propertyId, propertyId))
			.orderBy(asc(roomFeatures.featureCode))
		return roomRows.map((room) => ({
			propertyId: room.propertyId,
			code: room.code,
			name: room.name,
			description: room.description,
			bedType: room.bedType,
			maxOccupancy: room.maxOccupancy,
			isSleepingRoom: room.isSleepingRoom,
			features: featureRows.filter((feature) => feature.roomCode === room.code).map(({ code, description, categories }) => ({ code, description, categories })),
		}))
	})
}

export function ratePlansOfProperty(context: GraphContext, propertyId: string): Promise<RatePlanNode[]> {
	return fromCatalogue(context.db, `rate-plans:${propertyId}`, () =>
		context.db.select().from(ratePlans).where(eq(ratePlans.propertyId, propertyId)).orderBy(asc(ratePlans.position)),
	)
}

const sameCode = (given: string | null | undefined, code: string) => given?.trim().toUpperCase() === code.toUpperCase()

/** The plans a guest may see: a corporate or group plan needs its own code (as a booker types it). */
export async function ratesOfProperty(
	context: GraphContext,
	propertyId: string,
	filter: { tab?: string | null; corporateCode?: string | null; groupCode?: string | null },
): Promise<RatePlanNode[]> {
	const plans = await ratePlansOfProperty(context, propertyId)
	return plans.filter(
		(plan) =>
			(!filter.tab || plan.tab === filter.tab) &&
			(plan.corporateCode === null || sameCode(filter.corporateCode, plan.corporateCode)) &&
			(plan.groupCode === null || sameCode(filter.groupCode, plan.groupCode)),
	)
}

async function roomRatesOf(context: GraphContext, plan: RatePlanNode) {
	const [property, roomNodes, prices] = await Promise.all([
		loadProperty(context, plan.propertyId),
		roomsOfProperty(context, plan.propertyId),
		context.db
			.select()
			.from(roomRates)
			.where(and(eq(roomRates.propertyId, plan.propertyId), eq(roomRates.ratePlanCode, plan.code))),
	])
	if (!property) return []
	const rated = roomNodes.flatMap((room) => {
		const price = prices.find((p) => p.roomCode === room.code)
		return price ? [{ room, price }] : []
	})
	return Promise.all(
		rated.map(async ({ room, price }) => ({
			room,
			nightlyRate: await moneyIn(context, property.currency, price.amountPerNight),
			taxesPerNight: await moneyIn(context, property.currency, price.taxesPerNight),
			pointsPerNight: price.pointsPerNight,
		})),
	)
}

export const roomsAndRatesResolvers: Resolvers = {
	RatePlan: {
		roomRates: (parent: RatePlanNode, _args, context) => roomRatesOf(context, parent),
	},
}
