import { signInIdKey } from '#app/models/rate-limit-keys.ts'
import type { AccountNames } from './sign-in-limits.server.ts'
import { fetchSignInSubject } from './upstream/account.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { logUnlessUpstream } from './unexpected-error.server.ts'

/**
 * The names a sign-in's per-account budgets count under (docs/decisions/019-limit-keys.md):
 * the app's own key for the identifier (an e-mail in any case, a number in any spelling),
 * and the platform's subject for the account, so its e-mail, member number and phone
 * number share one budget. A platform that cannot answer (or has no such service) leaves
 * the app's key as the subject; '' for no account named.
 */
export function signInAccountNames({ userId, customerId }: { userId: string; customerId?: string }, ctx: UpstreamContext): AccountNames | '' {
	if (!userId && !customerId) return ''
	const key = userId ? signInIdKey(userId) : `customer:${customerId}`
	return {
		key,
		async subject() {
			try {
				return `subject:${await fetchSignInSubject(userId ? { userId } : { customerId: customerId! }, ctx)}`
			} catch (error) {
				logUnlessUpstream('sign-in account key', error)
				return key
			}
		},
	}
}
