import type { Locale } from '#app/models/locale.ts'

/**
 * Everything a call to the platform needs from the incoming request. Built once per
 * request by the route (from the locale, the load context and the session) and passed
 * explicitly, so no call can pick up another visitor's token.
 */
export type UpstreamContext = {
	/** The page's locale, sent as accept-language. */
	locale: Locale
	/** The incoming request's id, sent on so one visit can be traced across services. */
	requestId: string
	/** The bearer token: a signed-in member's access token, or a remembered member's remember-me token. */
	accessToken?: string
	/** A remembered, not signed-in member: accessToken is the remember-me token. */
	rememberMe?: boolean
	/** The session service's id for this visitor. */
	sessionToken?: string
	/** A remembered member's UserIdToken, sent with sessionID on the session-data call (spec 000 §7). */
	userIdToken?: string
	/** The digital-transformation traffic flag the platform routes on (spec 001 §7). */
	dtt?: boolean
	/** The property's migration status, when one is set. */
	migrationStatus?: string
}

/** Per-call settings that belong to the call, not the visitor. */
export type CallOptions = {
	/** Overrides the call's timeout (the env's UPSTREAM_TIMEOUT_MS, or the data layer's 22 s). */
	timeoutMs?: number
}
