import { ONE_TIME_CODE } from '@meridian/upstream-contract/contract.ts'
import { addressKey } from '#app/models/rate-limit-keys.ts'
import { createAttemptLimiter, giveBackEach, takeEach, type Taken } from './attempt-limits.server.ts'
import { getEnv } from './env.server.ts'

// The app's own limits on a one-time code (docs/decisions/019-limit-keys.md), on top of
// the platform's lock-out and shared by all workers: codes submitted per account and per
// IP address (an IPv6 /64), and "send a new code" the same, since each fills someone's
// inbox. A code submission takes its place before the platform is asked; a right code
// (or no answer) gives it back, a wrong one keeps it. Each kind of code (password reset,
// the sign-in's second factor) has budgets of its own with the same numbers.
type Limits = { kind: string; perAccount: number; perIp: number; windowSeconds: number }

export type CodeGate = { ok: false; retryAfterSeconds: number } | { ok: true; giveBack(): Promise<void> }

export function createOneTimeCodeLimits({ kind, perAccount, perIp, windowSeconds }: Limits) {
	const limiter = (what: string, attempts: number) => createAttemptLimiter({ name: `${kind}-${what}`, attempts, windowSeconds })
	const codes = [limiter('code-account', perAccount), limiter('code-ip', perIp)] as const
	const resends = [limiter('resend-account', perAccount), limiter('resend-ip', perIp)] as const
	// The account as the platform names it in the reset: an address in any case is one account.
	const budgets = ([byAccount, byIp]: typeof codes, account: string, ip: string) =>
		[
			[byAccount, account.trim().toLowerCase()],
			[byIp, addressKey(ip)],
		] as const
	return {
		/** One code submission for this account from this address, or the wait. */
		async reserveCode(account: string, ip: string): Promise<CodeGate> {
			const held = budgets(codes, account, ip)
			const taken = await takeEach(held)
			if (!taken.ok) return taken
			let settled = false
			return {
				ok: true,
				async giveBack() {
					if (settled) return
					settled = true
					await giveBackEach(held)
				},
			}
		},
		/** One "send a new code", counted whatever the platform answers. */
		takeResend(account: string, ip: string): Promise<Taken> {
			return takeEach(budgets(resends, account, ip))
		},
	}
}

/** The limits of a kind of one-time code, with the password-reset code's numbers. */
export function oneTimeCodeLimits(kind: string) {
	const env = getEnv()
	return createOneTimeCodeLimits({
		kind,
		perAccount: env.ONE_TIME_CODE_ATTEMPTS_PER_ACCOUNT,
		perIp: env.ONE_TIME_CODE_ATTEMPTS_PER_IP,
		windowSeconds: ONE_TIME_CODE.lockoutSeconds,
	})
}

/** The password-reset code (emailPassword.mi): the account is the e-mail waiting in the platform session. */
export const passwordResetCodeLimits = oneTimeCodeLimits('password-reset')

/** The sign-in's second factor (docs/decisions/020): the account is the platform's customer id of the pending sign-in. */
export const secondFactorCodeLimits = oneTimeCodeLimits('second-factor')
