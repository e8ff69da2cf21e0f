import { ONE_TIME_CODE } from '@meridian/upstream-contract/contract.ts'
import { createAttemptLimiter, giveBackEach, takeEach, type AttemptLimiter, type Taken } from './attempt-limits.server.ts'

// The app's own limits on the second factor (docs/decisions/020), on top of the platform's
// lock-out, and shared by all workers: wrong codes per account and per IP address, with
// the password-reset code's numbers (5 wrong codes per 15 minutes per account), and
// "send a new code" the same, since each fills someone's inbox. An address gets 20, as
// the password-reset requests do: a hotel lobby or an office behind one address.
const WINDOW_SECONDS = ONE_TIME_CODE.lockoutSeconds
const PER_ACCOUNT = ONE_TIME_CODE.maxFailedAttempts
const PER_IP = 20

const wrongCodesByAccount = createAttemptLimiter({ name: 'second-factor-account', attempts: PER_ACCOUNT, windowSeconds: WINDOW_SECONDS })
const wrongCodesByIp = createAttemptLimiter({ name: 'second-factor-ip', attempts: PER_IP, windowSeconds: WINDOW_SECONDS })
const resendsByAccount = createAttemptLimiter({ name: 'second-factor-resend-account', attempts: PER_ACCOUNT, windowSeconds: WINDOW_SECONDS })
const resendsByIp = createAttemptLimiter({ name: 'second-factor-resend-ip', attempts: PER_IP, windowSeconds: WINDOW_SECONDS })

export type CodeGate = { ok: false; retryAfterSeconds: number } | { ok: true; giveBack(): Promise<void> }

const budgets = (account: string, ip: string, [byAccount, byIp]: [AttemptLimiter, AttemptLimiter]) =>
	[
		[byAccount, account],
		[byIp, ip],
	] as const

/** One code submission, taken before the platform is asked; a right code (or no answer) gives it back, a wrong one keeps it. */
export async function reserveCodeAttempt(account: string, ip: string): Promise<CodeGate> {
	const held = budgets(account, ip, [wrongCodesByAccount, wrongCodesByIp])
	const taken = await takeEach(held)
	if (!taken.ok) return taken
	return { ok: true, giveBack: () => giveBackEach(held) }
}

/** One "send a new code", counted whatever the platform answers. */
export function takeResend(account: string, ip: string): Promise<Taken> {
	return takeEach(budgets(account, ip, [resendsByAccount, resendsByIp]))
}
