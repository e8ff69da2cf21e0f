import { desc, eq } from 'drizzle-orm'
import { Router } from 'express'
import { outbox } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'

// The sandbox sends no e-mail and no text: what it would send waits in the outbox table.
// This is how a person (README "Booking with the sandbox") or a test reads it. The real
// platform has no such endpoint; it is the sandbox's own.

export const OUTBOX_PATH = '/sandbox/outbox'

export function outboxRouter(deps: SandboxDeps) {
	const router = Router()
	router.get(OUTBOX_PATH, async (req, res, next) => {
		try {
			const recipient = typeof req.query.recipient === 'string' ? req.query.recipient.trim() : ''
			if (!recipient) {
				res.status(400).json({ code: 'BAD_REQUEST', message: 'recipient is required' })
				return
			}
			const rows = await deps.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(50)
			res.json({ messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) })
		} catch (error) {
			next(error)
		}
	})
	return router
}
