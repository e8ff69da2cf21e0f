import { addressKey } from '#app/models/rate-limit-keys.ts'
import { createAttemptLimiter, giveBackEach, takeEach, type Taken } from './attempt-limits.server.ts'
import { getEnv } from './env.server.ts'

// A reservation is found by its confirmation number and the guest's surname, and the
// numbers are sequential: without a limit, anyone could walk the numbers with common
// surnames. Each lookup takes one of the IP address's and one of the number's failures
// before the platform is asked; a found reservation gives its own back (it does not
// clear earlier failures, or one known reservation would reset the count).
type Limits = { failuresPerIp: number; failuresPerNumber: number; windowSeconds: number }

export type LookupGate = { ok: false; retryAfterSeconds: number } | { ok: true; found(): Promise<void>; abandoned(): Promise<void> }

/** A lookup refused by the limits; the route answers 429 with the wait. */
export class LookupLimited extends Error {
	constructor(readonly retryAfterSeconds: number) {
		super('too many reservation lookups')
	}
}

export function createLookupLimits({ failuresPerIp, failuresPerNumber, windowSeconds }: Limits) {
	const byIp = createAttemptLimiter({ name: 'lookup-ip', attempts: failuresPerIp, windowSeconds })
	const byNumber = createAttemptLimiter({ name: 'lookup-number', attempts: failuresPerNumber, windowSeconds })
	return {
		/** Takes this lookup from the budgets, or says how long until it may be made. A lookup that finds nothing (a wrong date, too) keeps what it took. */
		async reserve(ip: string, confirmationNumber: string): Promise<LookupGate> {
			const budgets = [
				[byIp, addressKey(ip)],
				// 0071420851 may well be 71420851 to the platform: one budget for both.
				[byNumber, confirmationNumber.replace(/^0+(?=\d)/, '')],
			] as const
			const taken: Taken = await takeEach(budgets)
			if (!taken.ok) return taken
			let settled = false
			const giveBack = async () => {
				if (settled) return
				settled = true
				await giveBackEach(budgets)
			}
			return { ok: true, found: giveBack, abandoned: giveBack }
		},
	}
}

const env = getEnv()
export const lookupLimits = createLookupLimits({
	failuresPerIp: env.RESERVATION_LOOKUP_FAILURES_PER_IP,
	failuresPerNumber: env.RESERVATION_LOOKUP_FAILURES_PER_NUMBER,
	windowSeconds: env.RESERVATION_LOOKUP_WINDOW_MINUTES * 60,
})
