import { Router, type Response } from 'express'
import { z } from 'zod'
import { REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { handle, parseBody } from './respond.ts'
import { cookieOf, sessionTokenOf, type Session, type SessionStore } from './session-store.ts'

/** The cookie the session-data call may carry beside sessionID (spec 000 §7). */
const USER_ID_COOKIE = 'UserIdToken'
const REMEMBERED_KEYS = ['rememberedUser', 'rememberToken', 'userIdToken']

/**
 * A remembered member is answered only to the browser that was given their UserIdToken:
 * a read that sends another one (a session id used from elsewhere) gets the session
 * without the remembered member. A read that sends none is answered in full, as callers
 * that predate the cookie (and the app's own renewals) expect.
 */
function withUserIdChecked(session: Session, sent: string | null): Session {
	const kept = session.data.userIdToken
	if (sent === null || typeof kept !== 'string' || sent === kept) return session
	return { ...session, data: Object.fromEntries(Object.entries(session.data).filter(([key]) => !REMEMBERED_KEYS.includes(key))) }
}

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
			res.json(sessionBody(withUserIdChecked(session, cookieOf(req, USER_ID_COOKIE))))
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
