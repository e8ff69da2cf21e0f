import { and, asc, inArray, sql } from 'drizzle-orm'
import type { RequestHandler } from 'express'
import { z } from 'zod'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import type { SandboxDeps } from '../../deps.ts'
import { contentItems } from '../../db/schema/index.ts'

const DEFAULT_LOCALE = 'en-us'
const DEFAULT_LIMIT = 5 // spec 000 §9: tagged search limit 5
const MAX_LIMIT = 50

const SearchBody = z.object({
	includeLink: z.boolean().optional(),
	locales: z.array(z.string()).default([]),
	navIds: z.array(z.unknown()).optional(),
	taxonomies: z.array(z.string()).default([]),
	types: z.array(z.string()).optional(),
})

const Limit = z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT)

const localeKey = (locale: string) => locale.trim().replace('_', '-').toLowerCase()

// Taxonomies are built from the property code's first letter and the code (spec 000 §7),
// in whatever notation ('N/NYCMC', 'hotels:n:nycmc'); every word of them is tried as a
// property code, and a lone letter matches none.
const propertyCodesIn = (taxonomies: string[]) => [
	...new Set(taxonomies.flatMap((taxonomy) => taxonomy.toUpperCase().split(/[^A-Z0-9]+/)).filter((word) => word.length > 1)),
]

/**
 * `POST /cts/v1/queries/index?limit=5&defaultLocale=true`: tagged images of the hotels the
 * taxonomies name, in the asked locale, else (defaultLocale=true) in en-US; at most `limit`.
 * Types are not filtered: the sandbox holds images only.
 */
export function contentSearchEndpoint(deps: SandboxDeps): RequestHandler {
	return async (req, res, next) => {
		try {
			const body = SearchBody.safeParse(req.body)
			const limit = Limit.safeParse(req.query.limit)
			if (!body.success || !limit.success) {
				res.status(400).json({ code: UPSTREAM_ERROR_CODES.badRequest, message: 'bad request' })
				return
			}
			const codes = propertyCodesIn(body.data.taxonomies)
			const inLocale = async (locale: string) =>
				codes.length === 0
					? []
					: deps.db
							.select()
							.from(contentItems)
							.where(and(inArray(contentItems.propertyId, codes), sql`lower(replace(${contentItems.locale}, '_', '-')) = ${locale}`))
							.orderBy(asc(contentItems.propertyId), asc(contentItems.position))
							.limit(limit.data)
			const asked = localeKey(body.data.locales[0] ?? DEFAULT_LOCALE)
			let items = await inLocale(asked)
			if (items.length === 0 && req.query.defaultLocale === 'true' && asked !== DEFAULT_LOCALE) items = await inLocale(DEFAULT_LOCALE)
			res.json({
				items: items.map((item) => ({
					name: item.name,
					imageUrl: item.imageUrl,
					...(body.data.includeLink && item.link ? { link: item.link } : {}),
				})),
			})
		} catch (error) {
			next(error)
		}
	}
}
