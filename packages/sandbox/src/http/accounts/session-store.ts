import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Request } from 'express'
import { HEADERS } from '@meridian/upstream-contract/contract.ts'
import { sessions, type SessionData } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'

export type Session = { token: string; data: SessionData; expiresAt: Date }

// Only a hash of the token is stored, so a copy of the database (or a backup) opens no
// session. A fast hash is enough: the token is 256 random bits, nothing to guess through.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A cookie the request sends, or null. */
export function cookieOf(req: Request, cookieName: string): string | null {
	for (const pair of req.get('cookie')?.split(';') ?? []) {
		const [name, ...value] = pair.trim().split('=')
		if (name === cookieName && value.length) return value.join('=') || null
	}
	return null
}

/** The session a request names: cookie `sessionID`, or the `x-session-token` header. */
export function sessionTokenOf(req: Request): string | null {
	return cookieOf(req, 'sessionID') ?? (req.get(HEADERS.sessionToken) || null)
}

/** Keys set to null are dropped: in a patch, null means "forget this key". */
function splitPatch(patch: SessionData) {
	const set: SessionData = {}
	const removed: string[] = []
	for (const [key, value] of Object.entries(patch)) {
		if (value === null) removed.push(key)
		else set[key] = value
	}
	return { set, removed }
}

export function sessionStore({ db, config, now }: Pick<SandboxDeps, 'db' | 'config' | 'now'>) {
	const idleMs = config.SANDBOX_SESSION_IDLE_MINUTES * 60 * 1000
	const sessionOf = (token: string, row: { data: SessionData; lastSeenAt: Date }): Session => ({
		token,
		data: row.data,
		expiresAt: new Date(row.lastSeenAt.getTime() + idleMs),
	})

	/**
	 * Applies the patch to a live session and counts it as activity, in one statement so
	 * that concurrent patches of different keys all land. Null when unknown or idle too long.
	 */
	async function touch(token: string, patch: SessionData = {}): Promise<Session | null> {
		const at = now()
		const { set, removed } = splitPatch(patch)
		const keysToRemove = removed.length
			? sql.join(
					removed.map((key) => sql`- ${key}::text`),
					sql` `,
				)
			: sql``
		const [row] = await db
			.update(sessions)
			.set({ data: sql`(${sessions.data} || ${JSON.stringify(set)}::jsonb) ${keysToRemove}`, lastSeenAt: at })
			.where(and(eq(sessions.tokenHash, hashOf(token)), gte(sessions.lastSeenAt, new Date(at.getTime() - idleMs))))
			.returning({ data: sessions.data, lastSeenAt: sessions.lastSeenAt })
		if (row) return sessionOf(token, row)
		await db.delete(sessions).where(eq(sessions.tokenHash, hashOf(token)))
		return null
	}

	return {
		async create(data: SessionData): Promise<Session> {
			const at = now()
			// Sessions nobody came back to are swept as new ones are made.
			await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(at.getTime() - idleMs)))
			const token = randomBytes(32).toString('base64url')
			const [row] = await db
				.insert(sessions)
				.values({ tokenHash: hashOf(token), data: splitPatch(data).set, lastSeenAt: at })
				.returning({ data: sessions.data, lastSeenAt: sessions.lastSeenAt })
			if (!row) throw new Error('session was not stored')
			return sessionOf(token, row)
		},
		read: (token: string) => touch(token),
		update: (token: string, patch: SessionData) => touch(token, patch),
		async remove(token: string): Promise<void> {
			await db.delete(sessions).where(eq(sessions.tokenHash, hashOf(token)))
		},
	}
}

export type SessionStore = ReturnType<typeof sessionStore>
