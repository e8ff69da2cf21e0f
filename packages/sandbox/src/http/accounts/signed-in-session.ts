import { randomBytes } from 'node:crypto'
import { issueToken, revokeToken } from '../../auth/tokens.ts'
import type { SandboxDb } from '../../db/connection.ts'
import type { SessionData } from '../../db/schema/index.ts'
import { memberName, type Customer } from './members.ts'

/** The session's old tokens are revoked, not left to expire, when new ones replace them. */
export async function revokeSessionTokens(db: SandboxDb, data: SessionData): Promise<void> {
	const stale = [data.accessToken, data.rememberToken].filter((value): value is string => typeof value === 'string')
	await Promise.all(stale.map((value) => revokeToken(db, value)))
}

/**
 * What makes a session signed in as the customer: at the password when no second factor is
 * asked, else at the right code (second-factor.ts). Any pending second factor is done with.
 */
export async function signedInSessionData(db: SandboxDb, data: SessionData, customer: Customer, remember: boolean, at: Date): Promise<SessionData> {
	await revokeSessionTokens(db, data)
	return {
		authenticated: true,
		consumerID: customer.id,
		accessToken: await issueToken(db, customer.id, 'access', at),
		memberName: memberName(customer),
		rememberedUser: remember ? true : null,
		rememberToken: remember ? await issueToken(db, customer.id, 'remember-me', at) : null,
		// The remembered member's browser keeps this as its UserIdToken cookie (spec 000 §7).
		userIdToken: remember ? randomBytes(24).toString('base64url') : null,
		secondFactor: null,
	}
}
