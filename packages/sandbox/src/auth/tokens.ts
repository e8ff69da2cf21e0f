import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { SandboxDb } from '../db/connection.ts'
import { accessTokens, type TokenKind } from '../db/schema/index.ts'

const LIFETIME_MS: Record<TokenKind, number> = {
	access: 2 * 60 * 60 * 1000, // a signed-in visit
	'remember-me': 90 * 24 * 60 * 60 * 1000, // "remember me" on this device
}

// Only a hash is stored, so a copy of the database holds no usable token.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueToken(db: SandboxDb, customerId: string, kind: TokenKind, now: Date): Promise<string> {
	const token = randomBytes(32).toString('base64url')
	await db.insert(accessTokens).values({
		tokenHash: hashOf(token),
		customerId,
		kind,
		expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
	})
	return token
}

/** The customer a live token of that kind belongs to, or null. */
export async function customerIdForToken(db: SandboxDb, token: string, kind: TokenKind, now: Date): Promise<string | null> {
	const [row] = await db
		.select({ customerId: accessTokens.customerId })
		.from(accessTokens)
		.where(and(eq(accessTokens.tokenHash, hashOf(token)), eq(accessTokens.kind, kind), gt(accessTokens.expiresAt, now)))
		.limit(1)
	return row?.customerId ?? null
}

export async function revokeToken(db: SandboxDb, token: string): Promise<void> {
	await db.delete(accessTokens).where(eq(accessTokens.tokenHash, hashOf(token)))
}

/** Who a request speaks for, and whether it is a sign-in (an access token) or only a remembered member (remember-me). */
export type Requester = { customerId: string; signedIn: boolean }

/**
 * Who a request to the data graph speaks for: `authorization: Bearer <token>`, read as a
 * remember-me token when `access-type: remember-me` is sent, else as an access token.
 */
export async function requesterOfRequest(db: SandboxDb, headers: Record<string, string | string[] | undefined>, now: Date): Promise<Requester | null> {
	const authorization = headers.authorization
	if (typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return null
	const kind: TokenKind = headers['access-type'] === 'remember-me' ? 'remember-me' : 'access'
	const customerId = await customerIdForToken(db, authorization.slice('Bearer '.length).trim(), kind, now)
	return customerId === null ? null : { customerId, signedIn: kind === 'access' }
}

/** The customer a request speaks for, signed in or only remembered (what a remembered member may do: spec 000 §4). */
export async function customerIdOfRequest(db: SandboxDb, headers: Record<string, string | string[] | undefined>, now: Date): Promise<string | null> {
	return (await requesterOfRequest(db, headers, now))?.customerId ?? null
}
