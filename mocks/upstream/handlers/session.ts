import { randomUUID } from 'node:crypto'
import { REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { SESSION_COOKIE, type SessionData } from '@meridian/upstream-contract/session.ts'
import { SESSION_IDLE_MS } from '../fixtures/session.ts'
import { mockState } from '../state.ts'
import { json, noContent, route } from './respond.ts'

// The session service: sessions by id, read from the sessionID cookie.

export function sessionIdOf(request: Request): string | undefined {
	const cookies = request.headers.get('cookie') ?? ''
	for (const pair of cookies.split(';')) {
		const [name, ...value] = pair.trim().split('=')
		if (name === SESSION_COOKIE) return value.join('=')
	}
	return undefined
}

export function sessionExpired() {
	return json({ code: UPSTREAM_ERROR_CODES.sessionExpired, message: 'session validation failed or expired' }, 401)
}

function answer(sessionToken: string, data: SessionData, status = 200) {
	return json({ sessionToken, data, expiresAt: new Date(Date.now() + SESSION_IDLE_MS).toISOString() }, status)
}

/** Shallow merge; a key set to null is removed (docs/upstream-contract.md). */
export function mergeSession(data: SessionData, changes: Record<string, unknown>): SessionData {
	const merged: Record<string, unknown> = { ...data }
	for (const [key, value] of Object.entries(changes)) {
		if (value === null) delete merged[key]
		else merged[key] = value
	}
	return merged as SessionData
}

function changesOf(body: unknown): Record<string, unknown> {
	const data = (body as { data?: unknown } | undefined)?.data
	return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
}

export const sessionHandlers = [
	route('post', REST_PATHS.session, 'rest', ({ body }) => {
		const sessionToken = randomUUID()
		const data = mergeSession({}, changesOf(body))
		mockState.sessions.set(sessionToken, data)
		return answer(sessionToken, data, 201)
	}),
	route('get', REST_PATHS.session, 'rest', ({ request }) => {
		const id = sessionIdOf(request)
		const data = id && mockState.sessions.get(id)
		return id && data ? answer(id, data) : sessionExpired()
	}),
	route('patch', REST_PATHS.session, 'rest', ({ request, body }) => {
		const id = sessionIdOf(request)
		const data = id && mockState.sessions.get(id)
		if (!id || !data) return sessionExpired()
		const merged = mergeSession(data, changesOf(body))
		mockState.sessions.set(id, merged)
		return answer(id, merged)
	}),
	route('delete', REST_PATHS.session, 'rest', ({ request }) => {
		const id = sessionIdOf(request)
		if (id) mockState.sessions.delete(id)
		return noContent()
	}),
]
