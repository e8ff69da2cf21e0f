import { RateLimiterRes } from 'rate-limiter-flexible'
import { getEnv } from './env.server.ts'
import { createLimitStore } from './limit-store.server.ts'
import { logger } from './logger.server.ts'
import { countLimiterRefusal } from './metrics.server.ts'
import { sharedRedis } from './redis.server.ts'

// A budget of attempts per key and window, taken before the attempt is made: the check
// and the count are one step, so a burst of concurrent requests gets no more than the
// budget through, however many arrive before the first one is answered. Where the counts
// live (Redis for several app servers, the supervisor's primary for one): limit-store.server.ts.

export type AttemptBudget = { name: string; attempts: number; windowSeconds: number }
export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number }

/** The wait a limiter that cannot count asks for: the attempt is refused, not let through uncounted. */
const FAULT_RETRY_AFTER_SECONDS = 5

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>

export function createAttemptLimiter({ name, attempts, windowSeconds }: AttemptBudget) {
	const options = { keyPrefix: name, points: attempts, duration: windowSeconds }
	const lost = (error: unknown) => logger.warn('attempt limits: a change was lost', { limiter: name, detail: String(error) })
	const store = createLimitStore(options, { redis: sharedRedis(), primaryTimeoutMs: getEnv().ATTEMPT_LIMITS_PRIMARY_TIMEOUT_MS })
	return {
		/** One attempt of key's budget, or how long until the window frees one. */
		async take(key: string): Promise<Taken> {
			try {
				await store.consume(key)
				return { ok: true }
			} catch (refusal) {
				countLimiterRefusal(name)
				// consume() rejects with the limiter's state when the budget is spent; an Error is a
				// fault (the primary did not answer in time): fail closed, with a short wait, never a 500.
				if (!(refusal instanceof RateLimiterRes)) {
					logger.warn('attempt limits: no count', { limiter: name, detail: String(refusal) })
					return { ok: false, retryAfterSeconds: FAULT_RETRY_AFTER_SECONDS }
				}
				// A refused attempt is no attempt: the count stays "failures plus attempts in flight".
				await store.reward(key).catch(lost)
				return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
			}
		},
		/** Returns one attempt taken for key (it did not fail). A lost give-back only makes the budget stricter. */
		async giveBack(key: string): Promise<void> {
			await store.reward(key).catch(lost)
		},
		/** Forgets key's count altogether. */
		async forget(key: string): Promise<void> {
			await store.delete(key).catch(lost)
		},
		/** How many of key's attempts are spent in the current window; none when it cannot count (a fault). */
		async spent(key: string): Promise<number> {
			try {
				return (await store.get(key))?.consumedPoints ?? 0
			} catch (fault) {
				// Callers read "spent" as a trust earned (an address that signed in before): unknown is untrusted.
				logger.warn('attempt limits: no count', { limiter: name, detail: String(fault) })
				return 0
			}
		},
	}
}

/**
 * One attempt from each (limiter, key) in turn; when one refuses, those already taken
 * are given back and the refusal (with its wait) is the answer.
 */
export async function takeEach(budgets: ReadonlyArray<readonly [AttemptLimiter, string]>): Promise<Taken> {
	const taken: Array<readonly [AttemptLimiter, string]> = []
	for (const [limiter, key] of budgets) {
		const result = await limiter.take(key)
		if (!result.ok) {
			await Promise.all(taken.map(([held, heldKey]) => held.giveBack(heldKey)))
			return result
		}
		taken.push([limiter, key])
	}
	return { ok: true }
}

/** Gives back one attempt to each (limiter, key): the attempt they were taken for did not fail. */
export async function giveBackEach(budgets: ReadonlyArray<readonly [AttemptLimiter, string]>): Promise<void> {
	await Promise.all(budgets.map(([limiter, key]) => limiter.giveBack(key)))
}
