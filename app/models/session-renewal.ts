import type { SessionChanges, SessionData } from '@meridian/upstream-contract/session.ts'

// A session id that was in the browser before sign-in (or sign-out) may have been planted
// or seen by someone else (issue 10, item 4), so each of them starts a new session. What
// the visitor built up in the old one comes along — the cart held in booking, the locale,
// a remembered member — except what proves a sign-in, which only the platform writes,
// and the last attempt's errors. A sign-in waiting for its second factor comes along only
// to the session its code is checked in (docs/decisions/018): a new sign-in, or a sign-out,
// abandons it.
const LEFT_BEHIND = ['authenticated', 'accessToken', 'apiErrors']
const PENDING_SIGN_IN = 'secondFactor'

/** What a renewed session starts with, taken from the session it replaces. */
export function carriedOver(data: SessionData, { pendingSignIn = false } = {}): SessionChanges {
	const leftBehind = new Set(pendingSignIn ? LEFT_BEHIND : [...LEFT_BEHIND, PENDING_SIGN_IN])
	return Object.fromEntries(Object.entries(data).filter(([key, value]) => !leftBehind.has(key) && value !== null && value !== undefined))
}
