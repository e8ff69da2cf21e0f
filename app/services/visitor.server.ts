import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { Locale } from '#app/models/locale.ts'
import { TIERS, type Tier } from '#app/models/member-level.ts'
import { MIGRATION_STATUS_SESSION_KEY, migrationStatusesIn, migrationStatusOf, pagePropertyOf, type MigrationStatuses } from '#app/models/migration-status.ts'
import { getLocale } from './i18n.server.ts'
import { getCookieSession } from './session.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { SessionExpired } from './upstream/errors.server.ts'
import { readSession } from './upstream/session.server.ts'
import type { SessionChanges, SessionData } from '@meridian/upstream-contract/session.ts'

/** Who is asking, as spec 000 §4 names the authentication states. */
export type VisitorState = 'guest' | 'remembered' | 'member'

export type Visitor = {
	state: VisitorState
	locale: Locale
	requestId: string
	clientIp: string
	/** The platform's session id from our cookie, when the visitor has a live session. */
	sessionToken?: string
	/** The cookie named a session the platform no longer knows (idle too long). */
	sessionExpired: boolean
	customerId?: string
	/**
	 * A sign-in whose password was right and whose one-time code is still to come
	 * (docs/decisions/020): the visitor is not signed in. `account` keys its limits.
	 */
	secondFactor?: { sentTo: string; channel: 'email' | 'sms'; account: string }
	/** "Given Surname" of a signed-in or remembered member. */
	name?: string
	tier?: Tier
	points?: number
	/** Page props propertyId (spec 001 §3): the hotel this page is about, when it is about one. */
	propertyId?: string
	/**
	 * The migration statuses the booking state keeps per property, with what this request
	 * has learnt since (app/services/migration-status.server.ts); absent when the session
	 * could not be read, so nothing is written over what it keeps.
	 */
	migrationStatuses?: MigrationStatuses
	/** What every call to the platform on this visitor's behalf carries; on a page about a hotel, its migration status. */
	upstream: UpstreamContext
}

// What the app itself adds to the session at sign-in, so the header needs no extra call.
const MemberBadgeSchema = z.object({
	memberTier: z.enum(TIERS).optional(),
	memberPoints: z.number().int().optional(),
})

// One read of the platform's session per request: the visitor, and the session's data for
// whatever else the request needs of it (the booking's cart), kept up to date with the
// request's own writes (noteSessionWrite).
type SessionRead = { visitor: Visitor; data: SessionData | null; failure?: unknown }
const reads = new WeakMap<AppLoadContext, Promise<SessionRead>>()

function readOnce(request: Request, context: AppLoadContext): Promise<SessionRead> {
	let read = reads.get(context)
	if (!read) {
		read = readVisitor(request, context)
		reads.set(context, read)
	}
	return read
}

/** The visitor of this request, read from the platform's session once per request. */
export async function getVisitor(request: Request, context: AppLoadContext): Promise<Visitor> {
	return (await readOnce(request, context)).visitor
}

/**
 * The platform session's data as this request knows it; null when there is no live
 * session. Throws what the read threw when the platform did not answer (the visitor was
 * made a guest for the page; this caller must not take "no data" for "nothing kept").
 */
export async function sessionDataOf(request: Request, context: AppLoadContext): Promise<SessionData | null> {
	const read = await readOnce(request, context)
	if (read.failure) throw read.failure
	return read.data
}

/** Tells the request's copy of the session data what was just written to the platform's. */
export async function noteSessionWrite(request: Request, context: AppLoadContext, changes: SessionChanges): Promise<void> {
	const read = await readOnce(request, context)
	read.data = { ...read.data, ...changes } as SessionData
}

async function readVisitor(request: Request, context: AppLoadContext): Promise<SessionRead> {
	const read = await readSessionOf(request, context)
	return { ...read, visitor: atPage(read.visitor, new URL(request.url), read.data, !read.failure) }
}

/**
 * Page props propertyId and uxlMigrationStatus (spec 001 §3): the page's hotel and the
 * status the booking state keeps for it, on the visitor's calls before the first one goes.
 */
function atPage(visitor: Visitor, url: URL, data: SessionData | null, readable: boolean): Visitor {
	const propertyId = pagePropertyOf(url, data) ?? undefined
	const migrationStatuses = readable ? migrationStatusesIn(data?.[MIGRATION_STATUS_SESSION_KEY]) : undefined
	const migrationStatus = migrationStatusOf(migrationStatuses ?? [], propertyId)
	return { ...visitor, propertyId, migrationStatuses, upstream: { ...visitor.upstream, ...(migrationStatus ? { migrationStatus } : {}) } }
}

function secondFactorOf(pending: NonNullable<SessionData['secondFactor']>): Pick<Visitor, 'secondFactor'> {
	// Whose sign-in it is, the platform's own key, when it tells; else the address the code went to.
	const account = typeof pending.customerId === 'string' ? pending.customerId : pending.sentTo
	return { secondFactor: { sentTo: pending.sentTo, channel: pending.channel, account } }
}

async function readSessionOf(request: Request, context: AppLoadContext): Promise<SessionRead> {
	const locale = await getLocale(request)
	const base = { locale, requestId: context.requestId, clientIp: context.clientIp }
	const guest: Visitor = { ...base, state: 'guest', sessionExpired: false, upstream: { locale, requestId: context.requestId } }
	const cookieSession = await getCookieSession(request)
	const sessionToken = cookieSession.get('sessionToken')
	if (!sessionToken) return { visitor: guest, data: null }

	const userIdToken = cookieSession.get('userIdToken')
	const upstream: UpstreamContext = { locale, requestId: context.requestId, sessionToken, ...(userIdToken ? { userIdToken } : {}) }
	try {
		const { data } = await readSession(upstream)
		const badge = MemberBadgeSchema.safeParse(data)
		const member = {
			customerId: data.consumerID,
			name: data.memberName,
			...(badge.success ? { tier: badge.data.memberTier, points: badge.data.memberPoints } : {}),
		}
		if (data.authenticated && data.accessToken) {
			const visitor: Visitor = {
				...base,
				...member,
				state: 'member',
				sessionToken,
				sessionExpired: false,
				upstream: { ...upstream, accessToken: data.accessToken },
			}
			return { visitor, data }
		}
		if (data.rememberedUser && data.rememberToken) {
			const visitor: Visitor = {
				...base,
				...member,
				state: 'remembered',
				sessionToken,
				sessionExpired: false,
				upstream: { ...upstream, accessToken: data.rememberToken, rememberMe: true },
			}
			return { visitor, data }
		}
		const secondFactor = data.secondFactor ? secondFactorOf(data.secondFactor) : {}
		return { visitor: { ...guest, ...secondFactor, sessionToken, upstream }, data }
	} catch (error) {
		// An expired session makes a guest who may be told so; a platform that does not
		// answer makes a guest for this page (the client has logged it).
		if (error instanceof SessionExpired) return { visitor: { ...guest, sessionExpired: true }, data: null }
		// The session is still there: keep its id, so that nothing kept in it (a cart) is
		// taken for lost and a new session is not started over it.
		return { visitor: { ...guest, sessionToken, upstream }, data: null, failure: error }
	}
}
