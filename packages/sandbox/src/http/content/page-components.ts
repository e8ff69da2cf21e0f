import { and, eq, inArray } from 'drizzle-orm'
import { Router } from 'express'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { TargetRequestSchema } from '@meridian/upstream-contract/page-components.ts'
import { fromCatalogue } from '../../db/catalogue-reads.ts'
import { properties, propertyInterest, targetOffers } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { handle, parseBody } from '../accounts/respond.ts'

// Two REST services behind page components (spec 001 §7): property details for social
// proof (GET by property id) and Target's delivery of personalised content (an mbox with
// parameters, ids and context). Shapes are ours (docs/upstream-contract.md).

const PROPERTY_ID = /^[A-Za-z0-9]{1,10}$/

export function pageComponentsRouter({ db }: SandboxDeps): Router {
	const router = Router()
	// A hotel nobody has looked at is zeros; a hotel the platform does not have is a 404.
	router.get(
		`${REST_PATHS.propertyDetails}/:propertyId`,
		handle(async (req, res) => {
			const propertyId = String(req.params.propertyId ?? '').toUpperCase()
			if (!PROPERTY_ID.test(propertyId)) {
				res.status(400).json({ code: 'BAD_REQUEST', message: 'propertyId: letters and digits, at most 10' })
				return
			}
			const [hotel] = await fromCatalogue(db, `property-exists:${propertyId}`, () =>
				db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)),
			)
			if (!hotel) {
				res.status(404).json({ code: 'NOT_FOUND', message: 'No such hotel' })
				return
			}
			const [interest] = await db.select().from(propertyInterest).where(eq(propertyInterest.propertyId, propertyId))
			res.json({ propertyId, viewersNow: interest?.viewersNow ?? 0, bookedToday: interest?.bookedToday ?? 0 })
		}),
	)
	// The offer for the most specific match: this hotel before any hotel, the visitor's
	// audience (a customer id makes a member) before "any"; in the context's language, else English.
	router.post(
		REST_PATHS.targetDelivery,
		handle(async (req, res) => {
			const body = parseBody(TargetRequestSchema, req, res)
			if (!body) return
			const propertyId = (body.mbox.parameters.propertyCode ?? '').toUpperCase()
			const audience = body.ids.customerId ? 'member' : 'guest'
			const language = body.context.locale.split(/[-_]/)[0]?.toLowerCase() ?? 'en'
			// Offers never change while the sandbox runs: each read is made once.
			const rows = await fromCatalogue(db, `target:${body.mbox.name}:${propertyId}:${audience}`, () =>
				db
					.select()
					.from(targetOffers)
					.where(
						and(eq(targetOffers.mbox, body.mbox.name), inArray(targetOffers.propertyId, [propertyId, '']), inArray(targetOffers.audience, [audience, 'any'])),
					),
			)
			const rank = (row: (typeof rows)[number]) =>
				(row.propertyId ? 0 : 4) + (row.audience === 'any' ? 2 : 0) + (row.language === language ? 0 : row.language === 'en' ? 1 : 8)
			const best = rows.filter((row) => row.language === language || row.language === 'en').sort((a, b) => rank(a) - rank(b))[0]
			res.json({ mbox: body.mbox.name, offer: best?.offer ?? null })
		}),
	)
	return router
}
