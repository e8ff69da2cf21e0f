import { and, asc, eq, gte, inArray } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { promotionRegistrations, promotions } from '../../../db/schema/index.ts'
import { requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { status } from './payload-status.ts'

// Promotions (spec 000 /promotion): a member registers, then stays between the start and
// end dates. Registration is open until the end date (UTC today), before the start too;
// after it, E_PROMOTION_CLOSED.

type PromotionRow = typeof promotions.$inferSelect
type RegisterInput = { customerId: string; promotionCode: string }

const PROMOTION_CLOSED = 'E_PROMOTION_CLOSED'

const utcToday = (now: Date) => now.toISOString().slice(0, 10)

const promotionNode = (row: PromotionRow, registered: boolean) => ({
	code: row.code,
	title: row.title,
	description: row.description,
	startDate: row.startDate,
	endDate: row.endDate,
	registered,
})

/** Open ones by start date, or the one named by code (open or not); `registered` for the bearer token's member. */
async function listPromotions(context: GraphContext, code: string | null | undefined) {
	const rows = await context.db
		.select()
		.from(promotions)
		.where(code != null ? eq(promotions.code, code.trim().toUpperCase()) : gte(promotions.endDate, utcToday(context.now)))
		.orderBy(asc(promotions.startDate), asc(promotions.code))
	const requester = rows.length > 0 ? await context.memberId() : null
	const registered = requester
		? await context.db
				.select({ code: promotionRegistrations.promotionCode })
				.from(promotionRegistrations)
				.where(
					and(
						eq(promotionRegistrations.customerId, requester),
						inArray(
							promotionRegistrations.promotionCode,
							rows.map((row) => row.code),
						),
					),
				)
		: []
	const codes = new Set(registered.map((row) => row.code))
	return rows.map((row) => promotionNode(row, codes.has(row.code)))
}

async function registerForPromotion(context: GraphContext, input: RegisterInput) {
	await requireCustomer(context, input.customerId)
	const [promotion] = await context.db.select().from(promotions).where(eq(promotions.code, input.promotionCode.trim().toUpperCase()))
	if (!promotion) return { status: status(UPSTREAM_ERROR_CODES.notFound, 'No such promotion', 'promotionCode'), promotion: null }
	const [already] = await context.db
		.select({ code: promotionRegistrations.promotionCode })
		.from(promotionRegistrations)
		.where(and(eq(promotionRegistrations.customerId, input.customerId), eq(promotionRegistrations.promotionCode, promotion.code)))
	// Registered already is SUCCESS, even once the promotion is over.
	if (!already && promotion.endDate < utcToday(context.now)) {
		return { status: status(PROMOTION_CLOSED, `Registration closed on ${promotion.endDate}`, 'promotionCode'), promotion: promotionNode(promotion, false) }
	}
	await context.db
		.insert(promotionRegistrations)
		.values({ customerId: input.customerId, promotionCode: promotion.code, registeredAt: context.now })
		.onConflictDoNothing()
	return { status: status('SUCCESS'), promotion: promotionNode(promotion, true) }
}

export const promotionResolvers: Resolvers = {
	Query: {
		promotions: (_parent, args: { code?: string | null }, context) => listPromotions(context, args.code),
	},
	Mutation: {
		registerForPromotion: (_parent, args: { input: RegisterInput }, context) => registerForPromotion(context, args.input),
	},
}
