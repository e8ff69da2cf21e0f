import { z } from 'zod'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { SessionSchema, type Session, type SessionChanges } from '@meridian/upstream-contract/session.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { callService } from './service.server.ts'

// The session service: the visitor's state lives on the platform, keyed by the session
// id in ctx.sessionToken (sent as the sessionID cookie). An unknown or idle session
// answers SessionExpired.

/** Starts a session; its sessionToken is what the app keeps in its own cookie. */
export async function createSession(data: SessionChanges, ctx: UpstreamContext, options?: CallOptions): Promise<Session> {
	const answer = await callService({ name: 'session.create', method: 'POST', path: REST_PATHS.session, body: { data }, result: SessionSchema }, ctx, options)
	return answer.body
}

/** The session-data call: cookies sessionID and, for a remembered member's browser, UserIdToken (spec 000 §7). */
export async function readSession(ctx: UpstreamContext, options?: CallOptions): Promise<Session> {
	const answer = await callService(
		{ name: 'session.read', method: 'GET', path: REST_PATHS.session, sessionCookie: true, userIdCookie: true, result: SessionSchema },
		ctx,
		options,
	)
	return answer.body
}

/** Merges the changes into the session (a key set to null is removed) and answers the result. */
export async function updateSession(changes: SessionChanges, ctx: UpstreamContext, options?: CallOptions): Promise<Session> {
	const answer = await callService(
		{
			name: 'session.update',
			method: 'PATCH',
			path: REST_PATHS.session,
			sessionCookie: true,
			body: { data: changes },
			result: SessionSchema,
		},
		ctx,
		options,
	)
	return answer.body
}

export async function deleteSession(ctx: UpstreamContext, options?: CallOptions): Promise<void> {
	await callService({ name: 'session.delete', method: 'DELETE', path: REST_PATHS.session, sessionCookie: true, result: z.undefined() }, ctx, options)
}
