import { carriedOver } from '#app/models/session-renewal.ts'
import type { SessionChanges } from '@meridian/upstream-contract/session.ts'
import { SessionExpired } from './upstream/errors.server.ts'
import { createSession, deleteSession, readSession } from './upstream/session.server.ts'
import type { Visitor } from './visitor.server.ts'

/**
 * A new platform session for the visitor (at sign-in and sign-out), carrying over what
 * the old one held (app/models/session-renewal.ts; a sign-in waiting for its second factor
 * only when told), and the old one deleted, so its id
 * stops working. Answers the new session id; throws an UpstreamError when the platform
 * cannot start one.
 */
export async function renewSession(visitor: Visitor, { pendingSignIn = false } = {}): Promise<{ sessionToken: string }> {
	const plain = { locale: visitor.locale, requestId: visitor.requestId }
	const old = visitor.sessionToken
	let data: SessionChanges = { locale: visitor.locale }
	if (old) {
		try {
			data = carriedOver((await readSession({ ...plain, sessionToken: old })).data, { pendingSignIn })
		} catch (error) {
			if (!(error instanceof SessionExpired)) throw error
		}
	}
	const { sessionToken } = await createSession(data, plain)
	if (old) {
		// The client logs a failure; the platform's idle timeout ends the old session then.
		await deleteSession({ ...plain, sessionToken: old }).catch(() => undefined)
	}
	return { sessionToken }
}
