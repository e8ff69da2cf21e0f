import { randomUUID } from 'node:crypto'
import { Router } from 'express'
import { z } from 'zod'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { logMessages } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { handle, parseBody } from './respond.ts'

// A `source|code|component|detail` line from the app.
const LogSchema = z.object({ message: z.string().min(1).max(2000) })

// The logger: keeps the app's failure lines where a test or a person can read them.
export function loggerRouter({ db, now }: SandboxDeps): Router {
	const router = Router()
	router.post(
		REST_PATHS.logger,
		handle(async (req, res) => {
			const body = parseBody(LogSchema, req, res)
			if (!body) return
			await db.insert(logMessages).values({ id: randomUUID(), message: body.message, loggedAt: now() })
			res.status(204).end()
		}),
	)
	return router
}
