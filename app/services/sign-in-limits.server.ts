import { addressKey } from '#app/models/rate-limit-keys.ts'
import { createAttemptLimiter } from './attempt-limits.server.ts'
import { getEnv } from './env.server.ts'

// Credential-stuffing defence (docs/decisions/004-sign-in-limits.md): each attempt takes
// one of the account's and one of the IP address's failures before the platform is
// asked, and gives it back unless it failed, so no burst gets more than the budget to
// the platform. A member who types the right password is never slowed. An IP address
// over its budget may still try the accounts it has signed in to before (a family or
// an office behind one address keeps working while a list of stolen credentials does
// not); those attempts are held to the account's budget alone.
type Limits = { failuresPerIp: number; failuresPerAccount: number; windowSeconds: number }

// How long an IP address stays trusted for an account it signed in to (under the 24.8
// days a timer can wait).
const KNOWN_SECONDS = 14 * 24 * 60 * 60

export type SignInGate =
	| { ok: false; retryAfterSeconds: number }
	| {
			ok: true
			/** The platform signed the member in: the account's failures are forgotten. */
			succeeded(): Promise<void>
			/** The platform did not answer: the attempt counts for nothing. */
			abandoned(): Promise<void>
			// A refusal keeps what it took.
	  }

export function createSignInLimits({ failuresPerIp, failuresPerAccount, windowSeconds }: Limits) {
	const byIp = createAttemptLimiter({ name: 'sign-in-ip', attempts: failuresPerIp, windowSeconds })
	const byAccount = createAttemptLimiter({ name: 'sign-in-account', attempts: failuresPerAccount, windowSeconds })
	const signedInFrom = createAttemptLimiter({ name: 'sign-in-known', attempts: Number.MAX_SAFE_INTEGER, windowSeconds: KNOWN_SECONDS })

	return {
		/**
		 * Takes this attempt from the budgets, or says how long until it may be made. The
		 * account is its key (sign-in-account-key.server.ts), one for all its identifiers; '' for none.
		 */
		async reserve(clientIp: string, account: string): Promise<SignInGate> {
			const ip = addressKey(clientIp)
			const pair = `${ip} ${account}`
			if (account) {
				const taken = await byAccount.take(account)
				if (!taken.ok) return taken
			}
			const fromIp = await byIp.take(ip)
			if (!fromIp.ok && !(account && (await signedInFrom.spent(pair)) > 0)) {
				if (account) await byAccount.giveBack(account)
				return fromIp
			}
			const ipHeld = fromIp.ok
			// Settled once: a fault after a success must not give back what the success already did.
			let settled = false
			const once = () => !settled && (settled = true)
			return {
				ok: true,
				async succeeded() {
					if (!once()) return
					if (ipHeld) await byIp.giveBack(ip)
					if (!account) return
					await byAccount.forget(account)
					// Forgotten and taken again: the trust runs from this sign-in.
					await signedInFrom.forget(pair)
					await signedInFrom.take(pair)
				},
				async abandoned() {
					if (!once()) return
					if (ipHeld) await byIp.giveBack(ip)
					if (account) await byAccount.giveBack(account)
				},
			}
		},
	}
}

const env = getEnv()
export const signInLimits = createSignInLimits({
	failuresPerIp: env.SIGN_IN_FAILURES_PER_IP,
	failuresPerAccount: env.SIGN_IN_FAILURES_PER_ACCOUNT,
	windowSeconds: env.SIGN_IN_WINDOW_MINUTES * 60,
})
