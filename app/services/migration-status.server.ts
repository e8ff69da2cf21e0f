import { MIGRATION_STATUS_SESSION_KEY, migrationStatusOf, withMigrationStatus } from '#app/models/migration-status.ts'
import { normalizePropertyCode } from '#app/models/property-code.ts'
import type { SessionChanges } from '@meridian/upstream-contract/session.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { UpstreamError } from './upstream/errors.server.ts'
import { updateSession } from './upstream/session.server.ts'
import type { Visitor } from './visitor.server.ts'

// Migration status, stored per property (spec 001 §3; docs/decisions/015-migration-status.md).
// A page learns a hotel's status from a property the platform answers anyway (the hotel
// header, the property bar, the cart): never from a call of its own. The visitor's
// session keeps it, so the next page about that hotel sends it from its first call.

type TellsStatus = { id: string; migrationStatus?: string | null }

/**
 * What a response told of a hotel's status. The request's copy changes at once, and on a
 * page about that hotel so does the header of its calls still to come (the visitor's
 * context is the page's); the session keeps it, in one write, only when it changed. A
 * visitor without a session keeps it for the request, and a session started later in it
 * (startingStatuses) begins with it. A failed write costs only the header until a later
 * page tells the status again: the client has logged it, the page goes on.
 */
export async function noteMigrationStatus(visitor: Visitor, property: TellsStatus): Promise<void> {
	const next = withMigrationStatus(visitor.migrationStatuses ?? [], property.id, property.migrationStatus)
	if (!next) return
	// Unread (the session read failed): kept for the request only, never written over the session's.
	const writable = visitor.migrationStatuses !== undefined && Boolean(visitor.sessionToken)
	visitor.migrationStatuses = next
	// The page's context is shared by every call the request makes from here on.
	if (visitor.propertyId === normalizePropertyCode(property.id)) withStatus(visitor.upstream, migrationStatusOf(next, property.id))
	if (!writable) return
	try {
		await updateSession({ [MIGRATION_STATUS_SESSION_KEY]: next }, visitor.upstream)
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
	}
}

/**
 * The visitor's context for a call about another hotel than the page's: with that hotel's
 * kept status, or none, never the page's hotel's.
 */
export function upstreamFor(visitor: Visitor, propertyId: string): UpstreamContext {
	if (visitor.propertyId === normalizePropertyCode(propertyId)) return visitor.upstream
	return withStatus({ ...visitor.upstream }, migrationStatusOf(visitor.migrationStatuses ?? [], propertyId))
}

/** A session started in this request begins with the statuses the request has learnt. */
export function startingStatuses(visitor: Visitor): SessionChanges {
	return visitor.migrationStatuses?.length ? { [MIGRATION_STATUS_SESSION_KEY]: visitor.migrationStatuses } : {}
}

function withStatus(upstream: UpstreamContext, status: string | undefined) {
	if (status) upstream.migrationStatus = status
	else delete upstream.migrationStatus
	return upstream
}
