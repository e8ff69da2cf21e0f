import { randomUUID } from 'node:crypto'
import { Router } from 'express'
import { z } from 'zod'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { customerIdForToken } from '../../auth/tokens.ts'
import { dataLayerEvents, type SessionData } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { findCustomer } from './members.ts'
import { handle, parseBody } from './respond.ts'
import type { SessionStore } from './session-store.ts'

const Text = z.string().max(2048)
const Value = z.union([Text, z.number(), z.boolean()])
// The context keys that are about the page, never about the person. Anything else the
// app sends (names, e-mails, member numbers) is dropped before it is stored or echoed.
const ContextSchema = z
	.object({
		marshaCode: Text.optional(),
		localeKey: Text,
		siteName: Text,
		pageURI: Text,
		event: Text.optional(),
		pageType: Value.optional(),
		errorCode: Value.optional(),
	})
	.strip()
const DataLayerSchema = z.object({ sessionToken: z.string().max(200).optional(), context: ContextSchema })
type PageContext = z.infer<typeof ContextSchema>

/** The page address without query or fragment, which may carry e-mails or tokens. */
const pathOnly = (uri: string) => uri.split(/[?#]/)[0] ?? ''

function storedContext(context: PageContext): Record<string, string> {
	const kept: Record<string, string> = {}
	for (const [key, value] of Object.entries(context)) if (value !== undefined) kept[key] = String(value)
	kept.pageURI = pathOnly(context.pageURI)
	return kept
}

// The data layer: analytics properties for the page, and a record of its events.
export function dataLayerRouter({ db, now, sessions }: SandboxDeps & { sessions: SessionStore }): Router {
	const router = Router()

	/** Whether a session's member is signed in or remembered, and their tier; nothing more. */
	async function memberProperties(sessionToken: string | undefined) {
		const session = sessionToken ? await sessions.read(sessionToken) : null
		if (!session) return [{ key: 'member_state', value: 'unauthenticated' }]
		const data: SessionData = session.data
		const at = now()
		const signedIn = data.authenticated === true && typeof data.accessToken === 'string' ? await customerIdForToken(db, data.accessToken, 'access', at) : null
		const remembered =
			!signedIn && data.rememberedUser === true && typeof data.rememberToken === 'string'
				? await customerIdForToken(db, data.rememberToken, 'remember-me', at)
				: null
		const customerId = signedIn ?? remembered
		const customer = customerId ? await findCustomer(db, customerId) : null
		if (!customer) return [{ key: 'member_state', value: 'unauthenticated' }]
		return [
			{ key: 'member_state', value: signedIn ? 'authenticated' : 'remembered' },
			{ key: 'member_tier', value: customer.tier },
		]
	}

	router.post(
		REST_PATHS.dataLayer,
		handle(async (req, res) => {
			const body = parseBody(DataLayerSchema, req, res)
			if (!body) return
			const { context } = body
			await db.insert(dataLayerEvents).values({ id: randomUUID(), event: context.event ?? null, context: storedContext(context), recordedAt: now() })
			const pageProperties = [
				{ key: 'page_uri', value: pathOnly(context.pageURI) },
				{ key: 'locale', value: context.localeKey },
				{ key: 'site_name', value: context.siteName },
				...(context.marshaCode ? [{ key: 'property_code', value: context.marshaCode }] : []),
				...(context.pageType !== undefined ? [{ key: 'page_type', value: String(context.pageType) }] : []),
				...(context.event ? [{ key: 'event', value: context.event }] : []),
			]
			res.json({
				component: { data: { dataProperties: [...pageProperties, ...(await memberProperties(body.sessionToken))], mvpOfferList: [] } },
			})
		}),
	)

	return router
}
