import { signInIdKey } from '#app/models/rate-limit-keys.ts'
import { fetchSignInSubject } from './upstream/account.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { logUnlessUpstream } from './unexpected-error.server.ts'

/**
 * The key a sign-in's per-account budget counts under (docs/decisions/019-limit-keys.md):
 * the platform's subject for the account, so its e-mail, member number and phone number in
 * any spelling share one budget. A platform that cannot answer (or has no such service)
 * leaves the app's own spelling-free key for the identifier; '' for no account named.
 */
export async function signInAccountKey({ userId, customerId }: { userId: string; customerId?: string }, ctx: UpstreamContext): Promise<string> {
	if (!userId && !customerId) return ''
	try {
		return `subject:${await fetchSignInSubject(userId ? { userId } : { customerId: customerId! }, ctx)}`
	} catch (error) {
		logUnlessUpstream('sign-in account key', error)
		return userId ? signInIdKey(userId) : `customer:${customerId}`
	}
}
