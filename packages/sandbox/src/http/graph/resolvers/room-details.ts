import { and, asc, eq } from 'drizzle-orm'
import { rateRules, roomAttributes, roomImages } from '../../../db/schema/index.ts'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import type { PropertyNode } from './property.ts'
import { ratePlansOfProperty, roomsOfProperty, type RatePlanNode, type RoomNode } from './rooms-and-rates.ts'

// Room details (features, images, ERS attributes) and rate details (rule descriptions),
// looked up per hotel once per request whichever room or plan asks first.

const sameCode = (given: string, code: string) => given.trim().toUpperCase() === code.toUpperCase()

function imagesOf(context: GraphContext, propertyId: string) {
	return fromCatalogue(context.db, `room-images:${propertyId}`, () =>
		context.db.select().from(roomImages).where(eq(roomImages.propertyId, propertyId)).orderBy(asc(roomImages.position)),
	)
}

function attributesOf(context: GraphContext, propertyId: string) {
	return fromCatalogue(context.db, `room-attributes:${propertyId}`, () =>
		context.db.select().from(roomAttributes).where(eq(roomAttributes.propertyId, propertyId)).orderBy(asc(roomAttributes.position)),
	)
}

function rulesOf(context: GraphContext, propertyId: string, ratePlanCode: string) {
	return fromCatalogue(context.db, `rate-rules:${propertyId}:${ratePlanCode}`, () =>
		context.db
			.select()
			.from(rateRules)
			.where(and(eq(rateRules.propertyId, propertyId), eq(rateRules.ratePlanCode, ratePlanCode)))
			.orderBy(asc(rateRules.position)),
	)
}

/** English rules, and the same rules in the request's language when every one is translated. */
async function ruleDescriptions(context: GraphContext, plan: RatePlanNode) {
	const rules = await rulesOf(context, plan.propertyId, plan.code)
	const translated = context.language === 'en' ? [] : rules.map((rule) => rule.localizedDescriptions[context.language])
	const complete = translated.length > 0 && translated.every((text) => typeof text === 'string' && text.length > 0)
	return {
		descriptions: rules.map((rule) => rule.description),
		localizedDescriptions: complete ? translated.map((text) => ({ translatedText: text as string })) : [],
	}
}

export const roomDetailsResolvers: Resolvers = {
	Property: {
		room: async (parent: PropertyNode, args: { code: string }, context) =>
			(await roomsOfProperty(context, parent.id)).find((room) => sameCode(args.code, room.code)) ?? null,
		ratePlan: async (parent: PropertyNode, args: { code: string }, context) =>
			(await ratePlansOfProperty(context, parent.id)).find((plan) => sameCode(args.code, plan.code)) ?? null,
	},
	Room: {
		images: async (parent: RoomNode, _args, context) =>
			(await imagesOf(context, parent.propertyId)).filter((image) => image.roomCode === parent.code).map(({ url, caption }) => ({ url, caption })),
		attributes: async (parent: RoomNode, _args, context) =>
			(await attributesOf(context, parent.propertyId))
				.filter((attribute) => attribute.roomCode === parent.code)
				.map((attribute) => ({ category: { code: attribute.categoryCode, description: attribute.categoryDescription } })),
	},
	RatePlan: {
		rules: (parent: RatePlanNode, _args, context) => ruleDescriptions(context, parent),
		isRedemption: (parent: RatePlanNode) => parent.tab === 'REDEMPTION',
	},
}
