import { and, asc, eq, isNull, or } from 'drizzle-orm'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import { contentMessages, heroBanners, propertyAlerts, recommendedProducts } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'

// The page components of spec 001 §2 as the data graph serves them (§7 hero banner,
// alerts, messages, recommended product by preference). Authored in English and some
// Spanish: a language with no rows of its own gets the English ones.

const FALLBACK_LANGUAGE = 'en'
const SEVERITY_ORDER = { critical: 0, warning: 1, info: 2 } as const

/** The rows in the request's language, or the English ones when it has none. */
async function inLanguage<Row>(context: GraphContext, load: (language: string) => Promise<Row[]>): Promise<Row[]> {
	const own = await load(context.language)
	return own.length > 0 || context.language === FALLBACK_LANGUAGE ? own : load(FALLBACK_LANGUAGE)
}

const code = (id: string) => id.trim().toUpperCase()

export const pageComponentResolvers: Resolvers = {
	Query: {
		heroBanner: async (_parent, args: { propertyId: string }, context) => {
			const rows = await inLanguage(context, (language) =>
				fromCatalogue(context.db, `hero-banner:${code(args.propertyId)}:${language}`, () =>
					context.db
						.select()
						.from(heroBanners)
						.where(and(eq(heroBanners.propertyId, code(args.propertyId)), eq(heroBanners.language, language))),
				),
			)
			return rows[0]?.card ?? null
		},
		// Current on the platform's today (the injectable clock), most severe first, then as authored.
		alerts: async (_parent, args: { propertyId: string }, context) => {
			const today = context.now.toISOString().slice(0, 10)
			const rows = await inLanguage(context, (language) =>
				fromCatalogue(context.db, `alerts:${code(args.propertyId)}:${language}`, () =>
					context.db
						.select()
						.from(propertyAlerts)
						.where(and(eq(propertyAlerts.propertyId, code(args.propertyId)), eq(propertyAlerts.language, language)))
						.orderBy(asc(propertyAlerts.position)),
				),
			)
			return rows
				.filter((row) => row.startDate <= today && today <= row.endDate)
				.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.position - b.position)
		},
		// The hotel's own messages for the placement first, then those authored for every hotel.
		messages: async (_parent, args: { placement: string; propertyId?: string | null }, context) => {
			const propertyId = args.propertyId ? code(args.propertyId) : null
			const rows = await inLanguage(context, (language) =>
				fromCatalogue(context.db, `messages:${args.placement}:${propertyId ?? ''}:${language}`, () =>
					context.db
						.select()
						.from(contentMessages)
						.where(
							and(
								eq(contentMessages.placement, args.placement),
								eq(contentMessages.language, language),
								propertyId ? or(eq(contentMessages.propertyId, propertyId), isNull(contentMessages.propertyId)) : isNull(contentMessages.propertyId),
							),
						)
						.orderBy(asc(contentMessages.position)),
				),
			)
			return [...rows.filter((row) => row.propertyId !== null), ...rows.filter((row) => row.propertyId === null)]
		},
		recommendedProduct: async (_parent, args: { propertyId: string; preference: string }, context) => {
			const preference = args.preference.trim().toUpperCase()
			const rows = await inLanguage(context, (language) =>
				context.db
					.select()
					.from(recommendedProducts)
					.where(
						and(
							eq(recommendedProducts.propertyId, code(args.propertyId)),
							eq(recommendedProducts.preference, preference),
							eq(recommendedProducts.language, language),
						),
					),
			)
			return rows[0] ?? null
		},
	},
}
