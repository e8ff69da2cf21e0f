import { RateLimiterMemory } from 'rate-limiter-flexible'
import { getEnv } from './env.server.ts'

// Credential-stuffing defence: only failed sign-ins are counted, per IP address and per
// account, so a member who types the right password is never slowed. Counts live in this
// process (a shared store is a drop-in change for several app servers); the platform's
// own lockout stays the authority per account.
type Limits = { failuresPerIp: number; failuresPerAccount: number; windowSeconds: number }

export function createSignInLimits({ failuresPerIp, failuresPerAccount, windowSeconds }: Limits) {
	const byIp = new RateLimiterMemory({ keyPrefix: 'sign-in-ip', points: failuresPerIp, duration: windowSeconds })
	const byAccount = new RateLimiterMemory({ keyPrefix: 'sign-in-account', points: failuresPerAccount, duration: windowSeconds })
	const accountKey = (account: string) => account.trim().toLowerCase()
	const spent = async (limiter: RateLimiterMemory, key: string, allowed: number) =>
		((await limiter.get(key))?.consumedPoints ?? 0) >= allowed

	return {
		/** Whether this IP or this account has used up its failures for the window. */
		async isBlocked(ip: string, account: string): Promise<boolean> {
			if (await spent(byIp, ip, failuresPerIp)) return true
			return account ? spent(byAccount, accountKey(account), failuresPerAccount) : false
		},
		async recordFailure(ip: string, account: string): Promise<void> {
			// consume() rejects once the points are gone; the count is what matters here.
			await byIp.consume(ip).catch(() => undefined)
			if (account) await byAccount.consume(accountKey(account)).catch(() => undefined)
		},
		async recordSuccess(account: string): Promise<void> {
			if (account) await byAccount.delete(accountKey(account))
		},
	}
}

const env = getEnv()
export const signInLimits = createSignInLimits({
	failuresPerIp: env.SIGN_IN_FAILURES_PER_IP,
	failuresPerAccount: env.SIGN_IN_FAILURES_PER_ACCOUNT,
	windowSeconds: env.SIGN_IN_WINDOW_MINUTES * 60,
})
