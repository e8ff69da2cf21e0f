import type { SessionChanges, SessionData } from '@meridian/upstream-contract/session.ts'

// A session id that was in the browser before sign-in (or sign-out) may have been planted
// or seen by someone else (issue 10, item 4), so each of them starts a new session. What
// the visitor built up in the old one comes along — the cart held in booking, the locale,
// a remembered member — except what proves a sign-in, which only the platform writes,
// and the last attempt's errors.
const LEFT_BEHIND = new Set(['authenticated', 'accessToken', 'apiErrors'])

/** What a renewed session starts with, taken from the session it replaces. */
export function carriedOver(data: SessionData): SessionChanges {
	return Object.fromEntries(Object.entries(data).filter(([key, value]) => !LEFT_BEHIND.has(key) && value !== null && value !== undefined))
}
