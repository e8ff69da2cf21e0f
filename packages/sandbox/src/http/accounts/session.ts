import { Router, type Response } from 'express'
import { z } from 'zod'
import { REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { handle, parseBody } from './respond.ts'
import { sessionTokenOf, type Session, type SessionStore } from './session-store.ts'

const SessionDataSchema = z.record(z.string(), z.unknown())
const CreateSessionSchema = z.object({ data: SessionDataSchema.optional() })
const PatchSessionSchema = z.object({ data: SessionDataSchema })

export function sessionExpired(res: Response) {
	res.status(401).json({ code: UPSTREAM_ERROR_CODES.sessionExpired })
}

const sessionBody = (session: Session) => ({
	sessionToken: session.token,
	data: session.data,
	expiresAt: session.expiresAt.toISOString(),
})

// The session service: the app keeps only the token; the data lives here.
export function sessionRouter(store: SessionStore): Router {
	const router = Router()

	router.post(
		REST_PATHS.session,
		handle(async (req, res) => {
			const body = parseBody(CreateSessionSchema, req, res)
			if (!body) return
			res.status(201).json(sessionBody(await store.create(body.data ?? {})))
		}),
	)

	router.get(
		REST_PATHS.session,
		handle(async (req, res) => {
			const token = sessionTokenOf(req)
			const session = token ? await store.read(token) : null
			if (!session) return sessionExpired(res)
			res.json(sessionBody(session))
		}),
	)

	router.patch(
		REST_PATHS.session,
		handle(async (req, res) => {
			const body = parseBody(PatchSessionSchema, req, res)
			if (!body) return
			const token = sessionTokenOf(req)
			const session = token ? await store.update(token, body.data) : null
			if (!session) return sessionExpired(res)
			res.json(sessionBody(session))
		}),
	)

	router.delete(
		REST_PATHS.session,
		handle(async (req, res) => {
			const token = sessionTokenOf(req)
			if (token) await store.remove(token)
			res.status(204).end()
		}),
	)

	return router
}
