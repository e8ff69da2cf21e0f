import { addressKey } from '#app/models/rate-limit-keys.ts'
import { createAttemptLimiter, giveBackEach, type AttemptLimiter, type Taken } from './attempt-limits.server.ts'
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

/** An account as the app names it from the identifier (key), and as the platform does (subject, asked when needed). */
export type AccountNames = { key: string; subject(): Promise<string> }

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
		 * account (sign-in-account-key.server.ts) is named twice: by the key the app makes of
		 * the identifier alone, taken first, so a burst through one spelling is refused before
		 * the platform is asked anything; then by its subject, one for all its identifiers,
		 * asked of the platform only for an attempt the other budgets let through. '' for none.
		 */
		async reserve(clientIp: string, named: AccountNames | string): Promise<SignInGate> {
			const ip = addressKey(clientIp)
			const { key, subject } = typeof named === 'string' ? { key: named, subject: async () => named } : named
			const held: Array<readonly [AttemptLimiter, string]> = []
			const refuse = async (refusal: Taken) => {
				await giveBackEach(held)
				return refusal as SignInGate
			}
			// The trust an address earned is kept under the key it signed in with: no platform call for a refused address.
			const pair = `${ip} ${key}`
			if (key) {
				const taken = await byAccount.take(key)
				if (!taken.ok) return taken
				held.push([byAccount, key])
			}
			const fromIp = await byIp.take(ip)
			if (!fromIp.ok && !(key && (await signedInFrom.spent(pair)) > 0)) return refuse(fromIp)
			if (fromIp.ok) held.push([byIp, ip])
			const account = key ? await subject() : ''
			if (account && account !== key) {
				const taken = await byAccount.take(account)
				if (!taken.ok) return refuse(taken)
				held.push([byAccount, account])
			}
			// Settled once: a fault after a success must not give back what the success already did.
			let settled = false
			const once = () => !settled && (settled = true)
			return {
				ok: true,
				async succeeded() {
					if (!once()) return
					if (fromIp.ok) await byIp.giveBack(ip)
					if (!key) return
					await byAccount.forget(key)
					if (account !== key) await byAccount.forget(account)
					// Forgotten and taken again: the trust runs from this sign-in.
					await signedInFrom.forget(pair)
					await signedInFrom.take(pair)
				},
				async abandoned() {
					if (!once()) return
					await giveBackEach(held)
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
